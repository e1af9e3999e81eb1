import "server-only";
import { createEvent } from "ics";
import type { BookingView } from "@/lib/contract/booking";
import {
  type AgencyBrand,
  bookingTranslator,
  hotelOf,
  resolveLocale,
  siteHost,
  stayInstants,
} from "./shared";

/**
 * The stay as an iCalendar file, in the booking's language: check-in to check-out at the hotel's
 * times, converted from its zone to UTC so every calendar shows it right wherever the traveller
 * is. A cancelled booking gives the same UID with METHOD:CANCEL and a higher SEQUENCE, which
 * calendars apply to the event they already hold.
 */
export async function bookingCalendar(
  booking: BookingView,
  brand: AgencyBrand,
  locale: string = booking.language,
): Promise<string> {
  const t = await bookingTranslator(resolveLocale(locale));
  const hotel = hotelOf(booking);
  const { start, end } = stayInstants(hotel);
  const cancelled = booking.status === "cancelled";
  const host = siteHost(brand);
  const lines = [
    `${t("reference")}: ${booking.reference}`,
    booking.supplierReference ? `${t("supplierReference")}: ${booking.supplierReference}` : null,
    booking.hotelConfirmation ? `${t("hotelConfirmation")}: ${booking.hotelConfirmation}` : null,
    `${t("phone")}: ${hotel.phone}`,
    brand.siteUrl,
  ];
  const { error, value } = createEvent({
    productId: `${host}/bookings`,
    method: cancelled ? "CANCEL" : "PUBLISH",
    uid: `${booking.reference}@${host}`,
    sequence: cancelled ? 1 : 0,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: t("calendarTitle", { hotel: hotel.hotelName }),
    location: hotel.address,
    description: lines.filter(Boolean).join("\n"),
    organizer: { name: brand.name, email: brand.contactEmail ?? `no-reply@${host}` },
    busyStatus: "BUSY",
  });
  if (error || !value) throw error ?? new Error("the calendar file could not be written");
  return value;
}
