import * as z from "zod";
import { suggestText } from "./autosuggest";
import { dealRates } from "./deals";

/** SPEC §7 resort service: region search and the region hierarchy (SPEC §3 "Resort region"). */

export const regionType = z.enum(["region", "subregion", "country", "destination"]);
export type RegionType = z.infer<typeof regionType>;

export const resortRegion = z.object({
  /** Stable across runs and releases: derived from region names, country and city codes. */
  id: z.string(),
  name: z.string(),
  /** Null for a top-level region. */
  parent_id: z.string().nullable(),
  /** The parent's name, by which clients group sub-regions (SPEC §3); null at the top level. */
  parent_name: z.string().nullable(),
  type: regionType,
  /** ISO 3166-1 alpha-2 of a country or of a destination's country; null above countries. */
  country_code: z.string().length(2).nullable(),
  /** A point to search deals around (resort deals take lat, lon); null above countries. */
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
});
export type ResortRegion = z.infer<typeof resortRegion>;

/** GET /search?key= */
export const regionSearchQuery = z.object({ key: suggestText });

export const REGION_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_REGION_IDS = 100;
const IDS_RULE = `must be a comma-separated list of 1 to ${MAX_REGION_IDS} region ids`;
const CHILDREN_RULE = "must be true or false";

/** GET /regions, optionally ?ids=a,b&children=true */
export const regionsQuery = z.object({
  ids: z
    .string({ error: IDS_RULE })
    .max(MAX_REGION_IDS * 66, IDS_RULE)
    .transform((s) => s.split(",").map((id) => id.trim()))
    .refine((ids) => ids.length <= MAX_REGION_IDS && ids.every((id) => REGION_ID.test(id)), {
      error: IDS_RULE,
    })
    .optional(),
  children: z
    .enum(["true", "false"], { error: CHILDREN_RULE })
    .transform((v) => v === "true")
    .optional(),
});

export const regionsResponse = z.object({ data: z.array(resortRegion) });

const CURRENCY_RULE = "must be a three-letter currency code such as USD";
const coordinate = (limit: number) => {
  const rule = `must be a number from -${limit} to ${limit}`;
  return z.number({ error: rule }).min(-limit, rule).max(limit, rule);
};

/** POST /properties/deals?currency=: the currency the client shows prices in (SPEC §5, §9). */
export const resortDealsQuery = z.object({
  currency: z
    .string({ error: CURRENCY_RULE })
    .regex(/^[A-Za-z]{3}$/, CURRENCY_RULE)
    .transform((c) => c.toUpperCase()),
});

/** POST /properties/deals body: the point to find resorts near. */
export const resortDealsRequest = z.object({
  lat: coordinate(90),
  lon: coordinate(180),
});

export const resortDeal = z.strictObject({
  /** The property's id, stable across runs. */
  id: z.string(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  /** An image key (`hotel-<n>`), served at /assets/inventory/<key>.svg, as hotel deals give. */
  image: z.string(),
  destinationId: z.string(),
  destinationName: z.string(),
  countryName: z.string(),
  /** The sub-region ("Caribbean") and region ("Americas") of the destination. */
  subregionName: z.string(),
  regionName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Miles from the point asked about, two decimals (SPEC §9). */
  distance: z.number().nonnegative(),
  /** The unit the rates are for: the property's cheapest, for one night. */
  unitName: z.string(),
  sleeps: z.number().int().positive(),
  rates: dealRates,
  link: z.string(),
});

/**
 * Best value first. Amounts stay in USD cents (`rates.currency`), as every deal's do: the client
 * converts them for display with the exchange rates; `currency` echoes the currency it asked for.
 */
export const resortDealsResponse = z.strictObject({
  currency: z.string().length(3),
  data: z.array(resortDeal),
});
