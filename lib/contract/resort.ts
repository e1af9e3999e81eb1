import * as z from "zod";
import { suggestText } from "./autosuggest";
import { cancellationPolicy } from "./cancellation-policy";
import { dealRates } from "./deals";
import { checkStay } from "./stay";

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

// ---- booking a resort (issue 27) ----

/** Units one stay books at most, and the most one unit sleeps (a two-bedroom villa). */
export const MAX_RESORT_UNITS = 9;
export const MAX_UNIT_SLEEPS = 6;
export const RESORT_UNIT_TYPES = ["studio", "1-bedroom", "2-bedroom"] as const;
export type ResortUnitType = (typeof RESORT_UNIT_TYPES)[number];

/**
 * A resort stay: `units` units of one type at a property of a destination (`regionId`, `d-…`)
 * or of every destination of a region, the party spread over the units. A quote's query.
 */
export const resortQuery = z
  .object({
    /** A destination (`d-…`), or a country, sub-region or region for all destinations in it. */
    regionId: z.string().min(1).max(100),
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    units: z.number().int().min(1).max(MAX_RESORT_UNITS),
    adults: z
      .number()
      .int()
      .min(1)
      .max(MAX_RESORT_UNITS * MAX_UNIT_SLEEPS),
    children: z
      .number()
      .int()
      .min(0)
      .max(MAX_RESORT_UNITS * MAX_UNIT_SLEEPS)
      .default(0),
  })
  .superRefine(checkStay)
  .refine((q) => q.adults >= q.units, { message: "every unit needs an adult", path: ["adults"] })
  .refine((q) => q.adults + q.children <= q.units * MAX_UNIT_SLEEPS, {
    message: `a unit sleeps at most ${MAX_UNIT_SLEEPS}`,
    path: ["children"],
  });
export type ResortQuery = z.input<typeof resortQuery>;
export type ResortQueryParsed = z.output<typeof resortQuery>;

const stayNumber = (max: number) => z.coerce.number().int().min(0).max(max);

/** A stay as an address writes it (units, adults and children as text): the resort GETs' query. */
const stayFields = {
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
  units: stayNumber(MAX_RESORT_UNITS).pipe(z.number().min(1)).default(1),
  adults: stayNumber(MAX_RESORT_UNITS * MAX_UNIT_SLEEPS)
    .pipe(z.number().min(1))
    .default(2),
  children: stayNumber(MAX_RESORT_UNITS * MAX_UNIT_SLEEPS).default(0),
};

/**
 * GET /api/resort/v2/properties/availability?propertyId=&checkIn=&checkOut=&units=&adults=
 * &children=: one property's unit types for a stay, with their prices and units left.
 */
export const resortAvailabilityQuery = z
  .object({
    propertyId: z.string().min(1).max(100),
    ...stayFields,
  })
  .superRefine(checkStay);
export type ResortAvailabilityQuery = z.input<typeof resortAvailabilityQuery>;

export const resortUnit = z.strictObject({
  /** What a quote takes: `<property id>-<code>`. */
  offerId: z.string(),
  type: z.enum(RESORT_UNIT_TYPES),
  name: z.string(),
  sleeps: z.number().int().positive(),
  /** The whole stay for every unit, taxes and fees included, with the agency's markup. */
  rates: dealRates,
  /** One unit for one night, before taxes and fees, with the markup. */
  perNight: z.number().int().nonnegative(),
  unitsLeft: z.number().int().nonnegative(),
  /** Whether the stay's units are left every night, and one unit sleeps its share of the party. */
  available: z.boolean(),
});
export type ResortUnitView = z.infer<typeof resortUnit>;

export const resortAvailabilityResponse = z.strictObject({
  property: z.strictObject({
    id: z.string(),
    name: z.string(),
    stars: z.number().int().min(1).max(5),
    /** Image keys (`hotel-<n>`), the first the hero image. */
    images: z.array(z.string()),
    destinationId: z.string(),
    destinationName: z.string(),
    countryName: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    distanceFromCentreMiles: z.number().nonnegative(),
    /** The property's IANA zone: check-in and deadlines are on its clock. */
    timeZone: z.string(),
  }),
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
  nights: z.number().int().positive(),
  /** Every unit type of the property, those that cannot take the stay with `available` false. */
  units: z.array(resortUnit),
  /** The property asks a deposit: its share now, the balance this many days before check-in. */
  deposit: z
    .strictObject({
      percent: z.number().int().min(1).max(99),
      balanceDaysBefore: z.number().int().positive(),
    })
    .nullable(),
  /** The property's cancellation terms for this stay (the quote's, once held). */
  policy: cancellationPolicy,
});
export type ResortAvailabilityResponse = z.infer<typeof resortAvailabilityResponse>;

