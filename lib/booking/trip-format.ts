import type { ActivityOfferSnapshot, ActivityTravellerType } from "@/lib/contract/activities";
import type { FlightOfferSnapshot, OfferSnapshot } from "@/lib/contract/booking";
import type { CarOfferSnapshot } from "@/lib/contract/cars";
import { convertFromUsd, formatMoney } from "@/lib/currency/currency";

/**
 * Formatting for booking pages with Intl alone (no date library in the booking bundles). Money
 * arrives as integer minor units with its currency; stay dates as ISO dates with no time zone;
 * instants as ISO timestamps, shown in the zone that gives them meaning (the hotel's).
 */

/** How many minor units a currency's major unit has (2 for EUR, 0 for JPY, 3 for KWD). */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

export function formatMinor(
  money: { amountMinor: number; currency: string },
  locale: string,
): string {
  const digits = minorDigits(money.currency);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(money.amountMinor / 10 ** digits);
}

export function formatUsdCents(cents: number, locale: string): string {
  return formatMinor({ amountMinor: cents, currency: "USD" }, locale);
}

/** A quote's or booking's currency and its locked rate (units of the currency per USD). */
export interface LockedRate {
  total: { currency: string };
  exchangeRate: string;
}

/**
 * USD cents of an offer's snapshot (an extra, a surcharge, a traveller's price) in the quote's or
 * booking's currency at its locked rate, as the charge is; in USD when there is no rate.
 */
export function formatUsdAt(usdCents: number, locale: string, rate?: LockedRate): string {
  const perUsd = Number(rate?.exchangeRate);
  if (!rate || !(perUsd > 0)) return formatUsdCents(usdCents, locale);
  return formatMoney(convertFromUsd(usdCents, perUsd), rate.total.currency, locale);
}

/**
 * A minor-unit amount typed in major units ("12.5", "12,50"); null when it is not a plain
 * non-negative number with at most the currency's decimals.
 */
export function parseMajorToMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const normalised = text.trim().replace(",", ".");
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(normalised)) return null;
  const [whole = "0", fraction = ""] = normalised.split(".");
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

/** A minor-unit amount as the plain major-unit text an input shows ("12.50"). */
export function minorToMajorText(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/** SPEC §9 date display (MMM DD, YYYY) of a stay date, the same calendar day everywhere. */
export function formatStayDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** An instant with its date, time and zone name, in `timeZone` (the hotel's) when given. */
export function formatInstant(iso: string, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: "medium",
    timeStyle: "short",
  };
  try {
    return new Intl.DateTimeFormat(locale, {
      ...options,
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(iso));
  } catch {
    // An unknown zone name: the traveller's own zone is better than nothing.
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
  }
}

/**
 * A zone's offset from UTC at an instant, in ms (+3_600_000 for Paris in winter); 0 for an
 * unknown zone.
 */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  try {
    const parts = new Intl.DateTimeFormat("en", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).formatToParts(new Date(instantMs));
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((p) => p.type === type)?.value ?? 0);
    const wall = Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
      part("second"),
    );
    return wall - Math.floor(instantMs / 1000) * 1000;
  } catch {
    return 0;
  }
}

/**
 * The instant of a wall-clock time (`YYYY-MM-DDTHH:MM`) in a zone, as an ISO timestamp: a car
 * desk's pick-up time, to name its zone and to put it in a machine-readable `<time>`.
 */
