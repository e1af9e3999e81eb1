import "server-only";
import { TZDate } from "@date-fns/tz";
import { createTranslator } from "next-intl";
import { brandColours } from "@/lib/brand/colour";
import type { BookingView, HotelOfferSnapshot, Money } from "@/lib/contract/booking";
import { loadMessages } from "@/lib/i18n/load-messages";
import type BookingMailMessages from "@/messages/parts/booking-mail/en.json";
import { FALLBACK_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

/** What the documents and emails show of an agency. */
export interface AgencyBrand {
  name: string;
  /** Absolute URL, or null. */
  logoUrl: string | null;
  primaryColor: string;
  /** The agency's site origin, e.g. `http://demo.localhost:3000`. */
  siteUrl: string;
  contactEmail: string | null;
  contactPhone: string | null;
}

/** The strings of the `BookingMail` namespace this code uses, each named for messages.test.ts. */
export const NAMESPACE = "BookingMail";

export function resolveLocale(locale: string): Locale {
  return isLocale(locale) ? locale : FALLBACK_LOCALE;
}

export async function bookingTranslator(locale: Locale) {
  // Typed as the part's English messages, so each key and its arguments are checked.
  const messages = (await loadMessages(locale)) as typeof BookingMailMessages;
  return createTranslator({ locale, messages, namespace: NAMESPACE });
}
export type BookingT = Awaited<ReturnType<typeof bookingTranslator>>;

/** A hex colour safe to put in a style attribute or a PDF fill (the default when malformed). */
export function safeColour(hex: string): string {
  return brandColours(hex).primary;
}

/** The hotel snapshot: the only product the engine books today. */
export function hotelOf(booking: BookingView): HotelOfferSnapshot {
  return booking.offer;
}

/** Minor units as Intl shows them; the number of decimals is the currency's (JPY 0, KWD 3). */
export function formatMoney(money: Money, locale: string): string {
  const nf = new Intl.NumberFormat(locale, { style: "currency", currency: money.currency });
  const digits = nf.resolvedOptions().maximumFractionDigits ?? 2;
  return nf.format(money.amountMinor / 10 ** digits);
}

function hourMinute(time: string, fallback: [number, number]): [number, number] {
  const m = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!m) return fallback;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? [h, min] : fallback;
}

/** A calendar date (`YYYY-MM-DD`) and wall-clock time (`HH:mm`) in `timeZone`, as an instant. */
export function localInstant(
  date: string,
  time: string,
  timeZone: string,
  fallback: [number, number],
): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = hourMinute(time, fallback);
  return new Date(new TZDate(y, mo - 1, d, h, min, timeZone).getTime());
}

/** Check-in and check-out instants; hotels that give no time get 15:00 and 11:00. */
export function stayInstants(offer: HotelOfferSnapshot): { start: Date; end: Date } {
  return {
    start: localInstant(offer.checkIn, offer.checkInTime, offer.timeZone, [15, 0]),
    end: localInstant(offer.checkOut, offer.checkOutTime, offer.timeZone, [11, 0]),
  };
}

/** A calendar date as written, whatever the server's zone. */
export function formatDate(date: string, locale: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, {
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
  return new Intl.DateTimeFormat(locale, {
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
    return new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(date);
  } catch {
    // An unknown zone id: the instant in UTC, said so, rather than no deadline at all.
    return new Intl.DateTimeFormat(locale, { ...opts, timeZone: "UTC" }).format(date);
  }
}

/** The host of the agency's site (for UIDs and no-reply addresses). */
export function siteHost(brand: AgencyBrand): string {
  try {
    return new URL(brand.siteUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/** Travellers named for each room, in order. */
export function guestsByRoom(booking: BookingView): string[][] {
  const rooms = hotelOf(booking).rooms.map(() => [] as string[]);
  for (const t of booking.travellers) {
    const room = rooms[Math.min(t.unit, rooms.length - 1)];
    room?.push(`${t.firstName} ${t.lastName}`);
  }
  return rooms;
}

export function leadGuest(booking: BookingView): string {
  return `${booking.contact.firstName} ${booking.contact.lastName}`;
}

const STATUS_KEYS = {
  pending: "statuses.pending",
  requires_action: "statuses.requires_action",
  confirmed: "statuses.confirmed",
  failed: "statuses.failed",
  cancelled: "statuses.cancelled",
} as const;
const BOARD_KEYS = { RO: "boards.RO", BB: "boards.BB", HB: "boards.HB" } as const;

/** The policy in words: free until the deadline on the hotel's clock, or what applies instead. */
export function cancellationText(booking: BookingView, locale: string, t: BookingT): string {
  const { policy } = hotelOf(booking);
  if (!policy.refundable) return t("nonRefundable");
  if (!policy.freeUntil) return t("feesApply");
  return t("freeUntil", { deadline: formatDeadline(policy.freeUntil, policy.timeZone, locale) });
}

/** One row of the details: a label and its value (lines separated by `\n`). */
export type Detail = [label: string, value: string];

/**
 * What was booked, in groups (references, hotel, stay, money), the same on the voucher and in the
 * emails. A cancelled booking shows its refund instead of a deadline that no longer matters.
 */
export function detailGroups(booking: BookingView, locale: string, t: BookingT): Detail[][] {
  const hotel = hotelOf(booking);
  const guests = guestsByRoom(booking);
  const at = (date: string, time: string) => ({
    date: formatDate(date, locale),
    time: formatTime(time, locale),
  });
  // "2 adults, 1 child", "Alice, Bob" with the language's own separators (Arabic's "،").
  const list = (items: string[]) =>
    new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(items);
  const rooms = hotel.rooms.map((r, i) => {
    const who = [t("adults", { count: r.adults })];
    if (r.childAges.length) who.push(t("children", { count: r.childAges.length }));
    const names = guests[i]?.length ? `\n${list(guests[i]!)}` : "";
    return `${t("roomLine", { number: i + 1, name: hotel.roomName })} (${list(who)})${names}`;
  });
  const cancelled = booking.status === "cancelled";
  const money: Detail[] = [[t("charged"), formatMoney(booking.charged, locale)]];
  if (cancelled || booking.refunded.amountMinor > 0) {
    money.push([t("refunded"), formatMoney(booking.refunded, locale)]);
  }
  if (!cancelled) money.push([t("cancellation"), cancellationText(booking, locale, t)]);
  return [
    [
      [t("status"), t(STATUS_KEYS[booking.status])],
      [t("supplierReference"), booking.supplierReference ?? t("notYetAvailable")],
      [t("hotelConfirmation"), booking.hotelConfirmation ?? t("notYetAvailable")],
    ],
    [
      [t("hotel"), hotel.hotelName],
      [t("address"), hotel.address],
      [t("phone"), hotel.phone],
    ],
    [
      [t("checkIn"), t("checkInAt", at(hotel.checkIn, hotel.checkInTime))],
      [t("checkOut"), t("checkOutAt", at(hotel.checkOut, hotel.checkOutTime))],
      ["", t("nights", { count: hotel.nights })],
      [t("rooms"), rooms.join("\n")],
      [t("board"), t(BOARD_KEYS[hotel.board])],
      [
        t("leadGuest"),
        `${leadGuest(booking)}\n${booking.contact.email} · ${booking.contact.phone}`,
      ],
    ],
    money,
  ];
}
