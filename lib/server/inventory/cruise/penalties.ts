import "server-only";
import { TZDate } from "@date-fns/tz";
import * as z from "zod";
import { addDaysIso, todayIso } from "@/lib/booking/hotel-search-params";
import { nightsBetween } from "@/lib/contract/stay";
import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";

/**
 * A cruise line's charges for cancelling (data/cruise-lines.json): from `daysBefore` days before
 * sailing on, cancelling costs `percent` of the cruise's price. Days are calendar days in the
 * embarkation port's time zone: a cruise sailing on the 1st is 30 days away all of the 2nd of the
 * month before, there. The engine's refund and the line's cancellation page both read this one
 * schedule (cruisePolicy, penaltyTable), so that they can never disagree.
 */
export interface PenaltyStep {
  daysBefore: number;
  percent: number;
}

/** Steps from the farthest day to the nearest, each charging more than the one before. */
export const penaltySchedule = z
  .array(
    z.strictObject({
      daysBefore: z.number().int().nonnegative(),
      percent: z.number().int().min(1).max(100),
    }),
  )
  .min(1)
  .refine(
    (steps) =>
      steps.every(
        (step, i) =>
          i === 0 ||
          (step.daysBefore < steps[i - 1]!.daysBefore && step.percent > steps[i - 1]!.percent),
      ),
    "steps go from the farthest day to the nearest, each charging more",
  );

/** The start of the day `daysBefore` days before `departureDate`, in `timeZone`. */
export function stepStart(departureDate: string, daysBefore: number, timeZone: string): Date {
  const [y, m, d] = addDaysIso(departureDate, -daysBefore).split("-").map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, timeZone).getTime());
}

/** How many days before sailing `at` is, counted in calendar days in `timeZone` (0: the day). */
export function daysBeforeSailing(departureDate: string, timeZone: string, at: Date): number {
  return nightsBetween(todayIso(new TZDate(at.getTime(), timeZone)), departureDate);
}

/** The percent charged for cancelling `daysBefore` days before sailing (0 before the first step). */
export function percentAt(steps: readonly PenaltyStep[], daysBefore: number): number {
  let percent = 0;
  for (const step of steps) if (daysBefore <= step.daysBefore) percent = step.percent;
  return percent;
}

/**
 * The policy a cruise is sold with: free until the first step's day begins at the port, then each
 * step's share of `totalUsd` (USD cents) from its day on.
 */
export function cruisePolicy(
  steps: readonly PenaltyStep[],
  departureDate: string,
  timeZone: string,
  totalUsd: number,
): CancellationPolicy {
  const charged = steps.map((step) => ({
    from: stepStart(departureDate, step.daysBefore, timeZone).toISOString(),
    penaltyMinor: Math.round((totalUsd * step.percent) / 100),
  }));
  return {
    refundable: true,
    freeUntil: charged[0]!.from,
    timeZone,
    penaltyMinor: charged.at(-1)!.penaltyMinor,
    steps: charged,
  };
}

/** One row of a line's cancellation table: the days before sailing it covers and its charge. */
export interface PenaltyRow {
  /** The nearest day of the row (0: the day of sailing). */
  fromDays: number;
  /** The farthest; null for the first row ("or more"). */
  toDays: number | null;
  percent: number;
}

/** The table a line's cancellation page shows: nothing charged first, then every step. */
export function penaltyTable(steps: readonly PenaltyStep[]): PenaltyRow[] {
  return [
    { fromDays: steps[0]!.daysBefore + 1, toDays: null, percent: 0 },
    ...steps.map((step, i) => ({
      fromDays: i + 1 < steps.length ? steps[i + 1]!.daysBefore + 1 : 0,
      toDays: step.daysBefore,
      percent: step.percent,
    })),
  ];
}
