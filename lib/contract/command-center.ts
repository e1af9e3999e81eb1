import * as z from "zod";

/** One month's figures of the Command Center: sales and commission in US cents. */
const monthFigures = z.strictObject({
  salesUsd: z.number().int(),
  bookings: z.number().int(),
  commissionUsd: z.number().int(),
  averageUsd: z.number().int(),
});
export type MonthFigures = z.infer<typeof monthFigures>;

/**
 * GET /api/agency/command-center (issue 16): this month against last, a day-by-day chart of the
 * last 30 days, departures of the next 14 days, holds and reward credits about to lapse, recent
 * activity. `scope` is "agency" for owners and admins, "own" for an agent's own bookings.
 */
export const commandCenterResponse = z.strictObject({
  scope: z.enum(["agency", "own"]),
  thisMonth: monthFigures,
  lastMonth: monthFigures,
  daily: z.array(
    z.strictObject({ day: z.iso.date(), bookings: z.number().int(), salesUsd: z.number().int() }),
  ),
  departures: z.array(
    z.strictObject({
      reference: z.string(),
      product: z.string(),
      startsOn: z.iso.date(),
      lead: z.string(),
    }),
  ),
  /** Deposit sales whose balance is still to pay, the soonest due first (issue 27). */
  balancesDue: z.array(
    z.strictObject({
      reference: z.string(),
      product: z.string(),
      dueOn: z.iso.date(),
      amount: z.strictObject({ amountMinor: z.number().int(), currency: z.string() }),
      lead: z.string(),
    }),
  ),
  holds: z.array(
    z.strictObject({
      id: z.string(),
      product: z.string(),
      expiresAt: z.iso.datetime(),
      totalUsd: z.number().int(),
    }),
  ),
  lapsingCredits: z.array(
    z.strictObject({
      name: z.string(),
      currency: z.string(),
      minor: z.number().int(),
      by: z.iso.datetime(),
    }),
  ),
  activity: z.array(
    z.strictObject({
      reference: z.string(),
      product: z.string(),
      to: z.string(),
      at: z.iso.datetime(),
    }),
  ),
});
export type CommandCenter = z.infer<typeof commandCenterResponse>;
