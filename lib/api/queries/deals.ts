"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  activityDealsResponse,
  carDealsResponse,
  hotelDealsResponse,
} from "@/lib/contract/deals";
import { activityDealsSample, carDealsSample, hotelDealsSample } from "@/lib/deals/sample";
import { api } from "../client";

export type DealsProduct = "hotels" | "cars" | "activities";
export type HotelDealCard = z.infer<typeof hotelDealsResponse>["response"][number];
export type ActivityDealCard = z.infer<typeof activityDealsResponse>["response"][number];
export type CarDealCard = z.infer<typeof carDealsResponse>["response"][number];
export type DealsOf<P extends DealsProduct> = P extends "hotels"
  ? HotelDealCard[]
  : P extends "cars"
    ? CarDealCard[]
    : ActivityDealCard[];

const PATHS: Record<DealsProduct, string> = {
  hotels: "api/dealray/deals/hotel-search",
  cars: "api/dealray/deals/car-search",
  activities: "api/dealray/deals/activity-search",
};

async function fetchDeals(product: DealsProduct, signal: AbortSignal) {
  const today = new Date();
  const json =
    product === "hotels"
      ? hotelDealsSample(today)
      : product === "cars"
        ? carDealsSample(today)
        : activityDealsSample();
  const [contract, body] = await Promise.all([
    import("@/lib/contract/deals"),
    api().post(PATHS[product], { json, signal }).json(),
  ]);
  const schema =
    product === "hotels"
      ? contract.hotelDealsResponse
      : product === "cars"
        ? contract.carDealsResponse
        : contract.activityDealsResponse;
  return schema.parse(body).response;
}

/**
 * SPEC §4 deal lists: the home page's sample (SPEC §9) for one product. A signed-in user's list
 * is cached apart from a visitor's: agents receive fields visitors never do.
 */
export function useDeals<P extends DealsProduct>(product: P, viewer: string) {
  return useQuery({
    queryKey: ["deals", product, viewer],
    queryFn: ({ signal }) => fetchDeals(product, signal) as Promise<DealsOf<P>>,
    staleTime: 10 * 60_000,
    retry: 0,
  });
}
