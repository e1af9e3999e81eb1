import * as z from "zod";
import { dealRates } from "./deals";
import { cancellationPolicy } from "./cancellation-policy";
import { checkRental } from "./stay";

/**
 * Car rentals (SPEC §2.1 Cars): search, one offer's details with its extras, and the offer a quote
 * takes. Prices are USD cents with the agency's markup, as on deal cards (the browser converts
 * them); `baseRate` and `markup` reach unrestricted agents only. The server prices the extras and
 * the young-driver surcharge: the browser sends what was chosen, never an amount.
 */

/** SPEC §9: the car deals' driver age, the search's default. */
export const DEFAULT_DRIVER_AGE = 25;
export { YOUNG_DRIVER_AGE } from "./product-constants";
export const MIN_DRIVER_AGE = 18;
export const MAX_DRIVER_AGE = 99;
/** A car is cancelled free until this many hours before the pick-up (the sandbox's rule). */
export const CAR_FREE_CANCEL_HOURS = 48;

export const CAR_EXTRAS = ["childSeat", "additionalDriver", "gps"] as const;
export type CarExtraCode = (typeof CAR_EXTRAS)[number];
/** How many of each extra a rental may take. */
export const CAR_EXTRA_MAX: Record<CarExtraCode, number> = {
  childSeat: 3,
  additionalDriver: 2,
  gps: 1,
};

export const TRANSMISSIONS = ["automatic", "manual"] as const;
export const FUEL_POLICIES = ["fullToFull", "sameToSame"] as const;
/** Where the car is collected: a desk in the terminal, a shuttle to the lot, a city office. */
export const CAR_COUNTERS = ["terminal", "shuttle", "city"] as const;
export const CAR_SORTS = ["price", "-price", "class", "supplier"] as const;

const countryCode = z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code");
/** Wall-clock time at the desk, "2027-06-01T10:00". */
const deskTime = z.iso.datetime({ local: true });
const placeId = z.string().min(1).max(100);

/** A rental: where and when it is picked up and returned, and who drives. */
export const carSearchQuery = z
  .object({
    /** An airport or city id, as the car autosuggest gives them. */
    locationId: placeId,
    /** Returned at another desk; the pick-up desk when absent. */
    dropOffLocationId: placeId.optional(),
    pickUp: deskTime,
    dropOff: deskTime,
    driverAge: z.number().int().min(MIN_DRIVER_AGE).max(MAX_DRIVER_AGE),
    /** The driver's country of residence. */
    residence: countryCode,
  })
  .superRefine(checkRental("pickUp", "dropOff"));
export type CarSearchQuery = z.infer<typeof carSearchQuery>;
export type CarSearchQueryInput = z.input<typeof carSearchQuery>;

export const carExtras = z.strictObject({
  childSeat: z.number().int().min(0).max(CAR_EXTRA_MAX.childSeat).default(0),
  additionalDriver: z.number().int().min(0).max(CAR_EXTRA_MAX.additionalDriver).default(0),
  gps: z.number().int().min(0).max(CAR_EXTRA_MAX.gps).default(0),
});
export type CarExtras = z.infer<typeof carExtras>;

/** What a quote takes: the rental and the extras chosen, priced by the server. */
export const carOfferQuery = carSearchQuery.and(
  z.object({ extras: carExtras.default({ childSeat: 0, additionalDriver: 0, gps: 0 }) }),
);
export type CarOfferQuery = z.infer<typeof carOfferQuery>;
export type CarOfferQueryInput = z.input<typeof carOfferQuery>;

export const carSearchRequest = carSearchQuery;

export const carDesk = z.strictObject({
  locationId: z.string(),
  /** "Lisbon Airport (LIS)" or "Lisbon". */
  name: z.string(),
  kind: z.enum(["airport", "city"]),
  countryCode: z.string(),
  timeZone: z.string(),
  address: z.string(),
});
export type CarDesk = z.infer<typeof carDesk>;

export const carOffer = z.strictObject({
  /** What a quote takes. */
  offerId: z.string(),
  supplier: z.strictObject({ code: z.string(), name: z.string(), logo: z.string() }),
  vehicleClass: z.string(),
  /** "Toyota Corolla or similar". */
  name: z.string(),
  acriss: z.string(),
  /** Image key, `car-<class>`. */
  image: z.string(),
  passengers: z.number().int().positive(),
  bags: z.number().int().nonnegative(),
  doors: z.number().int().positive(),
  transmission: z.enum(TRANSMISSIONS),
  airConditioning: z.boolean(),
  /** Unlimited, or this many km a rental day included. */
  mileage: z.strictObject({ unlimited: z.boolean(), kmPerDay: z.number().int().nullable() }),
  fuelPolicy: z.enum(FUEL_POLICIES),
  counter: z.enum(CAR_COUNTERS),
  pickUp: carDesk,
  dropOff: carDesk,
  rentalDays: z.number().int().positive(),
  /** The whole rental with any extras asked for, the surcharges and taxes. */
  rates: dealRates,
  /** The total a rental day. */
  dailyRate: z.number().int().nonnegative(),
  /** The young-driver surcharge within `rates`, for the whole rental; 0 when none. */
  youngDriverFee: z.number().int().nonnegative(),
  /** Returning at another desk, within `rates`; 0 for a round trip. */
  oneWayFee: z.number().int().nonnegative(),
  minDriverAge: z.number().int(),
  maxDriverAge: z.number().int(),
  isFreeCancellation: z.boolean(),
  policy: cancellationPolicy,
  available: z.boolean(),
  unitsLeft: z.number().int().nonnegative(),
  /** A named sandbox test car's behaviour ("Sold Out"…); null for ordinary cars. */
  testBehaviour: z.string().nullable(),
});
export type CarOffer = z.infer<typeof carOffer>;