export function zonedInstant(local: string, timeZone: string): string {
  const wall = Date.parse(`${local.slice(0, 16)}:00Z`);
  // The offset at the wall time read as UTC, corrected once for a change of offset in between.
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The zone's short name at that instant ("GMT+1", "EST"), to say whose clock a time is on. */
export function zoneName(iso: string, locale: string, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone,
      timeZoneName: "short",
    }).formatToParts(new Date(iso));
    return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * A deadline (a free cancellation's end) as the sentences saying it take it: its date and time
 * in the zone whose clock it is on, and that zone's name.
 */
export function deadlineIn(
  instant: string,
  locale: string,
  timeZone: string,
): { date: string; zone: string } {
  return {
    date: formatInstant(instant, locale, timeZone),
    zone: zoneName(instant, locale, timeZone),
  };
}

/** A time of day (checkInTime "15:00") in the page language's notation. */
export function formatTimeOfDay(hhmm: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  return new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** A country's name in the page language ("Portugal" for PT); the code when it has none. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The guests of a stay, counted: adults and children over all rooms. */
export function guestCounts(rooms: ReadonlyArray<{ adults: number; childAges: number[] }>) {
  return {
    adults: rooms.reduce((n, r) => n + r.adults, 0),
    children: rooms.reduce((n, r) => n + r.childAges.length, 0),
  };
}

// Flights. Times are shown on the airport's own clock: the snapshot's local strings
// (`YYYY-MM-DDTHH:MM`) are that clock already, so they are formatted as written, never converted.

type FlightOffer = FlightOfferSnapshot;
type AnyOffer = OfferSnapshot;
type Airport = FlightOffer["journeys"][number]["segments"][number]["from"];
export type FlightSegmentOf = FlightOffer["journeys"][number]["segments"][number];

/**
 * Every flight of the trip in order, with its journey and its place over the whole trip (the
 * `segment` of the seats chosen on it).
 */
export function flightSegments(
  offer: Pick<FlightOffer, "journeys">,
): Array<{ segment: FlightSegmentOf; journey: number; index: number }> {
  let index = 0;
  return offer.journeys.flatMap((j, journey) =>
    j.segments.map((segment) => ({ segment, journey, index: index++ })),
  );
}

/**
 * The trip in short: where it starts and ends, and for multi-city the places it goes by on the
 * way. A round trip ends where it started, so its `to` is the place it goes to.
 */
export function flightRoute(offer: Pick<FlightOffer, "journeys">): {
  from: Airport;
  to: Airport;
  via: Airport[];
  round: boolean;
} {
  const ends = offer.journeys.map((j) => ({
    from: j.segments[0]!.from,
    to: j.segments[j.segments.length - 1]!.to,
  }));
  const first = ends[0]!;
  const last = ends[ends.length - 1]!;
  const round =
    ends.length === 2 && last.to.iata === first.from.iata && last.from.iata === first.to.iata;
  if (round) return { from: first.from, to: first.to, via: [], round };
  return { from: first.from, to: last.to, via: ends.slice(0, -1).map((e) => e.to), round };
}

/**
 * The seats a passenger has, in the trip's order, with the flight each is on: the seated
 * passengers (adults, then children) are counted from 0 in the search's order, which is each
 * traveller's `unit`; infants sit on a lap.
 */
export function seatsOf(
  offer: Pick<FlightOffer, "journeys" | "seats">,
  traveller: { unit: number; type?: string },
): Array<{ seat: string; segment: number; flight: FlightSegmentOf | undefined }> {
  if (traveller.type === "infant") return [];
  const flights = flightSegments(offer);
  return offer.seats
    .filter((s) => s.passenger === traveller.unit)
    .sort((a, b) => a.segment - b.segment)
    .map((s) => ({
      seat: s.seat,
      segment: s.segment,
      flight: flights.find((f) => f.index === s.segment)?.segment,
    }));
}

/** The airlines of the trip, each once, in the order they fly. */
export function flightCarriers(offer: Pick<FlightOffer, "journeys">): string[] {
  return [...new Set(flightSegments(offer).map(({ segment }) => segment.carrier.name))];
}

/** A place as a traveller names it: its city (the airport's name when it has none). */
export function placeName(airport: Airport): string {
  return airport.city ?? airport.name;
}

/** The date of a local `YYYY-MM-DDTHH:MM`, as a stay date is shown (MMM DD, YYYY). */
export function localDate(local: string): string {
  return local.slice(0, 10);
}

/** The time of day of a local `YYYY-MM-DDTHH:MM`, in the page language's notation. */
export function formatLocalTime(local: string, locale: string): string {
  return formatTimeOfDay(local.slice(11, 16), locale);
}

/** Calendar days an arrival is after its departure, each on its own airport's clock (+1, -1). */
export function dayShift(departureLocal: string, arrivalLocal: string): number {
  const day = (local: string) => Date.parse(`${local.slice(0, 10)}T00:00:00Z`);
  return Math.round((day(arrivalLocal) - day(departureLocal)) / 86_400_000);
}

/** A duration in hours and minutes, in the language's own units ("7 hr, 5 min", "7 Std., 5 Min."). */
export function formatDuration(minutes: number, locale: string): string {
  const unit = (value: number, name: "hour" | "minute") =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "short" }).format(
      value,
    );
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? unit(h, "hour") : null, m || !h ? unit(m, "minute") : null].filter(
    (p): p is string => p !== null,
  );
  return new Intl.ListFormat(locale, { type: "unit", style: "narrow" }).format(parts);
}

/**
 * The first and last days of a trip: a stay's check-in and check-out, a trip's flights' dates, a
 * rental's pick-up and drop-off days (each on its desk's clock), an activity's day.
 */
export function tripDates(offer: AnyOffer): { start: string; end: string } {
  switch (offer.product) {
    case "flights":
      return { start: offer.firstFlightDate, end: offer.lastFlightDate };
    case "cars":
      return { start: localDate(offer.pickUp.at), end: localDate(offer.dropOff.at) };
    case "activities":
      return { start: offer.date, end: offer.date };
    default:
      return { start: offer.checkIn, end: offer.checkOut };
  }
}

