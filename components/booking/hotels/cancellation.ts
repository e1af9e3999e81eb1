import type { CancellationPolicy } from "@/lib/contract/hotels";
import { dateTimeFormat } from "@/lib/i18n/intl-format";

/**
 * When free cancellation ends, in the hotel's time zone (the policy's), with that zone's short
 * name. Intl refuses `timeZoneName` beside `dateStyle`, so the zone is read by a second format.
 * A zone Intl does not know falls back to UTC rather than failing the page.
 */
export function freeUntilText(
  freeUntil: string,
  timeZone: string,
  locale: string,
): { date: string; zone: string } {
  const instant = new Date(freeUntil);
  const format = (zone: string) => ({
    date: dateTimeFormat(locale, {
      timeZone: zone,
      dateStyle: "medium",
      timeStyle: "short",
    }).format(instant),
    zone:
      dateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" })
        .formatToParts(instant)
        .find((p) => p.type === "timeZoneName")?.value ?? zone,
  });
  try {
    return format(timeZone);
  } catch {
    return format("UTC");
  }
}

/** Whether the rate can still be cancelled free of charge. */
export function isFreeToCancel(policy: CancellationPolicy, now: number = Date.now()): boolean {
  return policy.refundable && policy.freeUntil !== null && Date.parse(policy.freeUntil) > now;
}
