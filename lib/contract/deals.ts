import * as z from "zod";

/** SPEC §7 deals payloads. Flags the home page sends are accepted; they do not change results. */
const flags = {
  isOTA: z.boolean().optional(),
  isHome: z.boolean().optional(),
  isFromDestination: z.boolean().optional(),
};
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, "must be a two-letter country code");

export const occupancy = z
  .object({
    numOfRoom: z.number().int().min(1).max(9),
    numOfAdults: z.number().int().min(1).max(36),
    numOfChildren: z.number().int().min(0).max(36),
    childAges: z.array(z.number().int().min(0).max(17)).default([]),
  })
  .refine((o) => o.childAges.length === o.numOfChildren, {
    message: "childAges must give one age per child",
    path: ["childAges"],
  });

export const hotelDealsRequest = z.object({
  occupancies: z.array(occupancy).min(1).max(9),
  stayPeriod: z.object({ start: z.iso.date(), end: z.iso.date() }),
  latitude,
  longitude,
  nationality: countryCode.optional(),
  destinationCountryCode: countryCode.optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "must be a three-letter currency code")
    .optional(),
  radius: z.number().positive().max(100),
  searchString: z.string().max(200).optional(),
  ...flags,
});

export const activityDealsRequest = z.object({ latitude, longitude, ...flags });

const dateTime = z.iso.datetime({ local: true, offset: true });
export const carDealsRequest = z.object({
  age: z.number().int().min(18).max(99),
  countryOfResidence: countryCode,
  pickUpDateTime: dateTime,
  pickupLatitude: latitude,
  pickupLongitude: longitude,
  returnDateTime: dateTime,
  returnLatitude: latitude.optional(),
  returnLongitude: longitude.optional(),
  searchString: z.string().max(200).optional(),
  ...flags,
});

/**
 * SPEC §3 rates in USD cents (the browser converts for display). `baseRate` (wholesale) and
 * `markup` reach unrestricted agents only; nobody else receives them at all.
 */
export const dealRates = z.strictObject({
  currency: z.literal("USD"),
  discountPercentage: z.number().int().min(0).max(100),
  publishedRate: z.number().int().nonnegative(),
  totalRate: z.number().int().nonnegative(),
  taxAndFee: z.number().int().nonnegative(),
  baseRate: z.number().int().nonnegative().optional(),
  markup: z.number().int().nonnegative().optional(),
  /** The agent's own commission on the sale (lib/booking/commission.ts), USD cents. */
  commission: z.number().int().nonnegative().optional(),
});
export type DealRates = z.infer<typeof dealRates>;

export const hotelDeal = z.strictObject({
  id: z.string(),
  hotel: z.strictObject({
    id: z.string(),
    hotelDetails: z.strictObject({
      heroImage: z.string(),
      name: z.string(),
      distance: z.number(),
      distanceFrom: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  }),
  rating: z.number().int().min(1).max(5),
  reviewRating: z.number(),
  isFreeCancellation: z.boolean(),
  roomTypeName: z.string(),
  rates: dealRates,
  link: z.string(),
});

export const activityDeal = z.strictObject({
  id: z.string(),
  imageUrl: z.string(),
  title: z.string(),
  duration: z.number().int().positive(),
  isFreeCancellation: z.boolean(),
  rating: z.number(),
  cityName: z.string(),
  rates: dealRates,
  link: z.string(),
});

export const carDeal = z.strictObject({
  id: z.string(),
  vehiclePicture: z.string(),
  logo: z.string(),
  supplierName: z.string(),
  name: z.string(),
  vehicleClass: z.string(),
  passangerCapacity: z.number().int().positive(),
  bagCapacity: z.number().int().nonnegative(),
  noOfDoors: z.number().int().positive(),
  transmission: z.enum(["automatic", "manual"]),
  pickupLocation: z.string(),
  dropOffLocation: z.string(),
  isFreeCancellation: z.boolean(),
  rates: dealRates,
  link: z.string(),
});

export const hotelDealsResponse = z.strictObject({ response: z.array(hotelDeal) });
export const activityDealsResponse = z.strictObject({ response: z.array(activityDeal) });
export const carDealsResponse = z.strictObject({ response: z.array(carDeal) });