/**
 * GET /api/resort/v2/properties?regionId=&checkIn=&checkOut=&units=&adults=&children=: the
 * properties of a destination, or of every destination of a country, sub-region or region, that
 * have a unit type left for the stay which sleeps the party, each from its cheapest such unit.
 */
export const resortSearchQuery = z
  .object({
    regionId: z.string().regex(REGION_ID, "must be a region id from the region search"),
    ...stayFields,
  })
  .superRefine(checkStay);
export type ResortSearchQuery = z.input<typeof resortSearchQuery>;

export const resortSearchResult = z.strictObject({
  id: z.string(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  /** An image key (`hotel-<n>`), served at /assets/inventory/<key>.svg. */
  image: z.string(),
  destinationId: z.string(),
  destinationName: z.string(),
  countryName: z.string(),
  distanceFromCentreMiles: z.number().nonnegative(),
  /** The cheapest unit type left for the stay that sleeps the party's share of a unit. */
  unitName: z.string(),
  sleeps: z.number().int().positive(),
  unitsLeft: z.number().int().nonnegative(),
  /** That unit's whole stay for every unit, as availability and its quote price it. */
  rates: dealRates,
  /** One unit for one night, before taxes and fees, with the markup. */
  perNight: z.number().int().nonnegative(),
  /** The property's share asked now, when this stay sells on a deposit. */
  depositPercent: z.number().int().min(1).max(99).nullable(),
  /** Until when the stay is free to cancel (the property's deadline, on its clock). */
  freeUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type ResortSearchResult = z.infer<typeof resortSearchResult>;

export const resortSearchResponse = z.strictObject({
  regionId: z.string(),
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
  nights: z.number().int().positive(),
  /** Cheapest first. */
  data: z.array(resortSearchResult),
});
export type ResortSearchResponse = z.infer<typeof resortSearchResponse>;

/** A quote's id as the resort service names a held itinerary. */
const referenceNumber = z.uuid({ error: "must be the reference number of a held itinerary" });

/** GET /api/resort/v2/properties/hold-check?reference_number=: what is held, and until when. */
export const holdCheckQuery = z.object({ reference_number: referenceNumber });
export const holdCheckResponse = z.strictObject({
  referenceNumber: z.string(),
  /** `held` while it can be booked; `released`, `expired` or `booked` after. */
  status: z.enum(["held", "released", "expired", "booked"]),
  expiresAt: z.iso.datetime({ offset: true }),
  propertyName: z.string(),
  unitName: z.string(),
  units: z.number().int().positive(),
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
});
export type HoldCheckResponse = z.infer<typeof holdCheckResponse>;

/**
 * PUT /api/resort/v2/itineraries?reference_number=&status=RELEASE, an empty body: gives a held
 * itinerary back (the checkout abandoned). Again, or on one already ended, changes nothing.
 */
export const itineraryReleaseQuery = z.object({
  reference_number: referenceNumber,
  status: z.literal("RELEASE", { error: "must be RELEASE" }),
});
export const itineraryReleaseResponse = z.strictObject({
  referenceNumber: z.string(),
  status: z.enum(["released", "expired", "booked"]),
});

/** What a booking keeps of a resort stay. */
export const resortOfferSnapshot = z.strictObject({
  product: z.literal("resort"),
  propertyId: z.string(),
  propertyName: z.string(),
  stars: z.number().int().min(1).max(5),
  image: z.string(),
  destination: z.string(),
  countryName: z.string(),
  timeZone: z.string(),
  unitName: z.string(),
  unitType: z.enum(RESORT_UNIT_TYPES),
  sleeps: z.number().int().positive(),
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
  nights: z.number().int().positive(),
  units: z.number().int().positive(),
  adults: z.number().int(),
  children: z.number().int(),
  policy: cancellationPolicy,
});
export type ResortOfferSnapshot = z.infer<typeof resortOfferSnapshot>;
