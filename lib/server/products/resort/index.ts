import "server-only";
import { resortOfferSnapshot, resortQuery } from "@/lib/contract/resort";
import type { ProductModule } from "../kit/types";
import { resortAdapter } from "./adapter";
import { resortDocuments } from "./documents";

/**
 * Resorts on the engine (issue 27): a quote takes units of one type at a property for a stay (the
 * contract's query, as the supplier's), the booking keeps the property, the unit, the stay and
 * the party (the contract's snapshot, which the pages read), with the property's cancellation
 * deadline on its own clock and its deposit where it asks one; its voucher, calendar file and
 * emails say the stay in the booking's language.
 */
export const resort: ProductModule = {
  id: "resort",
  query: resortQuery,
  offer: resortOfferSnapshot,
  adapter: resortAdapter,
  documents: resortDocuments,
  confirmPaymentPath: "/booknow/resort/confirmation",
};
