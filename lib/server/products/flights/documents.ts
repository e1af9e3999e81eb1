import "server-only";
import {
  dayShift,
  flightCancellationRule,
  flightSegments,
  formatDuration,
  placeName,
  seatsOf,
} from "@/lib/booking/trip-format";
import type { BookingView, FlightOfferSnapshot } from "@/lib/contract/booking";
import { fromUsd } from "@/lib/currency/currency-math";
import {
  type BookingT,
  contactDetail,
  type Detail,
  formatDeadline,
  formatMoney,
  localDateTime,
} from "../kit/document-kit";
import type { CalendarEvent, EventContext, ProductDocuments } from "../kit/types";
import { flightRouteText } from "./route";

/**
 * What a flight booking's itinerary, calendar and emails say of it: the passengers with their
 * tickets and seats, each flight on its airports' clocks, the fare and its rules.
 */

export type FlightBooking = BookingView & { offer: FlightOfferSnapshot };
const flightOf = (booking: BookingView) => (booking as FlightBooking).offer;

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

/** One event a flight, "BA 117 LHR → JFK", at its departure airport; its UID is the booking's and the flight's place in the trip. */
function flightEvents(
  booking: FlightBooking,
  { host, locale, t, references, brand }: EventContext,
): CalendarEvent[] {
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

const EMAIL_KEYS = {
  confirmed: ["flight.email.confirmed.subject", "flight.email.confirmed.intro"],
  cancelled: ["flight.email.cancelled.subject", "flight.email.cancelled.intro"],
} as const;

/**
 * A flight booking's e-ticket itinerary (the PNR first, as travellers quote it), one calendar
 * event a flight, the airline's own emails.
 */
export const flightDocuments: ProductDocuments = {
  subject: (booking) => flightRouteText(flightOf(booking)),
  pdfName: "itinerary",
  title: (t) => t("flight.itineraryTitle"),
  confirmationLabel: (t) => t("flight.recordLocator"),
  confirmationFirst: true,
  cancellationText: (booking, locale, t) =>
    flightCancellationText(booking as FlightBooking, locale, t),
  groups: (booking, locale, t) => flightGroups(booking as FlightBooking, locale, t),
  events: (booking, context) => flightEvents(booking as FlightBooking, context),
  emailCopy(kind, booking, common, _locale, t) {
    const values = { ...common, route: flightRouteText(flightOf(booking)) };
    const [subject, intro] = EMAIL_KEYS[kind];
    return {
      subject: t(subject, values),
      intro: t(intro, values),
      attachmentsNote: t("flight.email.attachments"),
    };
  },
};
