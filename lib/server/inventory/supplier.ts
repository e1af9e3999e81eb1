import "server-only";
import { ApiError } from "../errors";
import type { AllotmentProduct } from "./allotments";
import type { PriceTerms, Rates } from "./money";

/**
 * The supplier interface of every product (DESIGN §5): the sandbox supplier implements it on the
 * generators and the allotments (sandbox.ts); a real supplier plugs in behind the same shape.
 * Prices are wholesale USD minor units with no agency markup (`rates.markup` is 0); the agency's
 * markup is added by whoever sells the offer.
 */

export type SupplierProduct = AllotmentProduct;

/** The time the supplier runs on; tests pass their own to move past expiries. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** One bookable thing of a result: a room type, a flight's seats, a rental car, activity places. */
export interface SupplierOffer {
  /** What `hold` takes: the allotment item. */
  offerId: string;
  /** For the whole query: every night and room, passenger, rental day or participant. */
  rates: Rates;
  /** Units left on every day of the query (rooms a night, seats, cars a day, places). */
  unitsLeft: number;
  /** Whether `unitsLeft` covers the query. `search` lists available offers only. */
  available: boolean;
}

/** A hotel, flight, car or activity with its offers. */
export interface SupplierResult {
  id: string;
  offers: readonly SupplierOffer[];
}

export interface HoldRequest<Query> {
  offerId: string;
  /** The search the offer came from: it decides the days, the party and so the price. */
  query: Query;
  /**
   * The buyer's own reference for the hold (our quote's id, recorded before the call), one hold
   * a reference: by it `releaseReference` gives the hold back when its answer never arrived.
   */
  reference?: string;
}

interface Reserved {
  product: SupplierProduct;
  offerId: string;
  /** `YYYY-MM-DD`, in order: the nights, the rental days, the day of the flight or activity. */
  days: string[];
  /** Units taken on each day. */
  quantity: number;
  totalMinor: number;
  currency: "USD";
}

export interface SupplierHold<Result extends SupplierResult = SupplierResult> extends Reserved {
  id: string;
  /** The offer priced again for the hold (wholesale, no markup): what a booking of it costs. */
  rates: Rates;
  /**
   * The result the held offer is of, as its search lists it, with that offer alone among its
   * offers, priced as searched and with the units that were left for the query: what a quote
   * describes the offer from, so that holding is the one supplier call a quote makes (a real
   * supplier's price check answers with the offer, too).
   */
  item: Result;
  /** The offer's price terms, so the seller adds its markup as search did (`ratesOn`). */
  terms?: PriceTerms;
  /** The hold is released after this; `book` must come before. */
  expiresAt: Date;
}

export interface SupplierBooking extends Reserved {
  /** The supplier's booking reference. */
  reference: string;
  /**
   * The confirmation the traveller quotes to the supplier: a hotel's number, an airline's record
   * locator (PNR), a rental's or an activity's confirmation.
   */
  confirmation: string;
  holdId: string;
  status: "booked" | "cancelled";
}

export interface Supplier<Query, Result extends SupplierResult> {
  readonly product: SupplierProduct;
  /** Results with at least one available offer, best first. */
  search(query: Query): Promise<Result[]>;
  /** One result of the query by id, with all its offers, available or not. */
  details(id: string, query: Query): Promise<Result>;
  /**
   * Prices the offer again for the query and holds its units, all of them or none; answers with
   * the offer as searched beside its held price.
   */
  hold(request: HoldRequest<Query>): Promise<SupplierHold<Result>>;
  /**
   * The offer priced again for the query without holding it (a proposal opened, issue 28): its
   * result as searched with that offer alone among its offers, priced as a hold now would price
   * it, with the units left and whether they cover the query.
   */
  price(request: HoldRequest<Query>): Promise<Result>;
  /** Gives a hold's units back; nothing to do when it was released or expired already. */
  release(holdId: string): Promise<void>;
  /**
   * Gives back the hold made under the buyer's `reference`, if one is still held; nothing to do
   * when none was made, or it was released, expired or booked.
   */
  releaseReference(reference: string): Promise<void>;
  /** Sells a live hold's units. */
  book(holdId: string): Promise<SupplierBooking>;
  /**
   * The tickets the supplier issued on a booking, `count` of them in the travellers' order (an
   * airline's e-tickets, an activity's tickets); absent for products that issue none.
   */
  tickets?(reference: string, count: number): Promise<string[]>;
  /** Cancels a booking and gives its units back. */
  cancel(reference: string): Promise<SupplierBooking>;
  /**
   * Where a hold stands now (released when it expired): what a reconciliation reads to finish or
   * undo a booking whose process stopped between two steps.
   */
  holdState(holdId: string): Promise<HoldState>;
}

export interface HoldState {
  status: "held" | "booked" | "released" | "cancelled" | "expired";
  /** The supplier's booking reference once booked. */
  reference: string | null;
  /** The booking's confirmation once booked (see SupplierBooking). */
  confirmation: string | null;
}

export type SupplierErrorCode =
  "invalid" | "notFound" | "soldOut" | "expired" | "conflict" | "supplierUnavailable";

/**
 * Named test items of the sandbox (DESIGN §9), which always behave one way, so every failure path
 * can be exercised from the pages and in tests: the hold finds the room gone, the hold is priced
 * above the search, the booking or the cancellation fails at the supplier.
 */
export type TestBehaviour = "soldOut" | "priceChange" | "failsAtBook" | "failsAtCancel";

/**
 * A refusal the caller can act on: bad input (`invalid`), an unknown id, hotel, airport or
 * reference (`notFound`), fewer units left than asked (`soldOut`), a hold past its expiry
 * (`expired`), a step that no longer applies: booking a released hold, cancelling twice
 * (`conflict`), or the supplier failing to do it (`supplierUnavailable`, 502). Anything else a supplier throws is a fault, not the caller's. An API error: its
 * status is its code's (lib/contract/errors.ts), so a route that lets one through answers with
 * that status and `{ message, code }`.
 */
export class SupplierError extends ApiError {
  constructor(
    override readonly code: SupplierErrorCode,
    message: string,
  ) {
    super(code, message);
    this.name = "SupplierError";
  }
}
