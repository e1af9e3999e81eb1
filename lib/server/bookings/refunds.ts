import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";
import { fromUsd } from "@/lib/currency/currency-math";

/**
 * What cancelling gives back now, by the policy the booking was sold with (DESIGN §9): all of it
 * before the free-cancellation deadline, what was paid less the penalty after it (or when the
 * rate was not refundable), never more than was paid (a deposit sale's unpaid balance is owed no
 * more, and a penalty above what was paid is not asked for). The card is refunded first; what the penalty
 * leaves of the credits' value goes back as credits.
 */
export interface RefundBooking {
  totalMinor: number;
  cardMinor: number;
  /** A deposit sale's balance, and whether it was paid (by card or wallet, as the deposit). */
  balanceMinor?: number;
  balancePaidAt?: Date | null;
  creditsMinor: number;
  creditsValueMinor: number;
  refundedMinor: number;
  currency: string;
  exchangeRate: string;
  offer: unknown;
  /** When it was booked: a flight is free to cancel for 24 hours after. */
  createdAt: Date;
}

export interface Refund {
  refundMinor: number;
  penaltyMinor: number;
  cardRefundMinor: number;
  /** In the credits' own currency. */
  creditsBackMinor: number;
  freeUntil: string | null;
}

/**
 * Until when cancelling is free: the policy's deadline for a refundable rate, or the hours after
 * booking that the policy gives whatever the fare (never past `freeBefore`), whichever is later.
 */
export function freeUntilOf(policy: CancellationPolicy, bookedAt: Date): Date | null {
  const byRate = policy.refundable && policy.freeUntil ? new Date(policy.freeUntil) : null;
  let afterBooking: Date | null = null;
  if (policy.freeHoursAfterBooking) {
    const end = bookedAt.getTime() + policy.freeHoursAfterBooking * 3_600_000;
    const cap = policy.freeBefore ? Date.parse(policy.freeBefore) : Infinity;
    afterBooking = new Date(Math.min(end, cap));
  }
  if (!byRate) return afterBooking;
  if (!afterBooking) return byRate;
  return byRate > afterBooking ? byRate : afterBooking;
}

/**
 * The policy of an offer whose price moved between search and hold, its penalty priced from the
 * held price: a penalty is a share of what is paid (a night, the whole stay), so after an accepted
 * price change a cancellation never refunds the difference. Never more than the held total.
 */
export function policyAtPrice(
  policy: CancellationPolicy,
  searchTotalUsd: number,
  heldTotalUsd: number,
): CancellationPolicy {
  if (searchTotalUsd <= 0 || searchTotalUsd === heldTotalUsd) return policy;
  const atPrice = (penalty: number) =>
    Math.min(heldTotalUsd, Math.round((penalty * heldTotalUsd) / searchTotalUsd));
  return {
    ...policy,
    penaltyMinor: atPrice(policy.penaltyMinor),
    ...(policy.steps && {
      steps: policy.steps.map((s) => ({ ...s, penaltyMinor: atPrice(s.penaltyMinor) })),
    }),
  };
}

/**
 * What cancelling costs once it is not free, in the booking's currency, never above its total:
 * at `now`, the penalty of the policy's last step begun by then; without `now`, the most it can
 * cost (the policy's penalty, its last step's).
 */
export function penaltyOf(
  policy: CancellationPolicy,
  booking: Pick<RefundBooking, "totalMinor" | "exchangeRate" | "currency">,
  now?: Date,
): number {
  const usd =
    policy.steps && now
      ? (policy.steps.findLast((s) => Date.parse(s.from) <= now.getTime())?.penaltyMinor ?? 0)
      : policy.penaltyMinor;
  return Math.min(booking.totalMinor, fromUsd(usd, booking.exchangeRate, booking.currency));
}

export function refundNow(booking: RefundBooking, now: Date): Refund {
  const policy = (booking.offer as { policy: CancellationPolicy }).policy;
  const until = freeUntilOf(policy, booking.createdAt);
  const free = until !== null && now < until;
  const penaltyMinor = free ? 0 : penaltyOf(policy, booking, now);
  // What was paid: all of it, or a deposit sale's deposit until its balance is paid.
  const balancePaid = booking.balancePaidAt ? (booking.balanceMinor ?? 0) : 0;
  const paidMinor = booking.totalMinor - (booking.balanceMinor ?? 0) + balancePaid;
  const refundMinor = Math.max(0, paidMinor - penaltyMinor - booking.refundedMinor);
  const cardRefundMinor = Math.min(booking.cardMinor + balancePaid, refundMinor);
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
    freeUntil: until?.toISOString() ?? null,
  };
}
