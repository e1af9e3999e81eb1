import * as z from "zod";
import {
  CABINS,
  fareBrand,
  flightJourney,
  flightOfferQuery,
  GENDERS,
  PASSENGER_TYPES,
  passengerCounts,
  seatChoice,
} from "./flights";
import { activityOfferQuery, activityOfferSnapshot } from "./activities";
import { CHECKOUT_QUESTIONS } from "./product-constants";
import { carOfferQuery, carOfferSnapshot, FLIGHT_NUMBER } from "./cars";
import { cancellationPolicy } from "./cancellation-policy";
import { cruiseOfferSnapshot, cruiseQuery } from "./cruise";
import { resortOfferSnapshot, resortQuery } from "./resort";
import { hotelStayQuery } from "./hotels";

/**
 * The booking API (DESIGN §9), the same for every product: quotes, sandbox card tokens, bookings,
 * cancellations. Money is integer minor units with its currency everywhere. Nothing the browser
 * sends is a price: the server prices every quote and charges what the quote says.
 */

export const BOOKING_STATUSES = [
  "pending",
  "requires_action",
  "confirmed",
  "failed",
  /** Asked to cancel: the supplier's cancellation and the refund are under way. */
  "cancelling",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, "must be a three-letter currency code");
export const money = z.strictObject({ amountMinor: z.number().int(), currency: currencyCode });
export type Money = z.infer<typeof money>;

/** The products the engine books today; the others join as their issues land. */
export const bookableQuery = z.discriminatedUnion("product", [
  z.object({ product: z.literal("hotels"), query: hotelStayQuery }),
  z.object({ product: z.literal("flights"), query: flightOfferQuery }),
  z.object({ product: z.literal("cars"), query: carOfferQuery }),
  z.object({ product: z.literal("activities"), query: activityOfferQuery }),
  z.object({ product: z.literal("cruise"), query: cruiseQuery }),
  z.object({ product: z.literal("resort"), query: resortQuery }),
]);

export const quoteRequest = z.intersection(
  bookableQuery,
  z.object({ offerId: z.string().min(1).max(200), currency: currencyCode }),
);
export type QuoteRequest = z.input<typeof quoteRequest>;

/** What was quoted, for the checkout and the booking: a product's own snapshot. */
export const hotelOfferSnapshot = z.strictObject({
  product: z.literal("hotels"),
  hotelId: z.string(),
  hotelName: z.string(),
  stars: z.number().int(),
  address: z.string(),
  phone: z.string(),
  timeZone: z.string(),
  heroImage: z.string(),
  roomName: z.string(),
  bedType: z.string(),
  board: z.enum(["RO", "BB", "HB"]),
  checkIn: z.iso.date(),
  checkOut: z.iso.date(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  nights: z.number().int().positive(),
  rooms: hotelStayQuery.shape.rooms,
  policy: cancellationPolicy,
});
export type HotelOfferSnapshot = z.infer<typeof hotelOfferSnapshot>;

/** A flight offer: the itinerary, its fare, the passengers and the seats chosen and paid. */
export const flightOfferSnapshot = z.strictObject({
  product: z.literal("flights"),
  itineraryId: z.string(),
  cabin: z.enum(CABINS),
  brand: fareBrand,
  journeys: z.array(flightJourney).min(1),
  passengers: passengerCounts,
  seats: z.array(seatChoice.extend({ priceUsd: z.number().int().nonnegative() })),
  international: z.boolean(),
  /** The first and last departures' local dates. */
  firstFlightDate: z.iso.date(),
  lastFlightDate: z.iso.date(),
  policy: cancellationPolicy,
});
export type FlightOfferSnapshot = z.infer<typeof flightOfferSnapshot>;

export const offerSnapshot = z.discriminatedUnion("product", [
  hotelOfferSnapshot,
  flightOfferSnapshot,
  carOfferSnapshot,
  activityOfferSnapshot,
  cruiseOfferSnapshot,
  resortOfferSnapshot,
]);
export type OfferSnapshot = z.infer<typeof offerSnapshot>;

/**
 * What a price is made of, for the checkout and the booking to show: the product's parts before
 * tax (a stay's nights, a fare and its seats, a rental and its extras and fees, an activity's
 * tickets by type), then taxes and fees. `count` is how many of it (nights, passengers, seats,
 * days, extras, tickets). The lines' amounts add up to the total exactly.
 */
export const PRICE_LINE_KINDS = [
  "price",
  "stay",
  "fare",
  "seats",
  "rental",
  "childSeat",
  "additionalDriver",
  "gps",
  "youngDriverFee",
  "oneWayFee",
  "adult",
  "child",
  "senior",
  "taxes",
] as const;
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];
export const priceLine = z.strictObject({
  kind: z.enum(PRICE_LINE_KINDS),
  count: z.number().int().nonnegative(),
  amount: money,
});
export type PriceLine = z.infer<typeof priceLine>;

