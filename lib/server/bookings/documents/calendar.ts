import "server-only";
import { createEvents, type EventAttributes } from "ics";
import type { BookingView } from "@/lib/contract/booking";
import { productDocuments } from "../../products/registry";
import type { EventContext } from "../../products/kit/types";
import { type AgencyBrand, siteHost } from "../../mail/brand";
import { bookingTranslator, resolveLocale } from "../../products/kit/document-kit";
import { formatLocaleOf } from "@/lib/i18n/format-locale";

/**
 * The booking as an iCalendar file, in the booking's language. A stay is one event, check-in to
 * check-out at the hotel's times; a flight booking is one event per flight, departure to arrival;
 * both converted from their place's zone to UTC so every calendar shows them right wherever the
 * traveller is. A car rental is two events, the pick-up and the drop-off at the desks' wall-clock
 * times, and an activity one, from its start for its duration, converted alike. A cancelled booking gives the
 * same UIDs with METHOD:CANCEL and a higher SEQUENCE, which calendars apply to the events they
 * already hold.
 */
export async function bookingCalendar(
  booking: BookingView,
  brand: AgencyBrand,
  locale: string = booking.language,
): Promise<string> {
  const l = resolveLocale(locale);
  const t = await bookingTranslator(l);
  const cancelled = booking.status === "cancelled";
  const host = siteHost(brand);
  const common = {
    sequence: cancelled ? 1 : 0,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
    organizer: { name: brand.name, email: brand.contactEmail ?? `no-reply@${host}` },
    busyStatus: "BUSY",
  } satisfies Partial<EventAttributes>;
  const references = [
    `${t("reference")}: ${booking.reference}`,
    booking.supplierReference ? `${t("supplierReference")}: ${booking.supplierReference}` : null,
  ];
  // Words in the language, figures the agency's region's way (es at a Mexican agency: es-MX).
  const context: EventContext = {
    host,
    locale: formatLocaleOf(l, brand.country),
    t,
    references,
    brand,
  };
  const own = productDocuments(booking.offer.product).events(booking, context);
  const events: EventAttributes[] = own.map((e) => ({ ...common, ...e }));
  const { error, value } = createEvents(events, {
    productId: `${host}/bookings`,
    method: cancelled ? "CANCEL" : "PUBLISH",
  });
  if (error || !value) throw error ?? new Error("the calendar file could not be written");
  return value;
}
