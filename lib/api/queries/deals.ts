"use client";

import { useQuery } from "@tanstack/react-query";
import type * as z from "zod";
import type * as DealsContract from "@/lib/contract/deals";
import type {
  activityDealsResponse,
  carDealsResponse,
  hotelDealsResponse,
} from "@/lib/contract/deals";
import type { DealCardsProductId } from "@/lib/contract/products";
import { activityDealsSample, carDealsSample, hotelDealsSample } from "@/lib/deals/sample";
import { api } from "../client";

/** The products whose deals the home page shows as cards. */
export type DealsProduct = DealCardsProductId;
export type HotelDealCard = z.infer<typeof hotelDealsResponse>["response"][number];
export type ActivityDealCard = z.infer<typeof activityDealsResponse>["response"][number];
export type CarDealCard = z.infer<typeof carDealsResponse>["response"][number];
/** One deal card's data, by product. */
export interface DealCardOf {
  hotels: HotelDealCard;
  cars: CarDealCard;
  activities: ActivityDealCard;
}
export type DealsOf<P extends DealsProduct> = Array<DealCardOf[P]>;

/** How each product's deals are asked for: its path, the home page's sample body, its schema. */
const REQUESTS: {
  [P in DealsProduct]: {
    path: string;
    sample: (today: Date) => unknown;
    schema: (c: typeof DealsContract) => z.ZodType<{ response: DealsOf<P> }>;
  };
} = {
  hotels: {
    path: "api/dealray/deals/hotel-search",
    sample: hotelDealsSample,
    schema: (c) => c.hotelDealsResponse,
  },
  cars: {
    path: "api/dealray/deals/car-search",
    sample: carDealsSample,
    schema: (c) => c.carDealsResponse,
  },
  activities: {
    path: "api/dealray/deals/activity-search",
    sample: activityDealsSample,
    schema: (c) => c.activityDealsResponse,
  },
};

async function fetchDeals<P extends DealsProduct>(
  product: P,
  signal: AbortSignal,
): Promise<DealsOf<P>> {
  const request = REQUESTS[product];
  const [contract, body] = await Promise.all([
    import("@/lib/contract/deals"),
    api()
      .post(request.path, { json: request.sample(new Date()), signal })
      .json(),
  ]);
  return request.schema(contract).parse(body).response;
}

/**
 * SPEC §4 deal lists: the home page's sample (SPEC §9) for one product. A signed-in user's list
 * is cached apart from a visitor's (agents receive fields visitors never do), and asked for once
 * the user is known (`viewer`, lib/api/viewer.tsx), not first as a visitor's.
 */
export function useDeals<P extends DealsProduct>(product: P, viewer: string | null) {
  return useQuery({
    queryKey: ["deals", product, viewer],
    queryFn: ({ signal }) => fetchDeals(product, signal),
    enabled: viewer !== null,
    staleTime: 10 * 60_000,
    retry: 0,
  });
}
