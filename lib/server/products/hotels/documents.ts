import "server-only";
import type { BookingView, HotelOfferSnapshot } from "@/lib/contract/booking";
import {
  type BookingT,
  contactDetail,
  type Detail,
  formatDate,
  formatTime,
  localInstant,
  policyText,
} from "../kit/document-kit";
import type { ProductDocuments } from "../kit/types";

/** What a stay's voucher, calendar and emails say of it: the hotel, the rooms, the guests. */

export type HotelBooking = BookingView & { offer: HotelOfferSnapshot };
const hotelOf = (booking: BookingView) => (booking as HotelBooking).offer;

const BOARD_KEYS = { RO: "boards.RO", BB: "boards.BB", HB: "boards.HB" } as const;
const EMAIL_KEYS = {
  confirmed: ["email.confirmed.subject", "email.confirmed.intro"],
  cancelled: ["email.cancelled.subject", "email.cancelled.intro"],
} as const;

export function stayInstants(offer: HotelOfferSnapshot): { start: Date; end: Date } {
  return {
    start: localInstant(offer.checkIn, offer.checkInTime, offer.timeZone, [15, 0]),
    end: localInstant(offer.checkOut, offer.checkOutTime, offer.timeZone, [11, 0]),
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

/**
 * A hotel's voucher (the hotel's confirmation after the supplier's reference), the stay as one
 * event from check-in to check-out at the hotel's times, the hotel's own emails.
 */
export const hotelDocuments: ProductDocuments = {
  subject: (booking) => hotelOf(booking).hotelName,
  pdfName: "voucher",
  title: (t) => t("voucherTitle"),
  confirmationLabel: (t) => t("hotelConfirmation"),
  confirmationFirst: false,
  cancellationText: (booking, locale, t) =>
    policyText(hotelOf(booking).policy, hotelOf(booking).policy.timeZone, locale, t),
  groups: hotelGroups,
  events(booking, { host, t, references, brand }) {
    const hotel = hotelOf(booking);
    const { start, end } = stayInstants(hotel);
    const lines = [
      ...references,
      booking.hotelConfirmation ? `${t("hotelConfirmation")}: ${booking.hotelConfirmation}` : null,
      `${t("phone")}: ${hotel.phone}`,
      brand.siteUrl,
    ];
    return [
      {
        uid: `${booking.reference}@${host}`,
        start: start.getTime(),
        end: end.getTime(),
        title: t("calendarTitle", { hotel: hotel.hotelName }),
        location: hotel.address,
        description: lines.filter(Boolean).join("\n"),
      },
    ];
  },
  emailCopy(kind, booking, common, _locale, t) {
    const values = { ...common, hotel: hotelOf(booking).hotelName };
    const [subject, intro] = EMAIL_KEYS[kind];
    return {
      subject: t(subject, values),
      intro: t(intro, values),
      attachmentsNote: t("email.attachments"),
    };
  },
};
