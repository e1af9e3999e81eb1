import "server-only";
import type { BookingView } from "@/lib/contract/booking";
import {
  guestTypesInOrder,
  type CruiseOfferSnapshot,
  type CruisePortView,
  type ItineraryDay,
} from "@/lib/contract/cruise";
import { dateTimeFormat } from "@/lib/i18n/intl-format";
import {
  type BookingT,
  contactDetail,
  countryName,
  type Detail,
  formatDate,
  formatDeadline,
  formatMoney,
  policyText,
  usdInBookingCurrency,
} from "../kit/document-kit";
import type { CalendarEvent, EventContext, ProductDocuments } from "../kit/types";

export type CruiseBooking = BookingView & { offer: CruiseOfferSnapshot };
const cruiseOf = (booking: BookingView) => (booking as CruiseBooking).offer;

const DAY_MS = 86_400_000;

/**
 * What a cruise's voucher and emails say of it: the sailing (line, ship, waters, dates), the
 * cabin and its guests with their types, the dining time chosen at checkout, the itinerary day by
 * day with each port's times on that port's clock (a ship keeps the time of the port it is in),
 * and the line's charges for cancelling, step by step, as the refund applies them.
 */

const GUEST_TYPE_KEYS = {
  adult: "cruise.guestTypes.adult",
  child: "cruise.guestTypes.child",
  infant: "cruise.guestTypes.infant",
} as const;
const DINING_KEYS = {
  early: "cruise.diningTimes.early",
  late: "cruise.diningTimes.late",
  anytime: "cruise.diningTimes.anytime",
} as const;

/** A port by its city and its country in the language: "Cozumel, Mexico". */
export const portName = (port: CruisePortView, locale: string) =>
  `${port.name}, ${countryName(port.countryCode, locale)}`;

/** An itinerary's instant as the clock of the port it was written for shows it: "4:30 PM". */
export function portTime(instant: string, timeZone: string, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
  try {
    return dateTimeFormat(locale, { ...options, timeZone }).format(new Date(instant));
  } catch {
    // An unknown zone id: the time as the instant was written, at its own offset.
    return instant.slice(11, 16);
  }
}

/** The port the ship sails from and comes back to (the first day's), else its name alone. */
function embarkationOf(offer: CruiseOfferSnapshot, locale: string): string {
  const port = offer.itinerary[0]?.port;
  return port ? portName(port, locale) : offer.embarkation;
}

/** One day: its date, where the ship is (or at sea), and when it arrives and leaves there. */
function dayLines(day: ItineraryDay, locale: string, t: BookingT): string[] {
  const date = formatDate(day.date, locale);
  if (!day.port) return [date, t("cruise.atSea")];
  const zone = day.port.timeZone;
  const times = [
    day.arrive ? t("cruise.arrives", { time: portTime(day.arrive, zone, locale) }) : null,
    day.depart ? t("cruise.departs", { time: portTime(day.depart, zone, locale) }) : null,
  ].filter((s): s is string => s !== null);
  return [date, portName(day.port, locale), times.join(" · ")];
}

/** Each guest as named, in the cabin's order, with their type ("Ana Silva (Adult)"). */
function guestLines(booking: CruiseBooking, t: BookingT): string[] {
  const types = guestTypesInOrder(booking.offer.guests);
  return [...booking.travellers]
    .sort((a, b) => a.unit - b.unit)
    .map((guest) => {
      const type = types[guest.unit] ?? "adult";
      return `${guest.firstName} ${guest.lastName} (${t(GUEST_TYPE_KEYS[type])})`;
    });
}

/** The party in counts: "2 adults, 1 child". */
function partyLine(offer: CruiseOfferSnapshot, locale: string, t: BookingT): string {
  const { adults, children, infants } = offer.guests;
  const counts = [t("adults", { count: adults })];
  if (children) counts.push(t("children", { count: children }));
  if (infants) counts.push(t("cruise.infants", { count: infants }));
  return new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(counts);
}

/** The cruise's rows of the voucher and the emails, in groups: sailing, cabin, itinerary. */
export function cruiseGroups(booking: CruiseBooking, locale: string, t: BookingT): Detail[][] {
  const { offer } = booking;
  const dining = booking.answers?.diningTime as keyof typeof DINING_KEYS | undefined;
  return [
    [
      [t("cruise.line"), offer.lineName],
      [t("cruise.ship"), offer.shipName],
      [t("cruise.waters"), offer.watersName],
      [
        t("cruise.dates"),
        `${formatDate(offer.departureDate, locale)} – ${formatDate(offer.returnDate, locale)}\n${t("nights", { count: offer.nights })}`,
      ],
      [t("cruise.embarkation"), embarkationOf(offer, locale)],
    ],
    [
      [t("cruise.cabin"), offer.cabinName],
      [t("guests"), [partyLine(offer, locale, t), ...guestLines(booking, t)].join("\n")],
      ...(dining && dining in DINING_KEYS
        ? [[t("cruise.diningTime"), t(DINING_KEYS[dining])] as Detail]
        : []),
      contactDetail(booking, t("contact")),
    ],
    [
      [t("cruise.itinerary"), t("cruise.localTimes")],
      ...offer.itinerary.map((day): Detail => [
        t("cruise.day", { number: day.day + 1 }),
        dayLines(day, locale, t).join("\n"),
      ]),
    ],
  ];
}

