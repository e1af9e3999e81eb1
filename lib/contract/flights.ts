import * as z from "zod";
import { dealRates } from "./deals";
import { cancellationPolicy } from "./cancellation-policy";

/**
 * Air Travel (SPEC §2.1 Flights, §3 guest groups): the search, its itineraries, fare brands, seat
 * maps and passengers. The passenger rules are here, once, so the browser and the API refuse the
 * same mistakes with the same messages.
 */

export const CABINS = ["economy", "premium", "business", "first"] as const;
export type Cabin = (typeof CABINS)[number];
export const TRIP_TYPES = ["oneway", "round", "multi"] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const FARE_BRANDS = ["basic", "standard", "flex"] as const;
export type FareBrandCode = (typeof FARE_BRANDS)[number];

/** Seats a booking takes at most: adults and children (infants sit on a lap). */
export const MAX_SEATS = 9;
export const MAX_LEGS = 5;
/** "All airports" of a city: at most this many at one end of a leg. */
export const MAX_AIRPORTS_PER_END = 6;
/** Ages on the date of the last flight (SPEC §3; a 12-year-old is an adult). */
export const ADULT_FROM_AGE = 12;
export const CHILD_FROM_AGE = 2;
/** A passport must be valid this many months after the last flight. */
export const PASSPORT_VALID_MONTHS = 6;

/**
 * The passenger mistakes, as the API says them. The browser shows the translation of the key
 * (messages `FlightErrors.<key>`; English is these sentences), so both say the same thing.
 */
export const FLIGHT_ERRORS = {
  tooManySeats: `At most ${MAX_SEATS} seats a booking (adults and children).`,
  tooManyInfants: "Each infant travels on an adult's lap: no more infants than adults.",
  atLeastOneAdult: "At least one adult travels.",
  nameLetters: "Use letters as on the passport: no digits or symbols.",
  required: "Required.",
  dateOfBirth: "Enter a valid date of birth.",
  bornInFuture: "The date of birth is in the future.",
  notAnAdult: "An adult is 12 or older on the date of the last flight.",
  notAChild: "A child is 2 to 11 on the date of the last flight.",
  notAnInfant: "An infant is under 2 on the date of the last flight.",
  passportNumber: "Enter the passport number: 5 to 20 letters and digits.",
  passportExpired: "The passport must be valid at least 6 months after the last flight.",
  passengerTypes: "The passengers do not match the search's adults, children and infants.",
  legsInOrder: "Each flight must be on or after the one before.",
  sameAirport: "The departure and arrival airports must differ.",
  legCount: "One way has one flight, round trip two, multi-city two to five.",
  roundTripReturn: "A round trip returns from where it went to where it started.",
} as const;
export type FlightErrorKey = keyof typeof FLIGHT_ERRORS;

const iata = z.string().regex(/^[A-Z]{3}$/, "must be an IATA airport code");
/** One airport, or every airport of a city ("all airports"). */
export const airportSet = z.array(iata).min(1).max(MAX_AIRPORTS_PER_END);

export const flightLeg = z.object({ from: airportSet, to: airportSet, date: z.iso.date() });
export type FlightLeg = z.infer<typeof flightLeg>;

export const passengerCounts = z.object({
  adults: z
    .number()
    .int()
    .min(1, FLIGHT_ERRORS.atLeastOneAdult)
    .max(MAX_SEATS, FLIGHT_ERRORS.tooManySeats),
  children: z.number().int().min(0).max(MAX_SEATS, FLIGHT_ERRORS.tooManySeats).default(0),
  infants: z.number().int().min(0).max(MAX_SEATS, FLIGHT_ERRORS.tooManyInfants).default(0),
});
export type PassengerCounts = z.infer<typeof passengerCounts>;

const LEG_COUNT: Record<TripType, [number, number]> = {
  oneway: [1, 1],
  round: [2, 2],
  multi: [2, MAX_LEGS],
};

