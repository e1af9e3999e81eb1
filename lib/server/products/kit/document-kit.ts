import "server-only";
import type { BookingView, Money } from "@/lib/contract/booking";
import { loadMessages } from "@/lib/i18n/load-messages";
import { wallClockInstant } from "../../wall-clock";
import { fromUsd } from "@/lib/currency/currency-math";
import type BookingMailMessages from "@/messages/parts/booking-mail/en.json";
import { FALLBACK_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { dateTimeFormat, numberFormat } from "@/lib/i18n/intl-format";

/** The strings of the `BookingMail` namespace this code uses, each named for messages.test.ts. */
export const NAMESPACE = "BookingMail";

export function resolveLocale(locale: string): Locale {
  return isLocale(locale) ? locale : FALLBACK_LOCALE;
}

export async function bookingTranslator(locale: Locale) {
  // Loaded when a document is written, not with the engine that imports the product registry:
  // next-intl's entry needs the bundler's React (the booking workers of the tests run without).
  const { createTranslator } = await import("next-intl");
  // Typed as the part's English messages, so each key and its arguments are checked.
  const messages = (await loadMessages(locale)) as typeof BookingMailMessages;
  return createTranslator({ locale, messages, namespace: NAMESPACE });
}
export type BookingT = Awaited<ReturnType<typeof bookingTranslator>>;

/** Minor units as Intl shows them; the number of decimals is the currency's (JPY 0, KWD 3). */
export function formatMoney(money: Money, locale: string): string {
  const nf = numberFormat(locale, { style: "currency", currency: money.currency });
  const digits = nf.resolvedOptions().maximumFractionDigits ?? 2;
  return nf.format(money.amountMinor / 10 ** digits);
}

/** USD cents of the snapshot (an extra, a surcharge, an excess) in the booking's currency. */
export function usdInBookingCurrency(booking: BookingView, usdCents: number): Money {
  const { total, exchangeRate } = booking.price;
  return { amountMinor: fromUsd(usdCents, exchangeRate, total.currency), currency: total.currency };
}

function hourMinute(time: string, fallback: [number, number]): [number, number] {
  const m = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!m) return fallback;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? [h, min] : fallback;
}

/** A calendar date (`YYYY-MM-DD`) and wall-clock time (`HH:mm`, else `fallback`) in `timeZone`. */
export function localInstant(
  date: string,
  time: string,
  timeZone: string,
  fallback: [number, number],
): Date {
  const [h, min] = hourMinute(time, fallback);
  return wallClockInstant(date, `${h}:${min}`, timeZone);
}

/** A calendar date as written, whatever the server's zone. */
export function formatDate(date: string, locale: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return dateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A wall-clock time (`HH:mm`) in the locale's style (15:00, 3:00 PM). */
export function formatTime(time: string, locale: string): string {
  if (!/^\d{1,2}:\d{2}/.test(time.trim())) return time;
  const [h, m] = hourMinute(time, [0, 0]);
  return dateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/**
 * The free-cancellation deadline in the hotel's zone, with the zone's name, so a traveller in
 * another zone reads the hotel's clock (e.g. "Sat, 12 July 2025, 18:00 Central European Summer
 * Time").
 */
export function formatDeadline(instant: string, timeZone: string, locale: string): string {
  const date = new Date(instant);
  const opts: Intl.DateTimeFormatOptions = {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "long",
  };
  try {
    return dateTimeFormat(locale, { ...opts, timeZone }).format(date);
  } catch {
    // An unknown zone id: the instant in UTC, said so, rather than no deadline at all.
    return dateTimeFormat(locale, { ...opts, timeZone: "UTC" }).format(date);
  }
}

/**
 * A wall-clock time at a place (`YYYY-MM-DDTHH:MM`, a car desk's) with its date and the name of
 * the place's zone, so nobody reads it on their own clock: "Tue, June 1, 2027 at 10:00 AM Western
 * European Summer Time".
 */
export function formatLocalInZone(local: string, timeZone: string, locale: string): string {
  const instant = localInstant(local.slice(0, 10), local.slice(11, 16), timeZone, [0, 0]);
  return formatDeadline(instant.toISOString(), timeZone, locale);
}

/** A country's name in the language ("PT" → "Portugal"); the code when Intl has no name. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A local `YYYY-MM-DDTHH:MM` at an airport, as written there: its date and its time. */
export function localDateTime(local: string, locale: string): { date: string; time: string } {
  return {
    date: formatDate(local.slice(0, 10), locale),
    time: formatTime(local.slice(11), locale),
  };
}

export function leadGuest(booking: BookingView): string {
  return `${booking.contact.firstName} ${booking.contact.lastName}`;
}

export const STATUS_KEYS = {
  pending: "statuses.pending",
  requires_action: "statuses.requires_action",
  confirmed: "statuses.confirmed",
  failed: "statuses.failed",
  cancelling: "statuses.cancelling",
  cancelled: "statuses.cancelled",
} as const;
/** One row of the details: a label and its value (lines separated by `\n`). */
export type Detail = [label: string, value: string];

/** Whom the booking is for: the lead guest or the contact, with the email and the phone. */
export function contactDetail(booking: BookingView, label: string): Detail {
  return [label, `${leadGuest(booking)}\n${booking.contact.email} · ${booking.contact.phone}`];
}

/**
 * A policy in words: free until the deadline on the clock of the place (the hotel's, the
 * pick-up desk's, the activity's), or what applies instead.
 */
export function policyText(
  policy: { refundable: boolean; freeUntil: string | null },
  timeZone: string,
  locale: string,
  t: BookingT,
): string {
  if (!policy.refundable) return t("nonRefundable");
  if (!policy.freeUntil) return t("feesApply");
  return t("freeUntil", { deadline: formatDeadline(policy.freeUntil, timeZone, locale) });
}
