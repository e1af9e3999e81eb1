import "server-only";
import { flightOfferSnapshot } from "@/lib/contract/booking";
import { flightOfferQuery } from "@/lib/contract/flights";
import type { ProductModule } from "../kit/types";
import { flightAdapter } from "./adapter";
import { flightDocuments } from "./documents";

export const flights: ProductModule = {
  id: "flights",
  query: flightOfferQuery,
  offer: flightOfferSnapshot,
  adapter: flightAdapter,
  documents: flightDocuments,
  confirmPaymentPath: "/booknow/flights/confirmation",
};