/** What a flight search, a fare, a seat map and a quote are for. */
export const flightQuery = passengerCounts
  .extend({
    trip: z.enum(TRIP_TYPES),
    legs: z.array(flightLeg).min(1).max(MAX_LEGS),
    cabin: z.enum(CABINS).default("economy"),
  })
  .superRefine((q, ctx) => {
    if (q.adults + q.children > MAX_SEATS) {
      ctx.addIssue({ code: "custom", path: ["children"], message: FLIGHT_ERRORS.tooManySeats });
    }
    if (q.infants > q.adults) {
      ctx.addIssue({ code: "custom", path: ["infants"], message: FLIGHT_ERRORS.tooManyInfants });
    }
    const [min, max] = LEG_COUNT[q.trip];
    if (q.legs.length < min || q.legs.length > max) {
      ctx.addIssue({ code: "custom", path: ["legs"], message: FLIGHT_ERRORS.legCount });
      return;
    }
    q.legs.forEach((leg, i) => {
      if (leg.from.some((a) => leg.to.includes(a))) {
        ctx.addIssue({
          code: "custom",
          path: ["legs", i, "to"],
          message: FLIGHT_ERRORS.sameAirport,
        });
      }
      if (i > 0 && leg.date < q.legs[i - 1]!.date) {
        ctx.addIssue({
          code: "custom",
          path: ["legs", i, "date"],
          message: FLIGHT_ERRORS.legsInOrder,
        });
      }
    });
    if (q.trip === "round") {
      const [out, back] = q.legs as [FlightLeg, FlightLeg];
      const same = (a: string[], b: string[]) =>
        a.length === b.length && a.every((x) => b.includes(x));
      if (!same(out.from, back.to) || !same(out.to, back.from)) {
        ctx.addIssue({ code: "custom", path: ["legs", 1], message: FLIGHT_ERRORS.roundTripReturn });
      }
    }
  });
export type FlightQuery = z.infer<typeof flightQuery>;
export type FlightQueryInput = z.input<typeof flightQuery>;

/** A chosen seat: `passenger` counts the seated passengers (adults, then children) from 0. */
export const seatChoice = z.strictObject({
  segment: z
    .number()
    .int()
    .min(0)
    .max(2 * MAX_LEGS),
  passenger: z
    .number()
    .int()
    .min(0)
    .max(MAX_SEATS - 1),
  seat: z.string().regex(/^\d{1,2}[A-K]$/, "must be a seat like 12A"),
});
export type SeatChoice = z.infer<typeof seatChoice>;

/** A flight offer's query for a quote: the search, and the seats chosen (none to skip). */
export const flightOfferQuery = flightQuery.and(
  z.object({
    seats: z
      .array(seatChoice)
      .max(MAX_SEATS * 2 * MAX_LEGS)
      .default([]),
  }),
);
export type FlightOfferQuery = z.infer<typeof flightOfferQuery>;
export type FlightOfferQueryInput = z.input<typeof flightOfferQuery>;

export const flightSearchRequest = flightQuery;

export const airportInfo = z.strictObject({
  iata: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  countryCode: z.string(),
  timeZone: z.string(),
});
export type AirportInfo = z.infer<typeof airportInfo>;

export const flightSegment = z.strictObject({
  /** The allotment item: the flight on its day, in the cabin. */
  flightId: z.string(),
  carrier: z.strictObject({ code: z.string(), name: z.string() }),
  flightNumber: z.string(),
  aircraft: z.string(),
  from: airportInfo,
  to: airportInfo,
  /** Instants (UTC); show them in the airport's time zone. */
  departsAt: z.iso.datetime({ offset: true }),
  arrivesAt: z.iso.datetime({ offset: true }),
  /** Local calendar date and time at each airport, `YYYY-MM-DDTHH:MM`. */
  departureLocal: z.string(),
  arrivalLocal: z.string(),
  durationMinutes: z.number().int().positive(),
});
export type FlightSegment = z.infer<typeof flightSegment>;

/** One leg's flights, with the layovers between them. */
export const flightJourney = z.strictObject({
  segments: z.array(flightSegment).min(1),
  layoverMinutes: z.array(z.number().int().nonnegative()),
  stops: z.number().int().nonnegative(),
  durationMinutes: z.number().int().positive(),
});
export type FlightJourney = z.infer<typeof flightJourney>;

export const fareBrand = z.strictObject({
  code: z.enum(FARE_BRANDS),
  cabin: z.enum(CABINS),
  /** Personal item and a cabin bag are always included; checked bags of 23 kg. */
  checkedBags: z.number().int().nonnegative(),
  cabinBag: z.boolean(),
  /** Seat selection free with the fare; otherwise seats have their price. */
  freeSeats: z.boolean(),
  changeable: z.boolean(),
  /** Per passenger, USD cents, with changes allowed. */
  changeFeeUsd: z.number().int().nonnegative(),
  refundable: z.boolean(),
});
export type FareBrand = z.infer<typeof fareBrand>;

