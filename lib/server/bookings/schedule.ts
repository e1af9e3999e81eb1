import "server-only";
import { addDaysIso } from "@/lib/booking/hotel-search-params";
import type { PaymentTerms } from "../products/kit/types";

/**
 * A booking's payment schedule (issue 27, DESIGN §9): a product sold on a deposit is paid in two
 * parts, the deposit at booking and the balance by a due date some days before the trip starts;
 * once that date is today or past (the trip is near), the whole price is paid at booking. Amounts
 * are in the booking's currency at the quote's locked rate, so the two parts always add up to the
 * total charged.
 */
export interface PaymentSchedule {
  /** Paid at booking (credits and card). */
  dueNowMinor: number;
  /** Left to pay, 0 when none; with its due day (`YYYY-MM-DD`, UTC), null when none. */
  balanceMinor: number;
  balanceDueOn: string | null;
}

/** The schedule of a price `totalMinor` for a trip starting `startsOn`, sold `now`. */
export function paymentSchedule(
  terms: PaymentTerms | null | undefined,
  totalMinor: number,
  startsOn: string,
  now: Date,
): PaymentSchedule {
  const whole = { dueNowMinor: totalMinor, balanceMinor: 0, balanceDueOn: null };
  if (!terms) return whole;
  const dueOn = addDaysIso(startsOn, -terms.balanceDaysBefore);
  if (dueOn <= dayOf(now)) return whole;
  const deposit = Math.ceil((totalMinor * terms.depositPercent) / 100);
  if (deposit >= totalMinor) return whole;
  return {
    dueNowMinor: deposit,
    balanceMinor: totalMinor - deposit,
    balanceDueOn: dueOn,
  };
}

/** The schedule a quote fixed (its deposit and due day), for any total it is read with. */
export function quotedSchedule(quote: {
  totalMinor: number;
  depositMinor: number | null;
  balanceDueOn: string | null;
}): PaymentSchedule {
  return quote.depositMinor === null || quote.balanceDueOn === null
    ? { dueNowMinor: quote.totalMinor, balanceMinor: 0, balanceDueOn: null }
    : {
        dueNowMinor: quote.depositMinor,
        balanceMinor: quote.totalMinor - quote.depositMinor,
        balanceDueOn: quote.balanceDueOn,
      };
}

/** When the reminder of a balance goes: 7 days before its due day. */
export const REMINDER_DAYS = 7;

/** The day (`YYYY-MM-DD`, UTC) of `now`, and the day `days` later. */
export function dayOf(now: Date, days = 0): string {
  return addDaysIso(now.toISOString().slice(0, 10), days);
}
