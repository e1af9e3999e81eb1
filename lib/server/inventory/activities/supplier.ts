import "server-only";
import { z } from "zod";
import { ratesOn, termsOf, timesMinor, type Markup, type Rates } from "../money";
import { placeById } from "../places";
import { cheapestFirst, sandboxSupplier, type Listed, type SandboxOffer } from "../sandbox";
import type { Clock, Supplier } from "../supplier";
import { activitiesForCity, type Activity } from "./generate";

/**
 * The sandbox activity supplier: a city's activities on one day, for `participants` people, each
 * taking one of the activity's places that day.
 */

export const MAX_PARTICIPANTS = 20;

export const activityQuery = z.object({
  cityId: z.string().min(1).max(100),
  date: z.iso.date(),
  participants: z.number().int().min(1).max(MAX_PARTICIPANTS),
});
export type ActivityQuery = z.input<typeof activityQuery>;
type Parsed = z.output<typeof activityQuery>;

export interface ActivityItem extends Activity {
  offers: [SandboxOffer];
}
export type ActivityResult = Listed<ActivityItem>;

/** The price per person × participants, the activity's taxes on it, a markup. */
export function ticketRates(activity: Activity, participants: number, markup?: Markup): Rates {
  return ratesOn(timesMinor(activity.priceMinor, participants), activity, markup);
}

/** The city's activities, cheapest first. */
export async function activityCandidates(q: Parsed): Promise<ActivityItem[]> {
  const city = await placeById(q.cityId, ["city"]);
  return activitiesForCity(city)
    .map((activity): ActivityItem => ({
      ...activity,
      offers: [
        {
          offerId: activity.id,
          capacity: activity.capacityPerDay,
          rates: ticketRates(activity, q.participants),
          terms: termsOf(activity),
        },
      ],
    }))
    .sort(cheapestFirst);
}

export function sandboxActivitySupplier(clock?: Clock): Supplier<ActivityQuery, ActivityResult> {
  return sandboxSupplier(
    {
      product: "activities",
      query: activityQuery,
      days: (q) => [q.date],
      quantity: (q) => q.participants,
      candidates: activityCandidates,
    },
    clock,
  );
}