/**
 * A quote's prices. `total` is what is charged, in the quote's currency at its locked rate;
 * `totalUsd` the same in USD cents. `net` and `markup` (USD) reach unrestricted agents only.
 */
export const quotePrice = z.strictObject({
  total: money,
  totalUsd: z.number().int().nonnegative(),
  taxAndFeeUsd: z.number().int().nonnegative(),
  publishedUsd: z.number().int().nonnegative(),
  /** Units of the currency per USD, as a decimal string. */
  exchangeRate: z.string(),
  rateQuotedAt: z.iso.datetime({ offset: true }),
  netUsd: z.number().int().nonnegative().optional(),
  markupUsd: z.number().int().nonnegative().optional(),
  /**
   * The agent's own commission on the sale (lib/booking/commission.ts) in the price's currency, as
   * the commission ledger records it; agents who see net only.
   */
  commission: money.optional(),
  /** The total's parts in its currency (priceLine), adding up to it. */
  lines: z.array(priceLine).min(1),
});
export type QuotePrice = z.infer<typeof quotePrice>;

export const QUOTE_STATUSES = ["open", "booked", "released", "expired"] as const;

/**
 * When the price is paid (a deposit sale, issue 27): `dueNow` at booking (credits and card), and
 * the `balance` by `balanceDueOn` (`YYYY-MM-DD`), both null when the whole price is paid now.
 */
export const paymentScheduleView = z.strictObject({
  dueNow: money,
  balance: money.nullable(),
  balanceDueOn: z.iso.date().nullable(),
});