/**
 * The line's charges in words: free until the first step begins, then from each step's day what
 * cancelling costs, in the booking's currency (never more than its price), the days being those
 * of the embarkation port's clock, as the refund counts them (inventory/cruise/penalties.ts).
 */
export function cruiseCancellationText(
  booking: CruiseBooking,
  locale: string,
  t: BookingT,
): string {
  const { policy } = booking.offer;
  if (!policy.steps) return policyText(policy, policy.timeZone, locale, t);
  const day = (instant: string) => {
    const options: Intl.DateTimeFormatOptions = {
      weekday: "short",
      day: "numeric",
      month: "long",
      year: "numeric",
    };
    try {
      return dateTimeFormat(locale, { ...options, timeZone: policy.timeZone }).format(
        new Date(instant),
      );
    } catch {
      return formatDeadline(instant, policy.timeZone, locale);
    }
  };
  const { total } = booking.price;
  const charge = (usd: number) => {
    const amount = usdInBookingCurrency(booking, usd);
    return formatMoney(
      { ...amount, amountMinor: Math.min(amount.amountMinor, total.amountMinor) },
      locale,
    );
  };
  return [
    policyText(policy, policy.timeZone, locale, t),
    ...policy.steps.map((step) =>
      t("cruise.chargeFrom", { date: day(step.from), amount: charge(step.penaltyMinor) }),
    ),
    t("cruise.chargesStart", { port: booking.offer.embarkation }),
  ].join("\n");
}

/**
 * The sailing as one event, from the ship's departure on embarkation day to its arrival back,
 * both instants of the itinerary, at the embarkation port; each day of the itinerary in the
 * description. A snapshot without times spans whole days.
 */
function cruiseEvent(
  booking: CruiseBooking,
  { host, locale, t, references, brand }: EventContext,
): CalendarEvent {
  const { offer } = booking;
  const first = offer.itinerary[0];
  const last = offer.itinerary.at(-1);
  const start = first?.depart
    ? Date.parse(first.depart)
    : Date.parse(`${offer.departureDate}T00:00:00Z`);
  const end = last?.arrive
    ? Date.parse(last.arrive)
    : Date.parse(`${offer.returnDate}T00:00:00Z`) + DAY_MS;
  const days = offer.itinerary.map(
    (day) => `${t("cruise.day", { number: day.day + 1 })}: ${dayLines(day, locale, t).join(" – ")}`,
  );
  const lines = [
    `${t("cruise.line")}: ${offer.lineName}`,
    `${t("cruise.cabin")}: ${offer.cabinName}`,
    `${t("guests")}: ${guestLines(booking, t).join(", ")}`,
    t("cruise.localTimes"),
    ...days,
    ...references,
    booking.hotelConfirmation ? `${t("cruise.confirmation")}: ${booking.hotelConfirmation}` : null,
    brand.siteUrl,
  ];
  return {
    uid: `${booking.reference}@${host}`,
    start,
    end,
    title: t("cruise.calendarTitle", { ship: offer.shipName, waters: offer.watersName }),
    location: embarkationOf(offer, locale),
    description: lines.filter(Boolean).join("\n"),
  };
}

const EMAIL_KEYS = {
  confirmed: ["cruise.email.confirmed.subject", "cruise.email.confirmed.intro"],
  cancelled: ["cruise.email.cancelled.subject", "cruise.email.cancelled.intro"],
} as const;

const sailingOf = (offer: CruiseOfferSnapshot) => `${offer.shipName}, ${offer.watersName}`;

/**
 * A cruise's voucher, the sailing as one calendar event, its own emails; its charges on the
 * embarkation port's clock.
 */
export const cruiseDocuments: ProductDocuments = {
  subject: (booking) => sailingOf(cruiseOf(booking)),
  pdfName: "voucher",
  title: (t) => t("cruise.voucherTitle"),
  confirmationLabel: (t) => t("cruise.confirmation"),
  confirmationFirst: true,
  cancellationText: (booking, locale, t) =>
    cruiseCancellationText(booking as CruiseBooking, locale, t),
  groups: (booking, locale, t) => cruiseGroups(booking as CruiseBooking, locale, t),
  events: (booking, context) => [cruiseEvent(booking as CruiseBooking, context)],
  emailCopy(kind, booking, common, locale, t) {
    const offer = cruiseOf(booking);
    const values = {
      ...common,
      cruise: sailingOf(offer),
      ship: offer.shipName,
      port: embarkationOf(offer, locale),
      date: formatDate(offer.departureDate, locale),
    };
    const [subject, intro] = EMAIL_KEYS[kind];
    return {
      subject: t(subject, values),
      intro: t(intro, values),
      attachmentsNote: t("cruise.email.attachments"),
    };
  },
};
