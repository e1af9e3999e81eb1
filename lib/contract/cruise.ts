import * as z from "zod";
import { cancellationPolicy } from "./cancellation-policy";
import { dealRates } from "./deals";

export {
  CRUISE_ERRORS,
  CRUISE_GUEST_TYPES,
  DINING_TIMES,
  guestTypesInOrder,
  type CruiseErrorKey,
  type CruiseGuestType,
  type DiningTime,
} from "./cruise-constants";

/** SPEC §7 GET /api/cruise/ship-lines: cruise lines and their ships. */

export const cruiseShip = z.object({
  /** Stable: derived from the ship's name ("disney-wish"). */
  id: z.string(),
  name: z.string(),
  /** Approximate passengers at double occupancy. */
  capacity: z.number().int().positive(),
  yearBuilt: z.number().int(),
});
export type CruiseShip = z.infer<typeof cruiseShip>;

export const cruiseLine = z.object({
  /** The cancellation-policy page slug where there is one (royal-caribbean, carnival, mcl…). */
  id: z.string(),
  name: z.string(),
  code: z.string(),
  ships: z.array(cruiseShip),
});
export type CruiseLine = z.infer<typeof cruiseLine>;

/** Lines by name, each line's ships by name. */
export const shipLinesResponse = z.object({ data: z.array(cruiseLine) });

/**
 * Cruises (issue 27): sailings leaving within a window of departure dates for one party sharing
 * one cabin, a sailing's itinerary and cabin categories, and the offer a quote takes (a category
 * of a sailing). Prices are USD cents with the agency's markup, for the whole party, as on deal
 * cards; `baseRate` and `markup` reach unrestricted agents only.
 */

/** The longest window of departure dates a search may span: about a quarter, both ends included. */
export const MAX_WINDOW_DAYS = 92;
/** The most guests one cabin takes: a suite's occupancy. */
export const MAX_CABIN_GUESTS = 6;
/** A child sails aged 2 to 17 on the last day of the cruise; an infant under 2; adults 18 and over. */
export const CRUISE_CHILD_MAX_AGE = 17;
export const CRUISE_INFANT_MAX_AGE = 1;
export const CRUISE_ADULT_MIN_AGE = 18;

export const CABIN_CODES = ["inside", "oceanview", "balcony", "suite"] as const;
export type CabinCode = (typeof CABIN_CODES)[number];
export const CRUISE_SORTS = ["departure", "price", "-price", "nights"] as const;
export type CruiseSort = (typeof CRUISE_SORTS)[number];

const slugId = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lowercase id such as royal-caribbean");
const guestCount = (min: number) => z.number().int().min(min).max(MAX_CABIN_GUESTS);
const nightCount = z.number().int().min(1).max(60);
const DAY_MS = 86_400_000;
const windowDays = (q: { departFrom: string; departTo: string }) =>
  Math.round((Date.parse(q.departTo) - Date.parse(q.departFrom)) / DAY_MS) + 1;

/** Everyone in the cabin: adults, children and infants. */
export function guestsOf(q: { adults: number; children: number; infants: number }): number {
  return q.adults + q.children + q.infants;
}

/**
 * A cruise search (POST /api/cruise/search) and what a quote takes: the first and last departure
 * date, optionally one waters, one line, one departure port and a length in nights, for one party
 * (SPEC §3: 2 adults by default).
 */
export const cruiseQuery = z
  .object({
    /** The first and last departure date searched; a month is its first to its last day. */
    departFrom: z.iso.date(),
    departTo: z.iso.date(),
    /** Only sailings of these waters (`caribbean`, `alaska`…). */
    watersId: slugId.optional(),
    /** Only sailings of this cruise line (`carnival`, `royal-caribbean`…). */
    lineId: slugId.optional(),
    /** Only sailings from this port (`port-…`, GET /api/cruise/ports). */
    portId: z
      .string()
      .max(100)
      .regex(/^port-[a-z0-9-]+$/, "a port id of GET /api/cruise/ports, such as port-1840015149")
      .optional(),
    /** Only sailings of this many nights or more, and of this many or fewer. */
    minNights: nightCount.optional(),
    maxNights: nightCount.optional(),
    adults: guestCount(1).default(2),
    children: guestCount(0).default(0),
    infants: guestCount(0).default(0),
  })
  .refine((q) => windowDays(q) >= 1, {
    message: "departTo must not be before departFrom",
    path: ["departTo"],
  })
  .refine((q) => windowDays(q) <= MAX_WINDOW_DAYS, {
    message: `a search spans at most ${MAX_WINDOW_DAYS} departure dates`,
    path: ["departTo"],
  })
  .refine(
    (q) => q.minNights === undefined || q.maxNights === undefined || q.minNights <= q.maxNights,
    {
      message: "maxNights must not be below minNights",
      path: ["maxNights"],
    },
  )
  .refine((q) => guestsOf(q) <= MAX_CABIN_GUESTS, {
    message: `at most ${MAX_CABIN_GUESTS} guests share a cabin`,
    path: ["children"],
  });
