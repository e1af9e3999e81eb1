import "server-only";
import type { BookingView } from "@/lib/contract/booking";
import type { ResortOfferSnapshot } from "@/lib/contract/resort";
import { CHECK_IN_HOUR, CHECK_OUT_HOUR } from "../../inventory/resort/properties";
import {
  type BookingT,
  contactDetail,
  type Detail,
  formatDate,
  formatLocalInZone,
  formatMoney,
  localInstant,
  policyText,
  usdInBookingCurrency,
} from "../kit/document-kit";
import type { CalendarEvent, EventContext, ProductDocuments } from "../kit/types";

export type ResortBooking = BookingView & { offer: ResortOfferSnapshot };
const resortOf = (booking: BookingView) => (booking as ResortBooking).offer;

/**
 * What a resort stay's voucher and emails say of it: the property with its stars and where it
 * stands, the unit and how many, check-in and check-out on the property's clock (its zone named,
 * so nobody reads them on their own), the party and the guest named for each unit, and the
 * property's terms: free until its deadline, then the whole stay.
 */

const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;
/** A day of the stay at the property's hour, written with the property's zone. */
const atProperty = (offer: ResortOfferSnapshot, day: string, h: number, locale: string) =>
  formatLocalInZone(`${day}T${hour(h)}`, offer.timeZone, locale);

/** Where the property stands: "Lisbon, Portugal". */
const placeOf = (offer: ResortOfferSnapshot) => `${offer.destination}, ${offer.countryName}`;

/** The party in counts: "2 adults, 1 child". */
function partyLine(offer: ResortOfferSnapshot, locale: string, t: BookingT): string {
  const counts = [t("adults", { count: offer.adults })];
  if (offer.children) counts.push(t("children", { count: offer.children }));
  return new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(counts);
}

/** The guest named for each unit, in the units' order ("Unit 1: Alice Martin"). */
function unitGuests(booking: ResortBooking, t: BookingT): string[] {
  return [...booking.travellers]
    .sort((a, b) => a.unit - b.unit)
    .map((g) =>
      t("resort.unitGuest", { number: g.unit + 1, name: `${g.firstName} ${g.lastName}` }),
    );
}

/** The stay's rows of the voucher and the emails, in groups: the property, the stay, the party. */
export function resortGroups(booking: ResortBooking, locale: string, t: BookingT): Detail[][] {
  const { offer } = booking;
  return [
    [
      [t("resort.property"), offer.propertyName],
      [t("resort.category"), t("resort.stars", { count: offer.stars })],
      [t("resort.destination"), placeOf(offer)],
    ],
    [
      [
        t("checkIn"),
        t("resort.from", { time: atProperty(offer, offer.checkIn, CHECK_IN_HOUR, locale) }),
      ],
      [
        t("checkOut"),
        t("resort.by", { time: atProperty(offer, offer.checkOut, CHECK_OUT_HOUR, locale) }),
      ],
      ["", t("nights", { count: offer.nights })],
      [
        t("resort.unit"),
        [
          t("resort.unitLine", { count: offer.units, name: offer.unitName }),
          t("resort.sleeps", { count: offer.sleeps }),
        ].join("\n"),
      ],
    ],
    [
      [t("guests"), [partyLine(offer, locale, t), ...unitGuests(booking, t)].join("\n")],
      contactDetail(booking, t("leadGuest")),
    ],
  ];
}

/**
 * The terms in words: free until the deadline on the property's clock, then the whole stay in
 * the booking's currency (never more than its price), as the refund applies them.
 */
export function resortCancellationText(
  booking: ResortBooking,
  locale: string,
  t: BookingT,
): string {
  const { policy } = booking.offer;
  const text = policyText(policy, policy.timeZone, locale, t);
  if (!policy.refundable || !policy.freeUntil) return text;
  const { total } = booking.price;
  const amount = usdInBookingCurrency(booking, policy.penaltyMinor);
  const charge = formatMoney(
    { ...amount, amountMinor: Math.min(amount.amountMinor, total.amountMinor) },
    locale,
  );
  return [text, t("resort.afterDeadline", { amount: charge })].join("\n");
}

/** The stay as one event, from check-in to check-out at the property's hours on its clock. */
function resortEvent(
  booking: ResortBooking,
  { host, locale, t, references, brand }: EventContext,
): CalendarEvent {
  const { offer } = booking;
  const instant = (day: string, h: number) =>
    localInstant(day, hour(h), offer.timeZone, [h, 0]).getTime();
  const lines = [
    `${t("resort.unit")}: ${t("resort.unitLine", { count: offer.units, name: offer.unitName })}`,
    `${t("checkIn")}: ${atProperty(offer, offer.checkIn, CHECK_IN_HOUR, locale)}`,
    `${t("checkOut")}: ${atProperty(offer, offer.checkOut, CHECK_OUT_HOUR, locale)}`,
    `${t("guests")}: ${partyLine(offer, locale, t)}`,
    ...references,
    booking.hotelConfirmation ? `${t("resort.confirmation")}: ${booking.hotelConfirmation}` : null,
    brand.siteUrl,
  ];
  return {
    uid: `${booking.reference}@${host}`,
    start: instant(offer.checkIn, CHECK_IN_HOUR),
    end: instant(offer.checkOut, CHECK_OUT_HOUR),
    title: t("resort.calendarTitle", { property: offer.propertyName }),
    location: `${offer.propertyName}, ${placeOf(offer)}`,
    description: lines.filter(Boolean).join("\n"),
  };
}

const EMAIL_KEYS = {
  confirmed: ["resort.email.confirmed.subject", "resort.email.confirmed.intro"],
  cancelled: ["resort.email.cancelled.subject", "resort.email.cancelled.intro"],
} as const;

/**
 * A resort stay's voucher, the stay as one calendar event on the property's clock, its own
 * emails; its deadline on the property's clock.
 */
export const resortDocuments: ProductDocuments = {
  subject: (booking) => resortOf(booking).propertyName,
  pdfName: "voucher",
  title: (t) => t("resort.voucherTitle"),
  confirmationLabel: (t) => t("resort.confirmation"),
  confirmationFirst: true,
  cancellationText: (booking, locale, t) =>
    resortCancellationText(booking as ResortBooking, locale, t),
  groups: (booking, locale, t) => resortGroups(booking as ResortBooking, locale, t),
  events: (booking, context) => [resortEvent(booking as ResortBooking, context)],
  emailCopy(kind, booking, common, locale, t) {
    const offer = resortOf(booking);
    const values = {
      ...common,
      property: offer.propertyName,
      place: placeOf(offer),
      date: formatDate(offer.checkIn, locale),
    };
    const [subject, intro] = EMAIL_KEYS[kind];
    return {
      subject: t(subject, values),
      intro: t(intro, values),
      attachmentsNote: t("resort.email.attachments"),
    };
  },
};
