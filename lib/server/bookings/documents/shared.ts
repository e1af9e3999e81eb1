import "server-only";
import { createTranslator } from "next-intl";
import {
  dayShift,
  flightCancellationRule,
  formatDuration,
  placeName,
  seatsOf,
} from "@/lib/booking/trip-format";
import type { ActivityOfferSnapshot } from "@/lib/contract/activities";
import type {
  BookingView,
  FlightOfferSnapshot,
  HotelOfferSnapshot,
  Money,
} from "@/lib/contract/booking";
import type { CarOfferSnapshot } from "@/lib/contract/cars";
import { loadMessages } from "@/lib/i18n/load-messages";
import { wallClockInstant } from "../../wall-clock";
import { fromUsd } from "../../money/currency-math";
import type BookingMailMessages from "@/messages/parts/booking-mail/en.json";
import { FALLBACK_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

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

export type HotelBooking = BookingView & { offer: HotelOfferSnapshot };
export type FlightBooking = BookingView & { offer: FlightOfferSnapshot };
export type CarBooking = BookingView & { offer: CarOfferSnapshot };
export type ActivityBooking = BookingView & { offer: ActivityOfferSnapshot };

export function isActivityBooking(booking: BookingView): booking is ActivityBooking {
  return booking.offer.product === "activities";
}

/** The hotel snapshot of a hotel booking; an error for any other product. */
export function hotelOf(booking: BookingView): HotelOfferSnapshot {
  if (booking.offer.product !== "hotels") {
    throw new Error(`booking ${booking.reference} is not a hotel booking`);
  }
  return booking.offer;
}

/**
 * A flight trip's airports in order, as codes ("LHR → JFK → LHR"): where it starts, each
 * journey's end, and a journey's start when it is not where the one before ended.
 */
export function flightRouteText(offer: FlightOfferSnapshot, arrow = "→"): string {
  const chunks: string[][] = [];
  for (const j of offer.journeys) {
    const from = j.segments[0]!.from.iata;
    const to = j.segments[j.segments.length - 1]!.to.iata;
    const chunk = chunks[chunks.length - 1];
    if (chunk && chunk[chunk.length - 1] === from) chunk.push(to);
    else chunks.push([from, to]);
  }
  return chunks.map((c) => c.join(` ${arrow} `)).join(" / ");
}

/**
 * What a booking is for, in a few words: the hotel's name, the flights' route, the rental
 * company and the pick-up desk, the activity's title.
 */
export function bookingSubject(booking: BookingView): string {
  const { offer } = booking;
  switch (offer.product) {
    case "flights":
      return flightRouteText(offer);
    case "cars":
      return `${offer.supplierName}, ${offer.pickUp.name}`;
    case "activities":
      return offer.title;
    default:
      return offer.hotelName;
  }
}

/**
 * The file names of a booking's documents: a hotel's or a rental's voucher, a flight's e-ticket
 * itinerary, an activity's tickets.
 */
export function documentFileNames(booking: BookingView): { pdf: string; ics: string } {
  const pdf = { flights: "itinerary", activities: "tickets", cars: "voucher", hotels: "voucher" }[
    booking.offer.product
  ];
  return { pdf: `${pdf}-${booking.reference}.pdf`, ics: `booking-${booking.reference}.ics` };
}

/** Minor units as Intl shows them; the number of decimals is the currency's (JPY 0, KWD 3). */
export function formatMoney(money: Money, locale: string): string {
  const nf = new Intl.NumberFormat(locale, { style: "currency", currency: money.currency });
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

export const STATUS_KEYS = {
  pending: "statuses.pending",
  requires_action: "statuses.requires_action",
  confirmed: "statuses.confirmed",
  failed: "statuses.failed",
  cancelled: "statuses.cancelled",
} as const;
const BOARD_KEYS = { RO: "boards.RO", BB: "boards.BB", HB: "boards.HB" } as const;

/**
 * A flight's rule in words, on the departure airport's clock: free within the hours after
 * booking (until the departure at the latest), then what the fare allows.
 */
export function flightCancellationText(
  booking: FlightBooking,
  locale: string,
  t: BookingT,
): string {
  const { policy } = booking.offer;
  const deadline = (instant: string) => formatDeadline(instant, policy.timeZone, locale);
  const rule = flightCancellationRule(policy, booking.createdAt);
  const parts: string[] = [];
  if (rule.freeHours?.until) {
    parts.push(
      t("flight.freeWithin", {
        hours: rule.freeHours.hours,
        deadline: deadline(rule.freeHours.until),
      }),
    );
  }
  if (rule.then?.kind === "nonRefundable") parts.push(t("flight.thenNonRefundable"));
  else if (rule.then?.kind === "free") {
    parts.push(t("flight.thenFree", { deadline: deadline(rule.then.until) }));
  } else if (rule.then?.kind === "fee") {
    const { total, exchangeRate } = booking.price;
    const fee = Math.min(
      total.amountMinor,
      fromUsd(policy.penaltyMinor, exchangeRate, total.currency),
    );
    parts.push(
      t("flight.thenFee", {
        fee: formatMoney({ amountMinor: fee, currency: total.currency }, locale),
      }),
    );
  }
  return parts.join(" ");
}

/** One row of the details: a label and its value (lines separated by `\n`). */
export type Detail = [label: string, value: string];

/** Whom the booking is for: the lead guest or the contact, with the email and the phone. */
export function contactDetail(booking: BookingView, label: string): Detail {
  return [label, `${leadGuest(booking)}\n${booking.contact.email} · ${booking.contact.phone}`];
}

export function hotelGroups(booking: BookingView, locale: string, t: BookingT): Detail[][] {
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
  return [
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
      contactDetail(booking, t("leadGuest")),
    ],
  ];
}

const PASSENGER_TYPE_KEYS = {
  adult: "flight.passengerTypes.adult",
  child: "flight.passengerTypes.child",
  infant: "flight.passengerTypes.infant",
} as const;
const CABIN_KEYS = {
  economy: "flight.cabins.economy",
  premium: "flight.cabins.premium",
  business: "flight.cabins.business",
  first: "flight.cabins.first",
} as const;
const BRAND_KEYS = {
  basic: "flight.brands.basic",
  standard: "flight.brands.standard",
  flex: "flight.brands.flex",
} as const;

/** An airport as a traveller reads it: "London Heathrow (LHR), London". */
function airportText(a: FlightOfferSnapshot["journeys"][number]["segments"][number]["from"]) {
  const city = placeName(a);
  return a.name.includes(city) ? `${a.name} (${a.iata})` : `${a.name} (${a.iata}), ${city}`;
}

/** The label of a journey: outbound and return for a round trip, numbered otherwise. */
function journeyLabel(offer: FlightOfferSnapshot, index: number, t: BookingT): string {
  if (offer.journeys.length === 1) return t("flight.flights");
  const first = offer.journeys[0]!.segments[0]!.from.iata;
  const last = offer.journeys[offer.journeys.length - 1]!;
  const round =
    offer.journeys.length === 2 && last.segments[last.segments.length - 1]!.to.iata === first;
  if (round) return index === 0 ? t("flight.outbound") : t("flight.return");
  return t("flight.journey", { number: index + 1 });
}

export function flightGroups(booking: FlightBooking, locale: string, t: BookingT): Detail[][] {
  const { offer } = booking;

  const passengers: Detail[] = booking.travellers.map((p, i) => {
    // A flight's passengers are adults, children and infants (seniors are an activity's).
    const type = p.type && p.type !== "senior" ? ` (${t(PASSENGER_TYPE_KEYS[p.type])})` : "";
    const lines = [
      `${p.firstName} ${p.lastName}${type}`,
      p.ticketNumber ? t("flight.ticket", { number: p.ticketNumber }) : t("flight.ticketPending"),
      ...seatsOf(offer, p).map(({ segment, seat, flight: s }) =>
        t("flight.seat", {
          flight: s ? `${s.flightNumber} ${s.from.iata}–${s.to.iata}` : String(segment + 1),
          seat,
        }),
      ),
    ];
    return [i === 0 ? t("flight.passengers") : "", lines.join("\n")];
  });

  const journeys: Detail[] = offer.journeys.flatMap((journey, j) =>
    journey.segments.flatMap((s, k): Detail[] => {
      const shift = dayShift(s.departureLocal, s.arrivalLocal);
      const rows: Detail[] = [
        [
          k === 0 ? journeyLabel(offer, j, t) : "",
          [
            `${s.flightNumber} · ${s.carrier.name}`,
            t("flight.departs", {
              ...localDateTime(s.departureLocal, locale),
              airport: airportText(s.from),
            }),
            t("flight.arrives", {
              ...localDateTime(s.arrivalLocal, locale),
              airport: airportText(s.to),
            }) + (shift ? ` (${shift > 0 ? "+" : ""}${shift})` : ""),
            `${s.aircraft} · ${formatDuration(s.durationMinutes, locale)}`,
          ].join("\n"),
        ],
      ];
      const layover = journey.layoverMinutes[k];
      if (k < journey.segments.length - 1 && layover !== undefined) {
        rows.push([
          "",
          t("flight.connection", {
            place: placeName(s.to),
            duration: formatDuration(layover, locale),
          }),
        ]);
      }
      return rows;
    }),
  );
  journeys.push(["", t("flight.localTimes")]);

  const { brand } = offer;
  const bags = [
    brand.cabinBag ? t("flight.cabinBag") : t("flight.personalItemOnly"),
    brand.checkedBags > 0
      ? t("flight.checkedBags", { count: brand.checkedBags })
      : t("flight.noCheckedBags"),
  ];
  return [
    passengers,
    journeys,
    [
      [t("flight.cabin"), t(CABIN_KEYS[offer.cabin])],
      [t("flight.fare"), t(BRAND_KEYS[brand.code])],
      [t("flight.baggage"), bags.join("\n")],
      contactDetail(booking, t("flight.contact")),
    ],
  ];
}
