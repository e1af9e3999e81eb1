import { convertFromUsd, formatMoney } from "@/lib/currency/currency";
import { minorDigits } from "@/lib/currency/currency-math";
import { dateTimeFormat, displayNames, listFormat, numberFormat } from "@/lib/i18n/intl-format";

/**
 * Formatting for booking pages with Intl alone (no date library in the booking bundles). Money
 * arrives as integer minor units with its currency; stay dates as ISO dates with no time zone;
 * instants as ISO timestamps, shown in the zone that gives them meaning (the hotel's).
 *
 * What one product reads from its booking lives in its own file (`lib/booking/<product>-trip.ts`)
 * and is reached through the registry (`./trip-products`); they are exported here as well, for the
 * callers that have always imported them from this one place.
 */

export { activityPriceLines } from "./activities-trip";
export { carModel, carRoute } from "./cars-trip";
export {
  dayShift,
  flightCancellationRule,
  flightCarriers,
  flightRoute,
  flightSegments,
  type FlightSegmentOf,
  placeName,
  seatsOf,
} from "./flights-trip";
export { guestCounts } from "./hotels-trip";
export { bookingTitle, travellerCount, tripDates } from "./trip-products";

export { minorDigits } from "@/lib/currency/currency-math";

export function formatMinor(
  money: { amountMinor: number; currency: string },
  locale: string,
): string {
  const digits = minorDigits(money.currency);
  return numberFormat(locale, {
    style: "currency",
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(money.amountMinor / 10 ** digits);
}

export function formatUsdCents(cents: number, locale: string): string {
  return formatMinor({ amountMinor: cents, currency: "USD" }, locale);
}

/** A quote's or booking's currency and its locked rate (units of the currency per USD). */
export interface LockedRate {
  total: { currency: string };
  exchangeRate: string;
}

/**
 * USD cents of an offer's snapshot (an extra, a surcharge, a traveller's price) in the quote's or
 * booking's currency at its locked rate, as the charge is; in USD when there is no rate.
 */
export function formatUsdAt(usdCents: number, locale: string, rate?: LockedRate): string {
  const perUsd = Number(rate?.exchangeRate);
  if (!rate || !(perUsd > 0)) return formatUsdCents(usdCents, locale);
  return formatMoney(convertFromUsd(usdCents, perUsd), rate.total.currency, locale);
}

/**
 * A minor-unit amount typed in major units ("12.5", "12,50"); null when it is not a plain
 * non-negative number with at most the currency's decimals.
 */
export function parseMajorToMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const normalised = text.trim().replace(",", ".");
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(normalised)) return null;
  const [whole = "0", fraction = ""] = normalised.split(".");
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

/** A minor-unit amount as the plain major-unit text an input shows ("12.50"). */
export function minorToMajorText(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/** SPEC §9 date display (MMM DD, YYYY) of a stay date, the same calendar day everywhere. */
export function formatStayDate(isoDate: string, locale: string): string {
  return dateTimeFormat(locale, {
    month: "short",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** An instant with its date, time and zone name, in `timeZone` (the hotel's) when given. */
export function formatInstant(iso: string, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: "medium",
    timeStyle: "short",
  };
  try {
    return dateTimeFormat(locale, {
      ...options,
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(iso));
  } catch {
    // An unknown zone name: the traveller's own zone is better than nothing.
    return dateTimeFormat(locale, options).format(new Date(iso));
  }
}

/**
 * A zone's offset from UTC at an instant, in ms (+3_600_000 for Paris in winter); 0 for an
 * unknown zone.
 */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  try {
    const parts = dateTimeFormat("en", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).formatToParts(new Date(instantMs));
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((p) => p.type === type)?.value ?? 0);
    const wall = Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
      part("second"),
    );
    return wall - Math.floor(instantMs / 1000) * 1000;
  } catch {
    return 0;
  }
}

/**
 * The instant of a wall-clock time (`YYYY-MM-DDTHH:MM`) in a zone, as an ISO timestamp: a car
 * desk's pick-up time, to name its zone and to put it in a machine-readable `<time>`.
 */
export function zonedInstant(local: string, timeZone: string): string {
  const wall = Date.parse(`${local.slice(0, 16)}:00Z`);
  // The offset at the wall time read as UTC, corrected once for a change of offset in between.
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The zone's short name at that instant ("GMT+1", "EST"), to say whose clock a time is on. */
export function zoneName(iso: string, locale: string, timeZone: string): string {
  try {
    const parts = dateTimeFormat(locale, {
      timeZone,
      timeZoneName: "short",
    }).formatToParts(new Date(iso));
    return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * A deadline (a free cancellation's end) as the sentences saying it take it: its date and time
 * in the zone whose clock it is on, and that zone's name.
 */
export function deadlineIn(
  instant: string,
  locale: string,
  timeZone: string,
): { date: string; zone: string } {
  return {
    date: formatInstant(instant, locale, timeZone),
    zone: zoneName(instant, locale, timeZone),
  };
}

/** A time of day (checkInTime "15:00") in the page language's notation. */
export function formatTimeOfDay(hhmm: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  return dateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** A country's name in the page language ("Portugal" for PT); the code when it has none. */
export function countryName(code: string, locale: string): string {
  try {
    return displayNames(locale, { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The date of a local `YYYY-MM-DDTHH:MM`, as a stay date is shown (MMM DD, YYYY). */
export function localDate(local: string): string {
  return local.slice(0, 10);
}

/** The time of day of a local `YYYY-MM-DDTHH:MM`, in the page language's notation. */
export function formatLocalTime(local: string, locale: string): string {
  return formatTimeOfDay(local.slice(11, 16), locale);
}

/** A duration in hours and minutes, in the language's own units ("7 hr, 5 min", "7 Std., 5 Min."). */
export function formatDuration(minutes: number, locale: string): string {
  const unit = (value: number, name: "hour" | "minute") =>
    numberFormat(locale, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? unit(h, "hour") : null, m || !h ? unit(m, "minute") : null].filter(
    (p): p is string => p !== null,
  );
  return listFormat(locale, { type: "unit", style: "narrow" }).format(parts);
}

/**
 * A date and time of day written on a local clock (`YYYY-MM-DDTHH:MM`, a car desk's), in the
 * page language's notation and as written, never converted: "Jun 01, 2027, 10:00 AM".
 */
export function formatLocalDateTime(local: string, locale: string): string {
  return dateTimeFormat(locale, {
    month: "short",
    day: "2-digit",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(`${local.slice(0, 16)}:00Z`));
}
