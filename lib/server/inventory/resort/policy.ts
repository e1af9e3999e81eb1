import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";
import { zonedHour } from "../hotels/policy";
import { CHECK_IN_HOUR, type ResortProperty } from "./properties";

/**
 * A resort stay's cancellation terms: free until the property's number of days before check-in
 * (7, 14 or 30), at its check-in hour on its own clock, as an instant with that zone's offset on
 * that day; after it, the whole stay (`totalUsd`). A stay booked inside that window has a deadline
 * already past, so cancelling it costs the whole stay at once.
 */
export function resortPolicy(
  property: Pick<ResortProperty, "freeCancellationDays" | "timeZone">,
  checkIn: string,
  totalUsd: number,
): CancellationPolicy {
  if (!Number.isSafeInteger(totalUsd) || totalUsd < 0) {
    throw new RangeError(`totalUsd must be whole cents, got ${totalUsd}`);
  }
  const [year, month, day] = checkIn.split("-").map(Number) as [number, number, number];
  // Date.UTC rolls a day before the 1st back into the month before.
  const deadlineDay = new Date(Date.UTC(year, month - 1, day - property.freeCancellationDays))
    .toISOString()
    .slice(0, 10);
  return {
    refundable: true,
    freeUntil: zonedHour(deadlineDay, CHECK_IN_HOUR, property.timeZone),
    timeZone: property.timeZone,
    penaltyMinor: totalUsd,
  };
}
