import "server-only";
import type { z } from "zod";
import type { bookableQuery, OfferSnapshot } from "@/lib/contract/booking";
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
  hold(query: unknown, offerId: string): Promise<SupplierHold>;
  book(holdId: string): Promise<SupplierBooking>;
  release(holdId: string): Promise<void>;
  cancel(reference: string): Promise<SupplierBooking>;
  holdState(holdId: string): Promise<HoldState>;
}

type HotelQuery = Extract<BookableQuery, { product: "hotels" }>["query"];

const hotels: ProductAdapter = {
  async describe(query, offerId, markup) {
    const stay = query as HotelQuery;
    const { snapshot, rates } = await describeHotelOffer(stay, offerId, markup);
    return { snapshot, rates, units: stay.rooms.length };
  },
  hold: (query, offerId) =>
    supplierFor("hotels").hold({ offerId, query: toSupplierQuery(query as HotelQuery) }),
  book: (holdId) => supplierFor("hotels").book(holdId),
  release: (holdId) => supplierFor("hotels").release(holdId),
  cancel: (reference) => supplierFor("hotels").cancel(reference),
  holdState: (holdId) => supplierFor("hotels").holdState(holdId),
};

const ADAPTERS: Record<BookableProduct, ProductAdapter> = { hotels };

export function adapterFor(product: string): ProductAdapter {
  const adapter = ADAPTERS[product as BookableProduct];
  if (!adapter) throw new Error(`no booking adapter for ${product}`);
  return adapter;
}
