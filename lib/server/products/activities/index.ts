import "server-only";
import { activityOfferQuery, activityOfferSnapshot } from "@/lib/contract/activities";
import type { ProductModule } from "../kit/types";
import { activityAdapter } from "./adapter";
import { activityDocuments } from "./documents";

export const activities: ProductModule = {
  id: "activities",
  query: activityOfferQuery,
  offer: activityOfferSnapshot,
  adapter: activityAdapter,
  documents: activityDocuments,
  confirmPaymentPath: "/booknow/activities/confirmation",
};
