import "server-only";
import * as z from "zod";
import { geo } from "../geo/geo";
import { latitude, longitude, NEARBY_MILES, placesWithin } from "../geo/nearby";
import type { Rates } from "../money";
import { best, compareText, type DealOptions } from "../ranking";
import { ticketRates } from "./supplier";
import { activitiesForCity } from "./generate";

/**
 * Activity deals (SPEC §2.3, §3) from the sandbox inventory: the activities of the largest cities
 * near a point, one ticket per adult (one by default: a "from" price per person), priced through
 * money.ts with the agency's markup, best value first. Activity deals carry no date, so what is
 * left of them is not read.
 */

/** Activities come from this many of the largest cities near the point. */
const ACTIVITY_CITIES = 5;

export const activityDealsQuery = z.object({
  latitude,
  longitude,
  adults: z.number().int().min(1).max(20).default(1),
});
export type ActivityDealsQuery = z.input<typeof activityDealsQuery>;

export interface ActivityDeal {
  id: string;
  /** An image key (`activity-<category>-<n>`), not a URL. */
  imageUrl: string;
  title: string;
  /** Minutes. */
  duration: number;
  isFreeCancellation: boolean;
  /** Review score out of 5, one decimal. */
  rating: number;
  cityName: string;
  rates: Rates;
  link: string;
}

/** Activities in the largest cities within NEARBY_MILES, priced per adult. */
export async function activityDeals(input: ActivityDealsQuery, options: DealOptions = {}) {
  const q = activityDealsQuery.parse(input);
  const { cities } = await geo();
  const nearby = placesWithin(cities.places, q, NEARBY_MILES)
    .map((n) => n.place)
    .sort((a, b) => b.population - a.population || compareText(a.id, b.id))
    .slice(0, ACTIVITY_CITIES);

  const deals = nearby.flatMap((city) =>
    activitiesForCity(city).map((a): ActivityDeal => {
      return {
        id: a.id,
        imageUrl: a.imageKey,
        title: a.title,
        duration: a.durationMinutes,
        isFreeCancellation: a.isFreeCancellation,
        rating: a.rating,
        cityName: a.cityName,
        rates: ticketRates(a, q.adults, options.markup),
        link: `/booknow/activities/result-details/${encodeURIComponent(a.id)}`,
      };
    }),
  );
  return best(deals, options.limit);
}