/** A fare of an itinerary: what a quote takes (`offerId`), priced for all passengers. */
export const flightFare = z.strictObject({
  offerId: z.string(),
  brand: fareBrand,
  rates: dealRates,
  policy: cancellationPolicy,
  seatsLeft: z.number().int().nonnegative(),
  available: z.boolean(),
});
export type FlightFare = z.infer<typeof flightFare>;

export const flightItinerary = z.strictObject({
  id: z.string(),
  journeys: z.array(flightJourney).min(1),
  /** The cheapest fare (the search shows it), with the others for the fares page. */
  cheapest: flightFare,
  /** A sandbox test itinerary's behaviour, so testers can tell them apart. */
  testBehaviour: z.string().nullable(),
});
export type FlightItinerary = z.infer<typeof flightItinerary>;

export const flightSearchResponse = z.strictObject({
  itineraries: z.array(flightItinerary),
  /** The passengers' total is in each fare's rates. */
  passengers: passengerCounts,
  international: z.boolean(),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponse>;

export const flightFaresRequest = flightQuery.and(
  z.object({ itineraryId: z.string().min(1).max(200) }),
);
export const flightFaresResponse = z.strictObject({
  itinerary: flightItinerary,
  /** Cheapest first. */
  fares: z.array(flightFare),
  international: z.boolean(),
  /** The date of the last flight's departure, for the passengers' ages and passports. */
  lastFlightDate: z.iso.date(),
});
export type FlightFaresResponse = z.infer<typeof flightFaresResponse>;

export const SEAT_KINDS = ["window", "middle", "aisle"] as const;
export const seat = z.strictObject({
  code: z.string(),
  kind: z.enum(SEAT_KINDS),
  exit: z.boolean(),
  occupied: z.boolean(),
  /** For the whole price of the seat for one passenger on this fare, USD cents; 0 when free. */
  priceUsd: z.number().int().nonnegative(),
});
export const seatRow = z.strictObject({
  number: z.number().int().positive(),
  wing: z.boolean(),
  exit: z.boolean(),
  /** In order across the cabin; null marks an aisle. */
  seats: z.array(seat.nullable()),
});
export const seatMap = z.strictObject({
  segment: z.number().int().nonnegative(),
  flightNumber: z.string(),
  from: z.string(),
  to: z.string(),
  cabin: z.enum(CABINS),
  /** Seat letters across, with null for each aisle, e.g. A B C null D E F. */
  columns: z.array(z.string().nullable()),
  rows: z.array(seatRow),
});
export type SeatMap = z.infer<typeof seatMap>;
export const seatMapRequest = flightQuery.and(z.object({ offerId: z.string().min(1).max(200) }));
export const seatMapResponse = z.strictObject({ seatMaps: z.array(seatMap) });
export type SeatMapResponse = z.infer<typeof seatMapResponse>;

export const PASSENGER_TYPES = ["adult", "child", "infant"] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
export const GENDERS = ["female", "male", "unspecified"] as const;

const NAME = /^[\p{L}][\p{L}\p{M}' .-]*$/u;
const passportName = z
  .string()
  .trim()
  .min(1, FLIGHT_ERRORS.required)
  .max(60)
  .regex(NAME, FLIGHT_ERRORS.nameLetters);

/** A passenger as on the passport. The passport is needed when the trip crosses a border. */
export const flightPassenger = z.strictObject({
  type: z.enum(PASSENGER_TYPES),
  firstName: passportName,
  lastName: passportName,
  dateOfBirth: z.iso.date(FLIGHT_ERRORS.dateOfBirth),
  gender: z.enum(GENDERS, FLIGHT_ERRORS.required),
  nationality: z.string().regex(/^[A-Z]{2}$/, FLIGHT_ERRORS.required),
  passportNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{5,20}$/i, FLIGHT_ERRORS.passportNumber)
    .optional(),
  passportExpiry: z.iso.date(FLIGHT_ERRORS.dateOfBirth).optional(),
});
export type FlightPassenger = z.infer<typeof flightPassenger>;

/** Whole years from `birth` to `on`, both `YYYY-MM-DD`. */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = on.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** `date` plus `months`, `YYYY-MM-DD` (the end of a shorter month when the day is missing). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

export interface PassengerRules {
  /** Departure date of the last flight. */
  lastFlightDate: string;
  /** Today, `YYYY-MM-DD` (no one is born after it). */
  today: string;
  international: boolean;
  counts: PassengerCounts;
}

/** The type a passenger born on `birth` has on the trip: by age on the last flight's date. */
export function passengerTypeOn(birth: string, lastFlightDate: string): PassengerType {
  const age = ageOn(birth, lastFlightDate);
  return age >= ADULT_FROM_AGE ? "adult" : age >= CHILD_FROM_AGE ? "child" : "infant";
}

const TYPE_ERROR: Record<PassengerType, FlightErrorKey> = {
  adult: "notAnAdult",
  child: "notAChild",
  infant: "notAnInfant",
};

const isDate = (value: unknown): value is string =>
  typeof value === "string" && z.iso.date().safeParse(value).success;

/**
 * The passengers of a trip, in the search's order: adults, then children, then infants. The
 * trip's rules (each passenger's type by age on the last flight's date, the passport) are checked
 * even when another field of a passenger is wrong (zod's `when`), so a form shows every mistake
 * at once; a rule skips a field that is itself malformed (its own check reports it).
 */
export function flightPassengers(rules: PassengerRules) {
  return z.array(flightPassenger).superRefine(
    (list, ctx) => {
      const { adults, children, infants } = rules.counts;
      const expected = [
        ...Array<PassengerType>(adults).fill("adult"),
        ...Array<PassengerType>(children).fill("child"),
        ...Array<PassengerType>(infants).fill("infant"),
      ];
      // The items may be the raw input here: read them as such.
      const passengers = list as readonly Partial<Record<keyof FlightPassenger, unknown>>[];
      if (
        passengers.length !== expected.length ||
        passengers.some((p, i) => p?.type !== expected[i])
      ) {
        ctx.addIssue({ code: "custom", path: [], message: FLIGHT_ERRORS.passengerTypes });
        return;
      }
      passengers.forEach((p, i) => {
        const type = p.type as PassengerType;
        const issue = (field: keyof FlightPassenger, key: FlightErrorKey) =>
          ctx.addIssue({ code: "custom", path: [i, field], message: FLIGHT_ERRORS[key] });
        if (isDate(p.dateOfBirth)) {
          if (p.dateOfBirth > rules.today) issue("dateOfBirth", "bornInFuture");
          else if (passengerTypeOn(p.dateOfBirth, rules.lastFlightDate) !== type) {
            issue("dateOfBirth", TYPE_ERROR[type]);
          }
        }
        if (!rules.international) return;
        if (!p.passportNumber) issue("passportNumber", "passportNumber");
        const validTo = addMonths(rules.lastFlightDate, PASSPORT_VALID_MONTHS);
        if (!p.passportExpiry) issue("passportExpiry", "passportExpired");
        else if (isDate(p.passportExpiry) && p.passportExpiry < validTo) {
          issue("passportExpiry", "passportExpired");
        }
      });
    },
    { when: (payload) => Array.isArray(payload.value) },
  );
}

/** The key of a contract message, for the browser to translate; null for any other message. */
export function flightErrorKey(message: string | undefined): FlightErrorKey | null {
  const entry = Object.entries(FLIGHT_ERRORS).find(([, text]) => text === message);
  return entry ? (entry[0] as FlightErrorKey) : null;
}

/** GET /api/agency/flights/bookings */
export const agencyFlightBookingsQuery = z.object({
  status: z.enum(["pending", "requires_action", "confirmed", "failed", "cancelled"]).optional(),
  /** Travel dates: the first flight's departure date within [from, to]. */
  travelFrom: z.iso.date().optional(),
  travelTo: z.iso.date().optional(),
  /** A passenger's name or the booking reference. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/**
 * GET /api/user/companions: the signed-in traveller's saved companions, the passengers of their
 * earlier flight bookings (latest first), to fill the passenger form with.
 */
export const companionsResponse = z.strictObject({
  companions: z.array(flightPassenger.omit({ type: true })),
});
export type CompanionsResponse = z.infer<typeof companionsResponse>;
