import { addDaysIso, nightsBetween } from "./hotel-search-params";

/**
 * The nearest valid dates for a search whose dates have passed (a link shared last month): as
 * many days, starting on `earliest`. Null when the dates have not passed.
 */
export function datesFromPast(
  start: string,
  end: string,
  earliest: string,
): { start: string; end: string } | null {
  if (start >= earliest) return null;
  return { start: earliest, end: addDaysIso(end, nightsBetween(start, earliest)) };
}
