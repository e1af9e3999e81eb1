import "server-only";
import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";

/**
 * The policy of a product whose supplier states none yet (cruises and resorts until their own
 * issue): not refundable, the whole price kept, so a cancellation never promises a refund the
 * supplier would not give.
 */
export function soldAsIs(totalUsd: number): CancellationPolicy {
  return { refundable: false, freeUntil: null, timeZone: "UTC", penaltyMinor: totalUsd };
}
