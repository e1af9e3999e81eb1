import "server-only";
import { carOfferQuery, carOfferSnapshot } from "@/lib/contract/cars";
import type { ProductModule } from "../kit/types";
import { carAdapter } from "./adapter";
import { carDocuments } from "./documents";

export const cars: ProductModule = {
  id: "cars",
  query: carOfferQuery,
  offer: carOfferSnapshot,
  adapter: carAdapter,
  documents: carDocuments,
  confirmPaymentPath: "/booknow/Cars/confirm-payment",
};
