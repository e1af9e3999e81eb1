import type * as z from "zod";

/**
 * Stays and rentals, counted alike by every product that sells days: nights between two dates,
 * rental days between two times, and the limits on both (SPEC §9).
 */

/** Stays and rentals up to this many days (SPEC §9). */
export const MAX_DAYS = 60;
export const MAX_GUESTS_PER_ROOM = 4;

const DAY_MS = 86_400_000;

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round(
    (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS,
  );
}

/** A stay of one to MAX_DAYS nights, checked alike wherever a stay is asked for. */
export function checkStay(q: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) {
  const nights = nightsBetween(q.checkIn, q.checkOut);
  if (nights < 1) {
    ctx.addIssue({ code: "custom", message: "checkOut must be after checkIn", path: ["checkOut"] });
  } else if (nights > MAX_DAYS) {
    ctx.addIssue({
      code: "custom",
      message: `a stay is at most ${MAX_DAYS} nights`,
      path: ["checkOut"],
    });
  }
}

const instant = (dateTime: string) =>
  Date.parse(/(Z|[+-]\d\d:?\d\d)$/i.test(dateTime) ? dateTime : `${dateTime}Z`);

/** Rental days are started 24-hour periods; 0 when the return is not after the pick-up. */
export function rentalDays(pickUp: string, dropOff: string): number {
  const ms = instant(dropOff) - instant(pickUp);
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

/**
 * A rental of one to MAX_DAYS started days from field `from` to field `to`, checked alike
 * wherever a rental is asked for (the car search and the car deals name their fields apart).
 */
export function checkRental<From extends string, To extends string>(from: From, to: To) {
  return (q: Record<From | To, string>, ctx: z.RefinementCtx) => {
    const days = rentalDays(q[from], q[to]);
    if (days < 1) {
      ctx.addIssue({ code: "custom", message: `${to} must be after ${from}`, path: [to] });
    } else if (days > MAX_DAYS) {
      ctx.addIssue({
        code: "custom",
        message: `a rental is at most ${MAX_DAYS} days`,
        path: [to],
      });
    }
  };
}
