import "server-only";
import { createEvents, type EventAttributes } from "ics";
import { flightSegments } from "@/lib/booking/trip-format";
import type { BookingView } from "@/lib/contract/booking";
import {
  type AgencyBrand,
  type BookingT,
  bookingTranslator,
  type FlightBooking,
  hotelOf,
  isFlightBooking,
  localDateTime,
  resolveLocale,
  siteHost,
  stayInstants,
} from "./shared";

/**
 * The booking as an iCalendar file, in the booking's language. A stay is one event, check-in to
 * check-out at the hotel's times; a flight booking is one event per flight, departure to arrival.
 * Every time is converted from its place's zone to UTC so every calendar shows it right wherever
 * the traveller is. A cancelled booking gives the same UIDs with METHOD:CANCEL and a higher
 * SEQUENCE, which calendars apply to the events they already hold.
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
  const events: EventAttributes[] = isFlightBooking(booking)
    ? flightEvents(booking, host, l, t, references, brand).map((e) => ({ ...common, ...e }))
    : [hotelEvent(booking, host, t, references, brand)].map((e) => ({ ...common, ...e }));
  const { error, value } = createEvents(events, {
    productId: `${host}/bookings`,
    method: cancelled ? "CANCEL" : "PUBLISH",
  });
  if (error || !value) throw error ?? new Error("the calendar file could not be written");
  return value;
}

type OwnAttributes = Pick<EventAttributes, "uid" | "title" | "location" | "description"> & {
  start: number;
  end: number;
};

function hotelEvent(
  booking: BookingView,
  host: string,
  t: BookingT,
  references: Array<string | null>,
  brand: AgencyBrand,
): OwnAttributes {
  const hotel = hotelOf(booking);
  const { start, end } = stayInstants(hotel);
  const lines = [
    ...references,
    booking.hotelConfirmation ? `${t("hotelConfirmation")}: ${booking.hotelConfirmation}` : null,
    `${t("phone")}: ${hotel.phone}`,
    brand.siteUrl,
  ];
  return {
    uid: `${booking.reference}@${host}`,
    start: start.getTime(),
    end: end.getTime(),
    title: t("calendarTitle", { hotel: hotel.hotelName }),
    location: hotel.address,
    description: lines.filter(Boolean).join("\n"),
  };
}

/** One event a flight, "BA 117 LHR → JFK", at its departure airport; its UID is the booking's and the flight's place in the trip. */
function flightEvents(
  booking: FlightBooking,
  host: string,
  locale: string,
  t: BookingT,
  references: Array<string | null>,
  brand: AgencyBrand,
): OwnAttributes[] {
  const tickets = booking.travellers.flatMap((p) =>
    p.ticketNumber
      ? [`${p.firstName} ${p.lastName}: ${t("flight.ticket", { number: p.ticketNumber })}`]
      : [],
  );
  return flightSegments(booking.offer).map(({ segment: s, index }) => {
    const lines = [
      t("flight.calendarDeparture", {
        time: localDateTime(s.departureLocal, locale).time,
        airport: `${s.from.name} (${s.from.iata})`,
      }),
      `${s.carrier.name} · ${s.aircraft}`,
      ...references,
      booking.hotelConfirmation
        ? `${t("flight.recordLocator")}: ${booking.hotelConfirmation}`
        : null,
      ...tickets,
      brand.siteUrl,
    ];
    return {
      uid: `${booking.reference}-${index + 1}@${host}`,
      start: Date.parse(s.departsAt),
      end: Date.parse(s.arrivesAt),
      title: `${s.flightNumber} ${s.from.iata} → ${s.to.iata}`,
      location: `${s.from.name} (${s.from.iata})`,
      description: lines.filter(Boolean).join("\n"),
    };
  });
}
