import "server-only";
import type { EventAttributes } from "ics";
import type * as z from "zod";
import type { BookingView, OfferSnapshot, PriceLineKind, Traveller } from "@/lib/contract/booking";
import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";
import type { CheckoutQuestionId } from "@/lib/contract/product-constants";
import type { BookingT, Detail } from "./document-kit";
import type { AgencyBrand } from "../../mail/brand";
import type { Markup, Rates } from "../../inventory/money";
import type {
  HoldState,
  SupplierBooking,
  SupplierHold,
  SupplierResult,
} from "../../inventory/supplier";

/**
 * A product (DESIGN §3, §9): one engine books every product, and everything that differs between
 * them — how an offer is described and priced, its supplier's steps, its traveller rules, what
 * its documents, emails and booking page say of it — lives in the product's folder behind this
 * interface. Shared code reads a product only through the registry (registry.ts).
 */
export interface ProductModule {
  /** The product's id: the `product` of its quotes, bookings and snapshots. */
  readonly id: string;
  /** What a quote request's `query` is for this product, parsed at the boundary. */
  readonly query: z.ZodType;
  /**
   * The offer snapshot the product's quotes and bookings carry: whatever the product needs, and
   * the cancellation policy it was sold with, which refunds read for every product.
   */
  readonly offer: z.ZodType<{ product: string; policy: CancellationPolicy }>;
  readonly adapter: ProductAdapter;
  /**
   * What its voucher, calendar file and emails say; a product without its own sections yet gets
   * the plain ones every product shares (plain-documents.ts).
   */
  readonly documents?: ProductDocuments;
  /** Where a 3-D Secure challenge returns when the checkout named no page: the product's own. */
  readonly confirmPaymentPath: string;
}

export interface DescribedOffer {
  snapshot: OfferSnapshot;
  /** As the search showed it, with the agency's markup. */
  rates: Rates;
  /** How many units (rooms, seats…) travellers are named for. */
  units: number;
}

export interface PricePart {
  kind: Exclude<PriceLineKind, "taxes">;
  count: number;
  weight: number;
}

export type Answers = Partial<Record<CheckoutQuestionId, string>>;

/**
 * What the booking engine needs of a product (DESIGN §9: one engine, a product adds its search,
 * pages and traveller rules): its supplier's hold, book, cancel and release, and the held offer
 * described and priced as its search showed it.
 */
export interface ProductAdapter {
  /**
   * The product's own refusals of a quote's query and offer that need no supplier (an option
   * that does not admit the party): a 400 or 404 before anything is held. None by default.
   */
  check?(query: unknown, offerId: string): Promise<void>;
  /**
   * The offer described and priced with the agency's markup as its search showed it, from the
   * supplier's answer to its hold (`item`: the offer's result as searched, the offer among its
   * offers), so that a quote asks the supplier once.
   */
  describe(
    query: unknown,
    offerId: string,
    item: SupplierResult,
    markup: Markup,
  ): Promise<DescribedOffer> | DescribedOffer;
  /**
   * The agency's markup on a whole booking of `units`, for pricing a moved wholesale price again
   * as `describe` priced it: by default the markup itself (one on the whole).
   */
  bookingMarkup?(markup: Markup, units: number): Markup;
  /**
   * The product's traveller rules for a booking of `offer` (a guest a room; a passenger as on
   * the passport): a 400 naming the first mistake.
   */
  checkTravellers(
    offer: OfferSnapshot,
    travellers: readonly Traveller[],
    now: Date,
    answers?: Answers,
  ): void;
  /**
   * What the price of `offer` is made of (price-lines.ts): each part with a weight, USD cents in
   * one basis of the product's choosing (the wholesale `netUsd`, or the price before tax
   * `totalUsd - taxUsd` as the traveller pays it); the engine shares the price before tax out by
   * these weights. Without it, one line.
   */
  priceParts?(
    offer: OfferSnapshot,
    price: { netUsd: number; taxUsd: number; totalUsd: number },
  ): PricePart[];
  /**
   * Sold on a deposit (a cruise, a resort that asks one): the share of the price paid at booking
   * and how many days before the trip starts the balance is due (bookings/schedule.ts). Without
   * it, or when it answers null, the whole price is paid at booking.
   */
  paymentTerms?(offer: OfferSnapshot): PaymentTerms | null;
  /** The day the trip starts, `YYYY-MM-DD`: check-in, the first departure. */
  startsOn(offer: OfferSnapshot): string;
  /** The day the trip ends: check-out, the last flight's day, drop-off, the activity's day. */
  endsOn(offer: OfferSnapshot): string;
  /**
   * What was booked, in a line that needs no translation (a list's row, a CSV cell, what a trip
   * search matches): the hotel, the route by airport codes, the car class at its desk.
   */
  title(offer: OfferSnapshot): string;
  /**
   * How many tickets the supplier issues on a booking of `offer` with `travellers` named (a
   * flight's one a passenger, an activity's one a participant); absent for products with none.
   */
  ticketCount?(offer: OfferSnapshot, travellers: number): number;
  /** Whether each traveller holds the ticket at their place (a flight's e-tickets). */
  ticketsByTraveller?: boolean;
  /** The booking's tickets as its page shows them, from the numbers the supplier issued. */
  tickets?(
    offer: OfferSnapshot,
    numbers: readonly string[],
    travellers: readonly { firstName: string; lastName: string; position: number }[],
  ): BookingView["tickets"];
  /** The tickets the supplier issued on booking `reference`, `count` of them. */
  issuedTickets?(reference: string, count: number): Promise<string[]>;
  /**
   * The offer priced again without holding it (a proposal opened, issue 28): its result as
   * searched with that offer alone, which `describe` prices; absent where the supplier has no
   * such call (the option is then priced when it is chosen).
   */
  price?(query: unknown, offerId: string): Promise<SupplierResult>;
  /** Holds the offer at the supplier under our `reference` (the quote's id to be). */
  hold(query: unknown, offerId: string, reference: string): Promise<SupplierHold>;
  book(holdId: string): Promise<SupplierBooking>;
  release(holdId: string): Promise<void>;
  /** Gives back the hold made under `reference`, if the supplier holds one (Supplier). */
  releaseReference(reference: string): Promise<void>;
  cancel(reference: string): Promise<SupplierBooking>;
  holdState(holdId: string): Promise<HoldState>;
}

