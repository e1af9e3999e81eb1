import * as z from "zod";

/**
 * A cancellation policy, the same shape for every product: free until `freeUntil` (an instant),
 * then `penaltyMinor` USD cents; or, with `steps`, a charge that grows as the day nears.
 */
export const cancellationPolicy = z.strictObject({
  refundable: z.boolean(),
  /** ISO instant; null when never free. Shown in `timeZone`, the place's (the hotel's, the airport's). */
  freeUntil: z.iso.datetime({ offset: true }).nullable(),
  timeZone: z.string(),
  /** What cancelling costs after `freeUntil` (or always, when not refundable), USD cents. */
  penaltyMinor: z.number().int().nonnegative(),
  /**
   * Free for this many hours after booking, whatever the fare (a flight's 24 hours), until
   * `freeBefore` (the departure) at the latest.
   */
  freeHoursAfterBooking: z.number().int().positive().optional(),
  freeBefore: z.iso.datetime({ offset: true }).optional(),
  /**
   * A charge that grows as the day nears (a cruise line's schedule): from each step's instant on,
   * cancelling costs its `penaltyMinor` USD cents. `freeUntil` is then the first step's instant
   * and `penaltyMinor` the last step's.
   */
  steps: z
    .array(
      z.strictObject({
        from: z.iso.datetime({ offset: true }),
        penaltyMinor: z.number().int().nonnegative(),
      }),
    )
    .min(1)
    .optional(),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;