export const quoteResponse = z.strictObject({
  id: z.string(),
  product: z.string(),
  offerId: z.string(),
  status: z.enum(QUOTE_STATUSES),
  offer: offerSnapshot,
  price: quotePrice,
  /** The price moved since the search: it must be accepted (`acceptPriceChange`) to book. */
  priceChanged: z.boolean(),
  /** The total the search showed, USD cents, when the price moved. */
  previousTotalUsd: z.number().int().nonnegative().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  /**
   * The offer's cancellation terms if it is booked now, as the refund will apply them
   * (refunds.ts): free until `freeUntil` (shown in `timeZone`, the place's), then `penalty`, in
   * the quote's currency; a penalty of the whole total is a non-refundable booking.
   */
  cancellation: z.strictObject({
    freeUntil: z.iso.datetime({ offset: true }).nullable(),
    timeZone: z.string(),
    penalty: money,
  }),
  schedule: paymentScheduleView,
  /** Reward credits the signed-in traveller may spend on it, in the quote's currency. */
  creditsAvailable: money.nullable(),
  /** For agents who may pay from the agency wallet: its balance in the quote's currency. */
  walletAvailable: money.nullable().optional(),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

/**
 * PATCH /api/checkout/quotes/{id}: the quote in another currency, at the rate of now, keeping its
 * offer and its hold (a currency change on the flight checkout, SPEC §4).
 */
export const quoteCurrencyRequest = z.strictObject({ currency: currencyCode });

export const cardTokenRequest = z.strictObject({
  number: z.string().min(12).max(23),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, "must be 3 or 4 digits"),
  name: z.string().trim().min(1).max(100),
});
export const cardTokenResponse = z.strictObject({
  token: z.string(),
  brand: z.string(),
  last4: z.string().length(4),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const contact = z.strictObject({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  email: z.email().max(254),
  /** E.164, checked with libphonenumber on the server. */
  phone: z.string().min(4).max(30),
  country: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code"),
});
export type Contact = z.infer<typeof contact>;

/**
 * A traveller: a room's lead guest (`unit` is the room), a flight's passenger as on the passport
 * (`unit` is the passenger's place in the search's order; the flight fields are checked by the
 * flight rules of `lib/contract/flights.ts`), a car's main driver (age, licence country, arriving
 * flight) or an activity's traveller (`type` adult, child or senior; `unit` the place in order).
 */
export const traveller = z.strictObject({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  unit: z.number().int().min(0).max(20),
  type: z.enum([...PASSENGER_TYPES, "senior"]).optional(),
  dateOfBirth: z.iso.date().optional(),
  gender: z.enum(GENDERS).optional(),
  nationality: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  passportNumber: z.string().trim().max(20).optional(),
  passportExpiry: z.iso.date().optional(),
  /** A car's driver: age at pick-up, the licence's country, the flight they arrive on. */
  age: z.number().int().min(0).max(120).optional(),
  licenceCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be a two-letter country code")
    .optional(),
  flightNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(FLIGHT_NUMBER, "must be a flight number such as BA117")
    .optional(),
});
export type Traveller = z.infer<typeof traveller>;

/** A traveller as a booking shows it: the passport number masked, the e-ticket when issued. */
export const travellerView = traveller.extend({
  ticketNumber: z.string().nullable().optional(),
});

export const paymentInput = z.discriminatedUnion("method", [
  z.strictObject({
    method: z.literal("card"),
    /** The gateway's token (sandbox `tok_…`) or Stripe PaymentMethod id (`pm_…`). */
    token: z.string().min(1).max(200),
  }),
  /** An agent paying from the agency wallet, in the booking's currency. */
  z.strictObject({ method: z.literal("wallet") }),
  z.strictObject({ method: z.literal("none") }),
]);

/** Whitespace, control characters and backslashes, none of which a path of this site has. */
const UNSAFE_IN_PATH = /[\s\p{Cc}\\]/u;

/**
 * A path of this site, and nothing a browser could read as another site's address: one slash
 * then neither a slash nor a backslash, with no whitespace, control character or backslash
 * anywhere, as written or once percent-decoded. A browser drops a tab or a newline from a URL, so
 * `/\t/evil.com` would open `//evil.com`, another host.
 */
export function isSitePath(path: string): boolean {
  const safe = (p: string) => /^\/(?![/\\])/.test(p) && !UNSAFE_IN_PATH.test(p);
  if (!safe(path)) return false;
  try {
    return safe(decodeURIComponent(path));
  } catch {
    return false;
  }
}

export const bookingRequest = z.strictObject({
  quoteId: z.uuid(),
  contact,
  travellers: z.array(traveller).min(1).max(40),
  specialRequests: z.string().trim().max(1000).optional(),
  /** Answers to the offer's questions (an activity's hotel for pick-up, a cruise's dining time), by id. */
  answers: z.partialRecord(z.enum(CHECKOUT_QUESTIONS), z.string().trim().max(300)).optional(),
  /** Reward credits to spend, in the credit wallet's currency minor units; 0 for none. */
  creditsMinor: z.number().int().nonnegative().max(1e9).default(0),
  payment: paymentInput,
  /** Required when the quote's price moved since the search. */
  acceptPriceChange: z.boolean().default(false),
  acceptTerms: z.literal(true, { error: "the terms must be accepted" }),
  /** An agent booking for a client: the client's id. */
  clientId: z.uuid().optional(),
  /** Where the 3-D Secure challenge returns to (a path on this site). */
  returnPath: z
    .string()
    .max(300)
    .refine(isSitePath, "must be a path on this site")
    .meta({
      description:
        "A path of this site (`/…`), without whitespace, control characters, backslashes or a leading `//`, as written or percent-decoded",
    })
    .optional(),
});
export type BookingRequest = z.input<typeof bookingRequest>;

/**
 * Who moved a booking, as its history says it: its traveller, the agency's staff, a guest with
 * the booking's link, or the booking system itself (confirming, undoing, finishing).
 */
export const BOOKING_ACTORS = ["traveller", "agency", "guest", "system"] as const;

export const bookingEvent = z.strictObject({
  from: z.enum(BOOKING_STATUSES).nullable(),
  to: z.enum(BOOKING_STATUSES),
  actor: z.enum(BOOKING_ACTORS),
  reason: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});

export const paymentView = z.strictObject({
  method: z.enum(["card", "credits", "wallet"]),
  gateway: z.string(),
  status: z.enum([
    "pending",
    "requires_action",
    "authorised",
    "captured",
    "voided",
    "failed",
    "refunded",
    "partially_refunded",
  ]),
  amount: money,
  captured: money,
  refunded: money,
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
});

export const bookingView = z.strictObject({
  reference: z.string(),
  product: z.string(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  language: z.string(),
  offer: offerSnapshot,
  contact,
  travellers: z.array(travellerView),
  specialRequests: z.string().nullable(),
  answers: z.partialRecord(z.enum(CHECKOUT_QUESTIONS), z.string()).nullable(),
  supplierReference: z.string().nullable(),
  /** The hotel's confirmation number, or the airline's record locator (PNR). */
  hotelConfirmation: z.string().nullable(),
  price: quotePrice,
  /** What was charged to the card and paid with credits, and refunded. */
  charged: money,
  /**
   * A deposit sale's balance (issue 27): its amount, due by `dueOn` (`YYYY-MM-DD`), and when it
   * was paid; null when the whole price was paid at booking.
   */
  balance: z
    .strictObject({
      amount: money,
      dueOn: z.iso.date(),
      paidAt: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
  creditsUsed: money.nullable(),
  refunded: money,
  payments: z.array(paymentView),
  events: z.array(bookingEvent),
  /** For `requires_action`: where the traveller approves the payment. */
  challengeUrl: z.string().nullable(),
  /** The failure said plainly, for `failed`. */
  failure: z.strictObject({ code: z.string(), message: z.string() }).nullable(),
  /** What cancelling now would refund, in the charged currency; null when it cannot be cancelled. */
  cancellation: z
    .strictObject({ refund: money, penalty: money, freeUntil: z.string().nullable() })
    .nullable(),
  agentName: z.string().nullable(),
  clientId: z.string().nullable(),
  /** Signed guest link to this booking (present only for its owner or the agency's staff). */
  guestLink: z.string().nullable(),
  /**
   * An activity's tickets, one a participant in the order adults, children, seniors, each with
   * its holder's name when the booking names every traveller; null for other products and before
   * the supplier confirmed.
   */
  tickets: z
    .array(
      z.strictObject({
        number: z.string(),
        type: z.enum(["adult", "child", "senior"]),
        holder: z.string().nullable(),
      }),
    )
    .nullable(),
});
export type BookingView = z.infer<typeof bookingView>;

export const bookingSummary = bookingView.pick({
  reference: true,
  product: true,
  status: true,
  createdAt: true,
  offer: true,
  charged: true,
  contact: true,
});
export type BookingSummary = z.infer<typeof bookingSummary>;

export const bookingListQuery = z.object({
  when: z.enum(["upcoming", "past", "cancelled", "all"]).default("all"),
  status: z.enum(BOOKING_STATUSES).optional(),
  product: z.string().max(20).optional(),
  /** The reference, the lead contact's or a traveller's name, or the hotel. */
  q: z.string().trim().max(100).optional(),
  /** The day the trip starts (check-in, first departure) within [travelFrom, travelTo]. */
  travelFrom: z.iso.date().optional(),
  travelTo: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** Staff: every booking of the agency instead of their own. */
  scope: z.enum(["mine", "agency"]).default("mine"),
});
export const bookingListResponse = z.strictObject({
  bookings: z.array(bookingSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BookingListResponse = z.infer<typeof bookingListResponse>;

/** A guest's lookup: the reference and the lead guest's last name. */
export const bookingLookupRequest = z.strictObject({
  reference: z.string().trim().min(4).max(20),
  lastName: z.string().trim().min(1).max(60),
});

export const cancelRequest = z.strictObject({
  /** The refund the traveller was shown; a 409 if the policy gives another by now. */
  expectedRefundMinor: z.number().int().nonnegative().optional(),
  reason: z.string().trim().max(500).optional(),
  /** The signed link's token, for a guest who opened the booking from the email. */
  token: z.string().max(100).optional(),
});

/**
 * POST /api/bookings/{reference}/balance (Idempotency-Key): a deposit sale's balance, paid by card
 * (a gateway token) or, by an agent, from the agency wallet.
 */
export const balanceRequest = z.strictObject({
  payment: z.discriminatedUnion("method", [paymentInput.options[0], paymentInput.options[1]]),
  /** The signed link's token, for a guest who opened the booking from the email. */
  token: z.string().max(100).optional(),
});

/** The booking's documents (voucher.pdf, calendar.ics): `token` is the signed link's, for a guest. */
export const bookingDocumentQuery = z.object({ token: z.string().max(100).optional() });

/** After the 3-D Secure page: the signed link's token, for a guest who opened it from the email. */
export const completeRequest = z.strictObject({ token: z.string().max(100).optional() });
