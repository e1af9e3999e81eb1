import "server-only";
import { TZDate } from "@date-fns/tz";

/**
 * A calendar date (`YYYY-MM-DD`) and a wall-clock time (`HH:mm`) in `timeZone`, as an instant: a
 * car's pick-up at its desk, an activity's start, a hotel's check-in.
 */
export function wallClockInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, mo - 1, d, h, min, 0, timeZone).getTime());
}
