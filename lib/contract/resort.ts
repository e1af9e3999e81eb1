import { z } from "zod";
import { suggestText } from "./autosuggest";

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
