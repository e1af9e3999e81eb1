import "server-only";
import { cruiseOfferSnapshot, cruiseQuery } from "@/lib/contract/cruise";
import type { ProductModule } from "../kit/types";
import { cruiseAdapter } from "./adapter";
import { cruiseDocuments } from "./documents";

/**
 * Cruises on the engine (issue 27): a quote takes a cabin category of a sailing for one party
 * (the contract's query, as the search's), the booking keeps the sailing day by day, the cabin
 * and the party (the contract's snapshot, which the pages read), every guest named as on the
 * passport, and its voucher, calendar file and emails say the cruise in the booking's language.
 */
export const cruise: ProductModule = {
  id: "cruise",
  query: cruiseQuery,
  offer: cruiseOfferSnapshot,
  adapter: cruiseAdapter,
  documents: cruiseDocuments,
  confirmPaymentPath: "/booknow/cruise/confirmation",
};
