import "server-only";
import { createEvents, type EventAttributes } from "ics";
import { flightSegments } from "@/lib/booking/trip-format";
import type { BookingView } from "@/lib/contract/booking";
import { activityStart, activityTickets, ticketText } from "./activity";
import { carModel } from "@/lib/booking/trip-format";
import { deskTime } from "./car";
import { type AgencyBrand, siteHost } from "../../mail/brand";
import {
  type ActivityBooking,
  type BookingT,
  bookingTranslator,
  type CarBooking,
  type FlightBooking,
  hotelOf,
  localDateTime,
  localInstant,
  resolveLocale,
  stayInstants,
} from "./shared";

/** A car's pick-up and drop-off each take this long in the calendar. */
const DESK_VISIT_MS = 30 * 60_000;

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
  const context: EventContext = { host, locale: l, t, references, brand };
  const { offer } = booking;
  const own =
    offer.product === "flights"
      ? flightEvents({ ...booking, offer }, context)
      : offer.product === "cars"
        ? carEvents({ ...booking, offer }, context)
        : offer.product === "activities"
          ? [activityEvent({ ...booking, offer }, context)]
          : [hotelEvent(booking, context)];
  const events: EventAttributes[] = own.map((e) => ({ ...common, ...e }));
  const { error, value } = createEvents(events, {
    productId: `${host}/bookings`,
    method: cancelled ? "CANCEL" : "PUBLISH",
  });
  if (error || !value) throw error ?? new Error("the calendar file could not be written");
  return value;
}

interface EventContext {
  host: string;
  locale: string;
  t: BookingT;
  references: Array<string | null>;
  brand: AgencyBrand;
}

/** An event's own attributes, its start and end as instants (ms). */
type OwnAttributes = Pick<EventAttributes, "uid" | "title" | "location" | "description"> & {
  start: number;
  end: number;
};

function hotelEvent(
  booking: BookingView,
  { host, t, references, brand }: EventContext,
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
  { host, locale, t, references, brand }: EventContext,
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

/**
 * A rental's pick-up and drop-off, each at its desk on the desk's clock: "Car pick-up: Avis,
 * Lisbon Airport (LIS)"; their UIDs are the booking's with `-pickup` and `-dropoff`.
 */
function carEvents(
  booking: CarBooking,
  { host, locale, t, references, brand }: EventContext,
): OwnAttributes[] {
  const { offer } = booking;
  const vehicle = `${t("car.vehicle")}: ${offer.vehicleClass}, ${t("car.orSimilar", { model: carModel(offer.name) })}`;
  const confirmation = booking.hotelConfirmation
    ? `${t("car.confirmation")}: ${booking.hotelConfirmation}`
    : null;
  const desks = [
    { key: "pickup", desk: offer.pickUp, label: t("car.pickUp") },
    { key: "dropoff", desk: offer.dropOff, label: t("car.dropOff") },
  ] as const;
  return desks.map(({ key, desk, label }) => {
    const start = localInstant(
      desk.at.slice(0, 10),
      desk.at.slice(11, 16),
      desk.timeZone,
      [0, 0],
    ).getTime();
    const lines = [
      `${label}: ${deskTime(desk, locale)}`,
      desk.address,
      key === "pickup" ? `${t("car.pickUpInstructions")}: ${offer.pickUpInstructions}` : null,
      vehicle,
      ...references,
      confirmation,
      brand.siteUrl,
    ];
    const values = { supplier: offer.supplierName, desk: desk.name };
    return {
      uid: `${booking.reference}-${key}@${host}`,
      start,
      end: start + DESK_VISIT_MS,
      title: key === "pickup" ? t("car.calendarPickUp", values) : t("car.calendarDropOff", values),
      location: desk.address.includes(desk.name) ? desk.address : `${desk.name}, ${desk.address}`,
      description: lines.filter(Boolean).join("\n"),
    };
  });
}

/** An activity from its start for its duration, at the meeting point. */
function activityEvent(
  booking: ActivityBooking,
  { host, locale, t, references, brand }: EventContext,
): OwnAttributes {
  const { offer } = booking;
  const start = Date.parse(offer.startsAt);
  const tickets = activityTickets(booking, t);
  const lines = [
    `${t("activity.option")}: ${offer.optionName}`,
    `${t("activity.starts")}: ${activityStart(booking, locale)}`,
    `${t("activity.meetingPoint")}: ${offer.meetingPoint.name}, ${offer.meetingPoint.address}`,
    ...tickets.map((ticket) => {
      const { heading, number } = ticketText(ticket, tickets.length, t);
      return `${heading} – ${number}`;
    }),
    ...references,
    booking.hotelConfirmation
      ? `${t("activity.confirmation")}: ${booking.hotelConfirmation}`
      : null,
    brand.siteUrl,
  ];
  return {
    uid: `${booking.reference}@${host}`,
    start,
    end: start + offer.durationMinutes * 60_000,
    title: offer.title,
    location: `${offer.meetingPoint.name}, ${offer.meetingPoint.address}`,
    description: lines.filter(Boolean).join("\n"),
  };
}
