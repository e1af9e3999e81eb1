import * as z from "zod";
import { cancellationPolicy } from "./cancellation-policy";
import { dealRates } from "./deals";

/**
 * Hotel search and details (SPEC §2.1 Hotels, §7 hotel search). Prices are USD cents with the
 * agency's markup, like deal cards (the browser converts them for display); `baseRate` and
 * `markup` reach unrestricted agents only. The checkout's quote is where a currency is locked.
 */

export const MAX_ROOMS = 9;
export const MAX_ADULTS_PER_ROOM = 4;
export const MAX_CHILDREN_PER_ROOM = 3;
export const HOTEL_PAGE_SIZE = 20;

export const HOTEL_BOARDS = ["RO", "BB", "HB"] as const;
export type HotelBoard = (typeof HOTEL_BOARDS)[number];
export const HOTEL_SORTS = ["price", "-price", "stars", "-stars", "distance"] as const;

const countryCode = z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code");

export const hotelRoom = z.object({
  adults: z.number().int().min(1).max(MAX_ADULTS_PER_ROOM),
  /** One age (0–17) per child. */
  childAges: z.array(z.number().int().min(0).max(17)).max(MAX_CHILDREN_PER_ROOM),
});
export type HotelRoom = z.infer<typeof hotelRoom>;

/** A stay: what every hotel call (search, details, quote) is priced for. */
export const hotelStayQuery = z.object({
  /** A city or airport id from autosuggest. */
  placeId: z.string().min(1).max(100),
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
  rooms: z.array(hotelRoom).min(1).max(MAX_ROOMS),
  nationality: countryCode,
});
export type HotelStayQuery = z.infer<typeof hotelStayQuery>;

export const hotelSearchRequest = hotelStayQuery.extend({
  sort: z.enum(HOTEL_SORTS).default("price"),
  page: z.number().int().min(1).max(100).default(1),
  /** Filters: the total for the stay in USD cents, stars, free cancellation, boards. */
  minPrice: z.number().int().nonnegative().optional(),
  maxPrice: z.number().int().nonnegative().optional(),
  stars: z.array(z.number().int().min(1).max(5)).max(5).optional(),
  freeCancellation: z.boolean().optional(),
  boards: z.array(z.enum(HOTEL_BOARDS)).max(HOTEL_BOARDS.length).optional(),
});
export type HotelSearchRequest = z.input<typeof hotelSearchRequest>;

// Every product's policy has the same shape; hotels' contract keeps exporting it for its pages.
export { cancellationPolicy, type CancellationPolicy } from "./cancellation-policy";

export const hotelRate = z.strictObject({
  /** What a quote takes. */
  offerId: z.string(),
  roomName: z.string(),
  bedType: z.string(),
  maxOccupancy: z.number().int().positive(),
  board: z.enum(HOTEL_BOARDS),
  policy: cancellationPolicy,
  rates: dealRates,
  /** Per room and night, total rate. */
  nightlyRate: z.number().int().nonnegative(),
  available: z.boolean(),
  unitsLeft: z.number().int().nonnegative(),
});
export type HotelRate = z.infer<typeof hotelRate>;

export const hotelSummary = z.strictObject({
  id: z.string(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  reviewRating: z.number(),
  cityName: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Miles from the searched place (SPEC §9: 2 decimals). */
  distance: z.number(),
  distanceFrom: z.string(),
  heroImage: z.string(),
  isFreeCancellation: z.boolean(),
  boards: z.array(z.enum(HOTEL_BOARDS)),
  /** The cheapest available rate for the stay. */
  cheapest: hotelRate,
  nights: z.number().int().positive(),
});
export type HotelSummary = z.infer<typeof hotelSummary>;

export const hotelSearchResponse = z.strictObject({
  hotels: z.array(hotelSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The cheapest and dearest stay totals of the whole result before the price filter. */
  priceRange: z.strictObject({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type HotelSearchResponse = z.infer<typeof hotelSearchResponse>;

export const hotelDetailsRequest = hotelStayQuery.extend({ hotelId: z.string().min(1).max(200) });
export type HotelDetailsRequest = z.infer<typeof hotelDetailsRequest>;

export const hotelDetailsResponse = z.strictObject({
  hotel: hotelSummary.omit({ cheapest: true }).extend({
    description: z.string(),
    amenities: z.array(z.string()),
    images: z.array(z.string()),
    address: z.string(),
    phone: z.string(),
    timeZone: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
  }),
  rates: z.array(hotelRate),
  nights: z.number().int().positive(),
});
export type HotelDetailsResponse = z.infer<typeof hotelDetailsResponse>;