/** A deposit sale's terms: `depositPercent` now, the balance `balanceDaysBefore` the start. */
export interface PaymentTerms {
  depositPercent: number;
  balanceDaysBefore: number;
}

export type BookingEmailKind = "confirmed" | "cancelled";

/** What every product's email says of any booking: the agency, the reference, whom it greets. */
export interface EmailValues {
  agency: string;
  reference: string;
  name: string;
}

export interface EmailCopy {
  subject: string;
  intro: string;
  attachmentsNote: string;
}

export interface EventContext {
  host: string;
  /** The locale figures and dates are written in (the language in the agency's region). */
  locale: string;
  t: BookingT;
  /** Our reference and the supplier's, as every event lists them. */
  references: Array<string | null>;
  brand: AgencyBrand;
}

/** A calendar event's own attributes, its start and end as instants (ms). */
export type CalendarEvent = Pick<EventAttributes, "uid" | "title" | "location" | "description"> & {
  start: number;
  end: number;
};

/** A ticket the PDF draws on its own, with the QR code of its number. */
export interface PrintedTicket {
  /** "Ticket 1 of 3". */
  heading: string;
  name: string;
  /** The holder's kind, in words ("Adult"). */
  kind: string;
  number: string | null;
}

/** A product's tickets on the PDF, after its details. */
export interface TicketSheet {
  title: string;
  note: string;
  numberLabel: string;
  pendingLabel: string;
  tickets: PrintedTicket[];
  /** What each ticket repeats of the booking, a line each. */
  lines: string[];
}

/**
 * What a product's voucher, calendar file and emails say of its bookings. `t` speaks the
 * booking's language; `locale` is the locale figures and dates are written in: that language in
 * the agency's region (`formatLocaleOf`), e.g. es-MX.
 */
export interface ProductDocuments {
  /** What a booking is for, in a few words: the hotel's name, the flights' route. */
  subject(booking: BookingView): string;
  /** The PDF's file name: a voucher, an e-ticket itinerary, tickets. */
  pdfName: string;
  /** The PDF's title. */
  title(t: BookingT): string;
  /** The label of the supplier's confirmation: the hotel's number, the airline's PNR. */
  confirmationLabel(t: BookingT): string;
  /** Whether the confirmation comes before the supplier's reference (a PNR, as quoted). */
  confirmationFirst: boolean;
  /** The cancellation policy in words; the product's deadline on its place's clock. */
  cancellationText(booking: BookingView, locale: string, t: BookingT): string;
  /** What was booked, in groups; `withTickets` lists tickets among the rows (the emails). */
  groups(booking: BookingView, locale: string, t: BookingT, withTickets: boolean): Detail[][];
  /** The booking's calendar events. */
  events(booking: BookingView, context: EventContext): CalendarEvent[];
  /** The email's subject, introduction and note on the attachments. */
  emailCopy(
    kind: BookingEmailKind,
    booking: BookingView,
    values: EmailValues,
    locale: string,
    t: BookingT,
  ): EmailCopy;
  /** Tickets the PDF draws one by one, for products that issue them. */
  ticketSheet?(booking: BookingView, locale: string, t: BookingT): TicketSheet | null;
}