export type CruiseQuery = z.input<typeof cruiseQuery>;
export type CruiseQueryParsed = z.output<typeof cruiseQuery>;

export const cruisePort = z.strictObject({
  id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  /** IANA time zone: the ship's times at this port are said in it. */
  timeZone: z.string(),
});
export type CruisePortView = z.infer<typeof cruisePort>;

/** GET /api/cruise/ports: the waters the lines sail and the ports their sailings leave from. */
export const cruisePortsResponse = z.strictObject({
  waters: z.array(
    z.strictObject({ id: z.string(), name: z.string(), homePorts: z.array(cruisePort) }),
  ),
});
export type CruisePortsResponse = z.infer<typeof cruisePortsResponse>;

/** A cabin category of a sailing for the party searched. */
export const cruiseCabin = z.strictObject({
  /** What a quote takes: `<sailing id>-<code>`. */
  offerId: z.string(),
  code: z.enum(CABIN_CODES),
  name: z.string(),
  maxOccupancy: z.number().int().positive(),
  /** The whole party's fare with port charges and taxes. */
  rates: dealRates,
  /** One guest's share of `rates.totalRate`, rounded down. */
  perGuest: z.number().int().nonnegative(),
  cabinsLeft: z.number().int().nonnegative(),
  available: z.boolean(),
});
export type CruiseCabin = z.infer<typeof cruiseCabin>;

export const sailingSummary = z.strictObject({
  /** `cs-<ship id>-<YYYYMMDD>`. */
  id: z.string(),
  lineId: z.string(),
  lineName: z.string(),
  shipId: z.string(),
  shipName: z.string(),
  watersId: z.string(),
  watersName: z.string(),
  departureDate: z.iso.date(),
  returnDate: z.iso.date(),
  nights: z.number().int().positive(),
  embarkation: cruisePort,
  /** The ports called at, in order (names, the embarkation port excluded). */
  portsOfCall: z.array(z.string()),
  seaDays: z.number().int().nonnegative(),
  /** The categories the party fits in and can book, cheapest first. */
  cabins: z.array(cruiseCabin),
});
export type SailingSummary = z.infer<typeof sailingSummary>;

export const cruiseSearchResponse = z.strictObject({
  sailings: z.array(sailingSummary),
  /**
   * False when more sailings leave than one search answers: the first ones by departure are
   * listed, and a waters, port, line or length narrows the search to all of them.
   */
  complete: z.boolean(),
});
export type CruiseSearchResponse = z.infer<typeof cruiseSearchResponse>;

/** POST /api/cruise/details: one sailing for the party, with every category it fits in. */
export const cruiseDetailsRequest = z
  .object({ sailingId: z.string().min(1).max(100) })
  .and(cruiseQuery);
export type CruiseDetailsRequest = z.input<typeof cruiseDetailsRequest>;

/** A day of the sailing: at a port (times as instants with the port's offset) or at sea. */
export const itineraryDay = z.strictObject({
  /** 0 is embarkation day; `nights` the day the ship is back. */
  day: z.number().int().nonnegative(),
  date: z.iso.date(),
  /** Null for a day at sea. */
  port: cruisePort.nullable(),
  arrive: z.iso.datetime({ offset: true }).nullable(),
  depart: z.iso.datetime({ offset: true }).nullable(),
});
export type ItineraryDay = z.infer<typeof itineraryDay>;

export const cruiseDetailsResponse = z.strictObject({
  sailing: sailingSummary.extend({
    /** Every category the party fits in, those sold out too (`available` false). */
    cabins: z.array(cruiseCabin),
  }),
  itinerary: z.array(itineraryDay),
  ship: z.strictObject({
    name: z.string(),
    yearBuilt: z.number().int(),
    /** Guests at double occupancy. */
    capacity: z.number().int().positive(),
  }),
  /** The line's cancellation page (`/cancellation-policy/<line>`). */
  cancellationPath: z.string(),
});
export type CruiseDetailsResponse = z.infer<typeof cruiseDetailsResponse>;

/** What a booking keeps of a cruise: the sailing, its days, the cabin and the party. */
export const cruiseOfferSnapshot = z.strictObject({
  product: z.literal("cruise"),
  sailingId: z.string(),
  lineId: z.string(),
  lineName: z.string(),
  shipName: z.string(),
  watersName: z.string(),
  cabinCode: z.enum(CABIN_CODES),
  cabinName: z.string(),
  embarkation: z.string(),
  departureDate: z.iso.date(),
  returnDate: z.iso.date(),
  nights: z.number().int().positive(),
  itinerary: z.array(itineraryDay),
  guests: z.strictObject({
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
  }),
  policy: cancellationPolicy,
});
export type CruiseOfferSnapshot = z.infer<typeof cruiseOfferSnapshot>;
