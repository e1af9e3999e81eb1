import type { CancellationPolicy } from "@/lib/contract/hotels";

/**
 * Hotel cancellation policies. A room type's rule is relative to the stay (free until so many days
 * before check-in); the policy a traveller sees and books is absolute: an instant in the hotel's
 * time zone, so the deadline means the same to a guest abroad and to the hotel's front desk.
 */

/** A room type's cancellation rule, as the generator deals it out. */
export type CancellationRule =
  /** Free until `freeCancellationDays` (1–7) days before check-in. */
  { refundable: true; freeCancellationDays: number } | { refundable: false };

/** Hotels close the free-cancellation day at 18:00, their local time, as many real ones do. */
export const FREE_CANCELLATION_HOUR = 18;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;

// One formatter per time zone (a few hundred at most): building one is what costs, and search
// prices every rate of a hundred hotels.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
function offsetMinutes(timeZone: string, instant: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant)) {
    part[type] = Number(value);
  }
  const wall = Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute, part.second);
  return Math.round((wall - (instant - (instant % 1000))) / MINUTE_MS);
}

/** `+01:00`, `-03:00`, `+05:30`. */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${hh}:${mm}`;
}

// A search asks for a few days in a few zones, again and again: a small cache, emptied rather
// than evicted one by one when full.
const instants = new Map<string, string>();
const MAX_CACHED_INSTANTS = 10_000;

/**
 * `hour`:00 on a day in a zone as an ISO instant with the zone's offset on that day (so DST is
 * that day's, not today's): the offset is read at a first guess of the instant and read again
 * at the result, which settles it on either side of a change.
 */
export function zonedHour(day: string, hour: number, timeZone: string): string {
  const key = `${timeZone} ${day} ${hour}`;
  let found = instants.get(key);
  if (found === undefined) {
    if (instants.size >= MAX_CACHED_INSTANTS) instants.clear();
    found = computeZonedHour(day, hour, timeZone);
    instants.set(key, found);
  }
  return found;
}

function computeZonedHour(day: string, hour: number, timeZone: string): string {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
  const guess = wall - offsetMinutes(timeZone, wall) * MINUTE_MS;
  const offset = offsetMinutes(timeZone, guess);
  return `${day}T${String(hour).padStart(2, "0")}:00:00.000${offsetText(offset)}`;
}

/**
 * `freeUntil`: (checkIn − freeCancellationDays) at 18:00 in the hotel's time zone, as an ISO
 * instant with that zone's offset on that day; null when not refundable. `penaltyMinor` is what
 * cancelling costs after it, or at any time when not refundable (the caller prices it: the first
 * night, or the whole stay).
 */
export function cancellationPolicyFor(
  rule: CancellationRule,
  timeZone: string,
  checkIn: string,
  penaltyMinor: number,
): CancellationPolicy {
  if (!Number.isSafeInteger(penaltyMinor) || penaltyMinor < 0) {
    throw new RangeError(`penaltyMinor must be whole cents, got ${penaltyMinor}`);
  }
  if (!rule.refundable) return { refundable: false, freeUntil: null, timeZone, penaltyMinor };
  const match = DATE.exec(checkIn);
  if (!match) throw new RangeError(`checkIn must be YYYY-MM-DD, got ${checkIn}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // Date.UTC rolls a day before the 1st back into the month before.
  const deadlineDay = new Date(Date.UTC(year, month - 1, day - rule.freeCancellationDays))
    .toISOString()
    .slice(0, 10);
  const freeUntil = zonedHour(deadlineDay, FREE_CANCELLATION_HOUR, timeZone);
  return { refundable: true, freeUntil, timeZone, penaltyMinor };
}

/** Whether cancelling at `now` is still free under the policy. */
export function isFreeToCancel(policy: CancellationPolicy, now: Date): boolean {
  return policy.freeUntil !== null && Date.parse(policy.freeUntil) > now.getTime();
}
