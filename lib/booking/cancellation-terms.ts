import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";

/**
 * A policy read the way the refund applies it (lib/server/bookings/refunds.ts): free until
 * `freeUntil` when refundable; otherwise cancelling keeps `penaltyMinor`, which keeps everything
 * when it reaches the price. A card or a rate says this, never the flags alone: a Flex fare's
 * penalty is the whole fare, but only after a departure that ends its free cancellation.
 */
export type CancellationTerms =
  | { kind: "freeUntil"; until: string }
  | { kind: "fee"; feeUsd: number }
  | { kind: "free" }
  | { kind: "nonRefundable" };

export function cancellationTerms(policy: CancellationPolicy, totalUsd: number): CancellationTerms {
  if (policy.refundable && policy.freeUntil) return { kind: "freeUntil", until: policy.freeUntil };
  if (policy.penaltyMinor >= totalUsd) return { kind: "nonRefundable" };
  return policy.penaltyMinor > 0 ? { kind: "fee", feeUsd: policy.penaltyMinor } : { kind: "free" };
}