/**
 * How many travel: every passenger of a flight, every guest of a stay, every participant of an
 * activity; a rental names its one main driver.
 */
export function travellerCount(offer: AnyOffer): number {
  switch (offer.product) {
    case "flights": {
      const p = offer.passengers;
      return p.adults + (p.children ?? 0) + (p.infants ?? 0);
    }
    case "cars":
      return 1;
    case "activities": {
      const p = offer.travellers;
      return p.adults + p.children + p.seniors;
    }
    default: {
      const { adults, children } = guestCounts(offer.rooms);
      return adults + children;
    }
  }
}

/**
 * A date and time of day written on a local clock (`YYYY-MM-DDTHH:MM`, a car desk's), in the
 * page language's notation and as written, never converted: "Jun 01, 2027, 10:00 AM".
 */
export function formatLocalDateTime(local: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "2-digit",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(`${local.slice(0, 16)}:00Z`));
}

// Cars. The desks' times are wall-clock times there (`pickUp.at`), shown as written.

/**
 * A rental in short: where it is picked up and where it is returned (`oneWay` when that is
 * another desk).
 */
export function carRoute(offer: Pick<CarOfferSnapshot, "pickUp" | "dropOff">): {
  from: string;
  to: string;
  oneWay: boolean;
} {
  return {
    from: offer.pickUp.name,
    to: offer.dropOff.name,
    oneWay: offer.pickUp.locationId !== offer.dropOff.locationId,
  };
}

/**
 * The supplier writes "Toyota Corolla or similar" in English: the model alone, for each language
 * to say "or similar" its own way.
 */
export function carModel(name: string): string {
  return name.replace(/\s+or similar\s*$/i, "");
}

// Activities. The day and start time (`date`, `time`) are on the activity's own clock.

/**
 * What an activity costs by traveller type: the types booked, in the order travellers are named
 * (adults, children, seniors), with how many, the price of one and the total, USD cents.
 */
export function activityPriceLines(
  offer: Pick<ActivityOfferSnapshot, "travellers" | "prices">,
): Array<{ type: ActivityTravellerType; count: number; unitUsd: number; totalUsd: number }> {
  const counts: Record<ActivityTravellerType, number> = {
    adult: offer.travellers.adults,
    child: offer.travellers.children,
    senior: offer.travellers.seniors,
  };
  return (["adult", "child", "senior"] as const)
    .filter((type) => counts[type] > 0)
    .map((type) => {
      const unitUsd = offer.prices.find((p) => p.type === type)?.unitUsd ?? 0;
      return { type, count: counts[type], unitUsd, totalUsd: unitUsd * counts[type] };
    });
}

/**
 * A flight's cancellation rule, as the server applies it (lib/server/bookings/refunds.ts): free
 * for some hours after booking (never past `freeBefore`, the departure), then by the fare: free
 * until its deadline, a fee, or nothing back. `then` is null when the fare's deadline adds nothing
 * to the free hours.
 */
export function flightCancellationRule(
  policy: FlightOffer["policy"],
  bookedAt: string | undefined,
): {
  /** `until` is null before booking, when the hours have not started. */
  freeHours: { hours: number; until: string | null } | null;
  then: { kind: "free"; until: string } | { kind: "fee" } | { kind: "nonRefundable" } | null;
} {
  let freeHours: { hours: number; until: string | null } | null = null;
  if (policy.freeHoursAfterBooking) {
    let until: string | null = null;
    if (bookedAt) {
      const end = Date.parse(bookedAt) + policy.freeHoursAfterBooking * 3_600_000;
      const cap = policy.freeBefore ? Date.parse(policy.freeBefore) : end;
      until = new Date(Math.min(end, cap)).toISOString();
    }
    freeHours = { hours: policy.freeHoursAfterBooking, until };
  }
  if (!policy.refundable) return { freeHours, then: { kind: "nonRefundable" } };
  if (!policy.freeUntil) return { freeHours, then: { kind: "fee" } };
  const later = !freeHours?.until || Date.parse(policy.freeUntil) > Date.parse(freeHours.until);
  return { freeHours, then: later ? { kind: "free", until: policy.freeUntil } : null };
}

/**
 * What a booking is, in a line that needs no translation (a table's row, a CSV cell): the hotel,
 * the route by airport codes, the car class at its desk, the activity.
 */
export function bookingTitle(offer: AnyOffer): string {
  switch (offer.product) {
    case "hotels":
      return offer.hotelName;
    case "flights": {
      const route = flightRoute(offer);
      const stops = [route.from, ...route.via, route.to].map((a) => a.iata);
      return stops.join(route.round ? " ⇄ " : " → ");
    }
    case "cars":
      return `${offer.vehicleClass}, ${offer.pickUp.name}`;
    case "activities":
      return offer.title;
  }
}
