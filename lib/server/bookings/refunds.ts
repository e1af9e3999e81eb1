import type { CancellationPolicy } from "@/lib/contract/hotels";
import { fromUsd } from "./currency-math";

/**
 * What cancelling gives back now, by the policy the booking was sold with (DESIGN §9): all of it
 * before the free-cancellation deadline, the total less the penalty after it (or when the rate
 * was not refundable), never more than was paid. The card is refunded first; what the penalty
 * leaves of the credits' value goes back as credits.
 */
export interface RefundBooking {
  totalMinor: number;
  cardMinor: number;
  creditsMinor: number;
  creditsValueMinor: number;
  refundedMinor: number;
  currency: string;
  exchangeRate: string;
  offer: unknown;
}

export interface Refund {
  refundMinor: number;
  penaltyMinor: number;
  cardRefundMinor: number;
  /** In the credits' own currency. */
  creditsBackMinor: number;
  freeUntil: string | null;
}

export function refundNow(booking: RefundBooking, now: Date): Refund {
  const policy = (booking.offer as { policy: CancellationPolicy }).policy;
  const free = policy.refundable && policy.freeUntil !== null && now < new Date(policy.freeUntil);
  const penaltyMinor = free
    ? 0
    : Math.min(
        booking.totalMinor,
        fromUsd(policy.penaltyMinor, booking.exchangeRate, booking.currency),
      );
  const refundMinor = Math.max(0, booking.totalMinor - penaltyMinor - booking.refundedMinor);
  const cardRefundMinor = Math.min(booking.cardMinor, refundMinor);
  const creditsRefundValue = refundMinor - cardRefundMinor;
  const creditsBackMinor =
    booking.creditsValueMinor > 0
      ? Math.floor((booking.creditsMinor * creditsRefundValue) / booking.creditsValueMinor)
      : 0;
  return {
    refundMinor,
    penaltyMinor,
    cardRefundMinor,
    creditsBackMinor,
    freeUntil: policy.freeUntil,
  };
}
