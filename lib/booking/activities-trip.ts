import type { ActivityOfferSnapshot, ActivityTravellerType } from "@/lib/contract/activities";

// An activity's own reading. The day and start time (`date`, `time`) are on the activity's own
// clock.

/**
 * What an activity costs by traveller type: the types booked, in the order travellers are named
 * (adults, children, seniors), with how many, the price of one and the total, USD cents.
 */
export function activityPriceLines(
  offer: Pick<ActivityOfferSnapshot, "travellers" | "prices">,
): Array<{ type: ActivityTravellerType; count: number; unitUsd: number; totalUsd: number }> {
  const counts: Record<ActivityTravellerType, number> = {
    adult: offer.travellers.adults,
    child: offer.travellers.children,
    senior: offer.travellers.seniors,
  };
  return (["adult", "child", "senior"] as const)
    .filter((type) => counts[type] > 0)
    .map((type) => {
      const unitUsd = offer.prices.find((p) => p.type === type)?.unitUsd ?? 0;
      return { type, count: counts[type], unitUsd, totalUsd: unitUsd * counts[type] };
    });
}

export const activityTrip = {
  dates: (offer: ActivityOfferSnapshot) => ({ start: offer.date, end: offer.date }),
  travellers(offer: ActivityOfferSnapshot) {
    const p = offer.travellers;
    return p.adults + p.children + p.seniors;
  },
  title: (offer: ActivityOfferSnapshot) => offer.title,
};