export const carSearchResponse = z.strictObject({
  cars: z.array(carOffer),
  rentalDays: z.number().int().positive(),
});
export type CarSearchResponse = z.infer<typeof carSearchResponse>;

export const carDetailsRequest = carOfferQuery.and(
  z.object({ offerId: z.string().min(1).max(200) }),
);
export type CarDetailsRequest = z.input<typeof carDetailsRequest>;

export const carExtraView = z.strictObject({
  code: z.enum(CAR_EXTRAS),
  /** A rental day of one, as the traveller pays it (taxes and markup in). */
  dailyRate: z.number().int().nonnegative(),
  max: z.number().int().positive(),
});

/** What the rental includes, said by codes the pages translate. */
export const carInclusions = z.strictObject({
  /** Collision damage waiver, theft protection, third-party liability. */
  insurance: z.array(z.enum(["collisionDamageWaiver", "theftProtection", "thirdPartyLiability"])),
  /** The excess the driver pays on damage or theft, USD cents. */
  excess: z.number().int().nonnegative(),
  mileage: carOffer.shape.mileage,
});

export const carDetailsResponse = z.strictObject({
  /** Priced with the extras of the request. */
  car: carOffer,
  extras: z.array(carExtraView),
  included: carInclusions,
  /** How to find the counter, in English as the supplier writes it. */
  pickUpInstructions: z.string(),
  /** What to bring to the counter, as codes. */
  toBring: z.array(z.enum(["licence", "creditCard", "passport", "voucher"])),
});
export type CarDetailsResponse = z.infer<typeof carDetailsResponse>;

/** A booked or quoted car: the offer as shown, with the driver's extras and the times. */
export const carOfferSnapshot = z.strictObject({
  product: z.literal("cars"),
  offerId: z.string(),
  supplierName: z.string(),
  supplierLogo: z.string(),
  vehicleClass: z.string(),
  name: z.string(),
  acriss: z.string(),
  image: z.string(),
  passengers: z.number().int(),
  bags: z.number().int(),
  doors: z.number().int(),
  transmission: z.enum(TRANSMISSIONS),
  airConditioning: z.boolean(),
  mileage: carOffer.shape.mileage,
  fuelPolicy: z.enum(FUEL_POLICIES),
  counter: z.enum(CAR_COUNTERS),
  /** The desks with the wall-clock times there. */
  pickUp: carDesk.extend({ at: deskTime }),
  dropOff: carDesk.extend({ at: deskTime }),
  rentalDays: z.number().int().positive(),
  driverAge: z.number().int(),
  residence: z.string(),
  /** USD cents as the traveller pays them (markup and taxes in): surcharges and extras. */
  youngDriverFeeUsd: z.number().int().nonnegative(),
  oneWayFeeUsd: z.number().int().nonnegative(),
  extras: z.array(
    z.strictObject({
      code: z.enum(CAR_EXTRAS),
      quantity: z.number().int().positive(),
      totalUsd: z.number().int().nonnegative(),
    }),
  ),
  included: carInclusions,
  pickUpInstructions: z.string(),
  toBring: carDetailsResponse.shape.toBring,
  minDriverAge: z.number().int(),
  maxDriverAge: z.number().int(),
  policy: cancellationPolicy,
});
export type CarOfferSnapshot = z.infer<typeof carOfferSnapshot>;

/**
 * The main driver's rules, said in sentences the browser translates (`CarErrors.<key>`): the age
 * searched within the supplier's range, a licence country, an optional arriving flight number.
 */
export const CAR_ERRORS = {
  oneDriver: "name the main driver, one traveller",
  ageMismatch: "the driver's age must be the age the car was priced for; search again to change it",
  ageOutOfRange: "the supplier rents this car to drivers of its age range only",
  licenceCountry: "give the country that issued the driving licence",
  flightNumber: "must be a flight number such as BA117",
} as const;
export type CarErrorKey = keyof typeof CAR_ERRORS;

/** An arriving flight: airline code and number, "BA117", "U2 8143". */
export const FLIGHT_NUMBER = /^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/;
export type FuelPolicy = (typeof FUEL_POLICIES)[number];
export type CarCounter = (typeof CAR_COUNTERS)[number];
