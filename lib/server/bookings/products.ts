import "server-only";
import type { z } from "zod";
import type { bookableQuery, OfferSnapshot, Traveller } from "@/lib/contract/booking";
import { flightPassengers } from "@/lib/contract/flights";
import { ApiError } from "../errors";
import { describeFlightOffer } from "../flights/search";
import { describeHotelOffer, toSupplierQuery } from "../hotels/offer";
import type { Markup, Rates } from "../inventory/money";
import { supplierFor } from "../inventory/suppliers";
import type { HoldState, SupplierBooking, SupplierHold } from "../inventory/supplier";

/**
 * What the booking engine needs of a product (DESIGN §9: one engine, a product adds its search,
 * pages and traveller rules): the offer described and priced as its search showed it, and its
 * supplier's hold, book, cancel and release. Flights, cars and activities join here.
 */
export type BookableQuery = z.output<typeof bookableQuery>;
export type BookableProduct = BookableQuery["product"];

export interface DescribedOffer {
  snapshot: OfferSnapshot;
  /** As the search showed it, with the agency's markup. */
  rates: Rates;
  /** How many units (rooms, seats…) travellers are named for. */
  units: number;
}

export interface ProductAdapter {
  describe(query: unknown, offerId: string, markup: Markup): Promise<DescribedOffer>;
  /**
   * The product's traveller rules for a booking of `offer` (a guest a room; a passenger as on
   * the passport): a 400 naming the first mistake.
   */
  checkTravellers(offer: OfferSnapshot, travellers: readonly Traveller[], now: Date): void;
  /** The day the trip starts, `YYYY-MM-DD`: check-in, the first departure. */
  startsOn(offer: OfferSnapshot): string;
  /** The confirmation the supplier's booking carries: a hotel's number, an airline's PNR. */
  confirmationOf(supplierReference: string): string;
  /** A traveller's ticket number, for products that issue them; null otherwise. */
  ticketOf(supplierReference: string, position: number): string | null;
  hold(query: unknown, offerId: string): Promise<SupplierHold>;
  book(holdId: string): Promise<SupplierBooking>;
  release(holdId: string): Promise<void>;
  cancel(reference: string): Promise<SupplierBooking>;
  holdState(holdId: string): Promise<HoldState>;
}

type HotelQuery = Extract<BookableQuery, { product: "hotels" }>["query"];
type FlightQuery = Extract<BookableQuery, { product: "flights" }>["query"];

/** A number from a reference, the same every time: the sandbox's confirmation numbers. */
function digitsOf(text: string, digits: number): string {
  let n = 0;
  const modulus = 10 ** digits;
  for (const c of text) n = (n * 31 + c.charCodeAt(0)) % modulus;
  return String(n).padStart(digits, "0");
}

// Crockford-like letters an airline's record locator uses: no I, O, 0 or 1 to misread.
const PNR_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const hotels: ProductAdapter = {
  async describe(query, offerId, markup) {
    const stay = query as HotelQuery;
    const { snapshot, rates } = await describeHotelOffer(stay, offerId, markup);
    return { snapshot, rates, units: stay.rooms.length };
  },
  checkTravellers(offer, travellers) {
    const units = offer.product === "hotels" ? offer.rooms.length : 0;
    for (let unit = 0; unit < units; unit++) {
      if (!travellers.some((t) => t.unit === unit)) {
        throw new ApiError("badRequest", `travellers: name a guest for room ${unit + 1}`);
      }
    }
    if (travellers.some((t) => t.unit >= units)) {
      throw new ApiError("badRequest", `travellers: there are ${units} rooms`);
    }
  },
  startsOn: (offer) => (offer as { checkIn: string }).checkIn,
  confirmationOf: (reference) => digitsOf(reference, 9),
  ticketOf: () => null,
  hold: (query, offerId) =>
    supplierFor("hotels").hold({ offerId, query: toSupplierQuery(query as HotelQuery) }),
  book: (holdId) => supplierFor("hotels").book(holdId),
  release: (holdId) => supplierFor("hotels").release(holdId),
  cancel: (reference) => supplierFor("hotels").cancel(reference),
  holdState: (holdId) => supplierFor("hotels").holdState(holdId),
};

const flights: ProductAdapter = {
  async describe(query, offerId, markup) {
    return describeFlightOffer(query as FlightQuery, offerId, markup);
  },
  checkTravellers(offer, travellers, now) {
    if (offer.product !== "flights") throw new Error("not a flight offer");
    const checked = flightPassengers({
      lastFlightDate: offer.lastFlightDate,
      today: now.toISOString().slice(0, 10),
      international: offer.international,
      counts: offer.passengers,
    }).safeParse(travellers.map(({ unit: _unit, ...passenger }) => passenger));
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const where = issue.path.length ? `travellers.${issue.path.join(".")}: ` : "travellers: ";
      throw new ApiError("badRequest", `${where}${issue.message}`);
    }
    if (travellers.some((t, i) => t.unit !== i)) {
      throw new ApiError("badRequest", "travellers: one a passenger, in the search's order");
    }
  },
  startsOn: (offer) => (offer as { firstFlightDate: string }).firstFlightDate,
  /** The airline's record locator: six letters and digits from the supplier's reference. */
  confirmationOf(reference) {
    const digits = digitsOf(reference, 9);
    return Array.from({ length: 6 }, (_, i) => {
      const n = Number(digits.slice(i, i + 4));
      return PNR_ALPHABET[(n + i * 7) % PNR_ALPHABET.length];
    }).join("");
  },
  /** An e-ticket number: the sandbox airline's 3-digit prefix and 10 digits, one a passenger. */
  ticketOf: (reference, position) => `999${digitsOf(`${reference}:${position}`, 10)}`,
  hold: (query, offerId) => supplierFor("flights").hold({ offerId, query: query as FlightQuery }),
  book: (holdId) => supplierFor("flights").book(holdId),
  release: (holdId) => supplierFor("flights").release(holdId),
  cancel: (reference) => supplierFor("flights").cancel(reference),
  holdState: (holdId) => supplierFor("flights").holdState(holdId),
};

const ADAPTERS: Record<BookableProduct, ProductAdapter> = { hotels, flights };

export function adapterFor(product: string): ProductAdapter {
  const adapter = ADAPTERS[product as BookableProduct];
  if (!adapter) throw new Error(`no booking adapter for ${product}`);
  return adapter;
}
