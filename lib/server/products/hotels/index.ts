import "server-only";
import { hotelOfferSnapshot } from "@/lib/contract/booking";
import { hotelStayQuery } from "@/lib/contract/hotels";
import type { ProductModule } from "../kit/types";
import { hotelAdapter } from "./adapter";
import { hotelDocuments } from "./documents";

export const hotels: ProductModule = {
  id: "hotels",
  query: hotelStayQuery,
  offer: hotelOfferSnapshot,
  adapter: hotelAdapter,
  documents: hotelDocuments,
  confirmPaymentPath: "/booknow/hotels/confirm-payment",
};
