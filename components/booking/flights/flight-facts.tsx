"use client";

import { useTranslations } from "next-intl";
import type { BookingView, FlightOfferSnapshot } from "@/lib/contract/booking";
import {
  dayShift,
  flightCancellationRule,
  flightCarriers,
  flightRoute,
  flightTrip,
  placeName,
  seatsOf,
  type FlightSegmentOf,
} from "@/lib/booking/flights-trip";
import {
  formatDuration,
  formatInstant,
  formatLocalTime,
  formatStayDate,
  formatUsdCents,
  localDate,
  zoneName,
} from "@/lib/booking/trip-format";
import {
  ContactFacts,
  Fact,
  FactList,
  Facts,
  FactsSection,
  InlineFact,
  PersonCard,
  PersonCards,
  TicketNumberFact,
} from "../trips/facts-layout";
import type { FactsProps } from "../trips/trip-frame";
import { journeyEnds } from "./flight-journey";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { listFormat } from "@/lib/i18n/intl-format";

/**
 * A flight booking's facts, for the confirmation and the booking page: the itinerary on each
 * airport's own clock, the passengers with their e-tickets and seats, the fare and its rules.
 * Strings are the `FlightTrips` namespace's.
 */

type Traveller = BookingView["travellers"][number];
type Airport = FlightSegmentOf["from"];

/** The trip in words: "London → New York", "London → New York, round trip", "… via Paris". */
export function useFlightTitle() {
  const t = useTranslations("FlightTrips");
  const locale = useFormatLocale();
  return (offer: Pick<FlightOfferSnapshot, "journeys">) => {
    const { from, to, via, round } = flightRoute(offer);
    const names = { from: placeName(from), to: placeName(to) };
    if (round) return t("routeRound", names);
    if (via.length) {
      const list = listFormat(locale, { type: "conjunction", style: "short" });
      return t("routeVia", { ...names, via: list.format(via.map(placeName)) });
    }
    return t("route", names);
  };
}

export function useCabinName() {
  const t = useTranslations("FlightTrips");
  return (cabin: FlightOfferSnapshot["cabin"]) =>
    ({
      economy: t("cabinEconomy"),
      premium: t("cabinPremium"),
      business: t("cabinBusiness"),
      first: t("cabinFirst"),
    })[cabin];
}

function useBrandName() {
  const t = useTranslations("FlightTrips");
  return (brand: FlightOfferSnapshot["brand"]["code"]) =>
    ({ basic: t("brandBasic"), standard: t("brandStandard"), flex: t("brandFlex") })[brand];
}

/** A passenger's type in words; a flight has no seniors (an activity's traveller type). */
function usePassengerType() {
  const t = useTranslations("FlightTrips");
  return (type: Exclude<NonNullable<Traveller["type"]>, "senior">) =>
    ({ adult: t("typeAdult"), child: t("typeChild"), infant: t("typeInfant") })[type];
}

/** The labels of a trip's journeys: outbound and return, or numbered legs of a multi-city. */
function useJourneyLabel() {
  const t = useTranslations("FlightTrips");
  return (offer: FlightOfferSnapshot, index: number) => {
    if (offer.journeys.length === 1) return t("flights");
    if (flightRoute(offer).round) return index === 0 ? t("outbound") : t("return");
    return t("journey", { number: index + 1 });
  };
}

/** The departure airport's zone, whose clock a flight booking's deadlines are on. */
export function departureZone(offer: FlightOfferSnapshot): string {
  return offer.policy.timeZone || offer.journeys[0]!.segments[0]!.from.timeZone;
}

/** A short summary for a trip card: airlines and passengers. */
export function FlightSummaryLine({ offer }: { offer: FlightOfferSnapshot }) {
  const t = useTranslations("FlightTrips");
  return (
    <>
      {flightCarriers(offer).join(", ")}
      {" · "}
      {t("passengerCount", { count: flightTrip.travellers(offer) })}
    </>
  );
}

/** A time on its airport's clock, with the date and the zone named, machine-readable too. */
function AirportTime({
  local,
  instant,
  airport,
}: {
  local: string;
  instant: string;
  airport: Airport;
}) {
  const t = useTranslations("FlightTrips");
  const locale = useFormatLocale();
  return (
    <time dateTime={instant} className="block">
      <span className="text-lg font-semibold">{formatLocalTime(local, locale)}</span>{" "}
      <span className="text-sm text-slate-600">
        {t("dateZone", {
          date: formatStayDate(localDate(local), locale),
          zone: zoneName(instant, locale, airport.timeZone),
        })}
      </span>
    </time>
  );
}

function AirportName({ airport }: { airport: Airport }) {
  return (
    <span className="block">
      <span className="font-mono font-semibold" dir="ltr">
        {airport.iata}
      </span>{" "}
      {airport.name}
      {airport.city && !airport.name.includes(airport.city) ? `, ${airport.city}` : ""}
    </span>
  );
}

function Segment({ segment: s }: { segment: FlightSegmentOf }) {
  const t = useTranslations("FlightTrips");
  const locale = useFormatLocale();
  const shift = dayShift(s.departureLocal, s.arrivalLocal);
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_1fr]">
      <div>
        <p className="text-sm font-medium text-slate-600">{t("departs")}</p>
        <AirportTime local={s.departureLocal} instant={s.departsAt} airport={s.from} />
        <AirportName airport={s.from} />
      </div>
      <div>
        <p className="text-sm font-medium text-slate-600">
          {t("arrives")}
          {shift !== 0 && (
            <span className="ms-2 rounded bg-amber-100 px-1.5 text-amber-900">
              {shift > 0 ? t("dayLater", { count: shift }) : t("dayEarlier", { count: -shift })}
            </span>
          )}
        </p>
        <AirportTime local={s.arrivalLocal} instant={s.arrivesAt} airport={s.to} />
        <AirportName airport={s.to} />
      </div>
      <p className="text-sm text-slate-700 sm:col-span-2">
        {t("operatedBy", { carrier: s.carrier.name, flight: s.flightNumber, aircraft: s.aircraft })}
        {" · "}
        {t("flightTime", { duration: formatDuration(s.durationMinutes, locale) })}
      </p>
    </div>
  );
}

/** The journeys, each with its flights and the connections between them. */
export function FlightItinerary({ offer }: { offer: FlightOfferSnapshot }) {
  const t = useTranslations("FlightTrips");
  const locale = useFormatLocale();
  const journeyLabel = useJourneyLabel();
  return (
    <div className="space-y-5">
      {offer.journeys.map((journey, j) => {
        const { first, last } = journeyEnds(journey);
        return (
          <section key={j} aria-label={journeyLabel(offer, j)} className="space-y-3">
            <h3 className="font-semibold">
              {journeyLabel(offer, j)}
              <span className="font-normal text-slate-600">
                {" · "}
                {t("journeyLine", {
                  from: placeName(first.from),
                  to: placeName(last.to),
                  date: formatStayDate(localDate(first.departureLocal), locale),
                })}
              </span>
            </h3>
            <p className="text-sm text-slate-600">
              {journey.stops > 0 ? t("stops", { count: journey.stops }) : t("nonstop")}
              {" · "}
              {t("totalDuration", { duration: formatDuration(journey.durationMinutes, locale) })}
            </p>
            <ol className="space-y-3 border-s-2 border-slate-200 ps-4">
              {journey.segments.map((segment, k) => (
                <li key={segment.flightId}>
                  <Segment segment={segment} />
                  {k < journey.segments.length - 1 && journey.layoverMinutes[k] !== undefined && (
                    <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm">
                      {t("connection", {
                        place: placeName(segment.to),
                        duration: formatDuration(journey.layoverMinutes[k]!, locale),
                      })}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      <p className="text-sm text-slate-600">{t("localTimes")}</p>
    </div>
  );
}

/** Each passenger with their e-ticket and their seats. */
export function PassengerList({
  offer,
  travellers,
}: {
  offer: FlightOfferSnapshot;
  travellers: Traveller[];
}) {
  const t = useTranslations("FlightTrips");
  const locale = useFormatLocale();
  const typeName = usePassengerType();
  return (
    <PersonCards>
      {travellers.map((p, i) => {
        const seats = seatsOf(offer, p);
        return (
          <PersonCard
            key={i}
            title={
              <>
                {p.firstName} {p.lastName}
                {p.type && p.type !== "senior" && (
                  <span className="font-normal text-slate-600"> ({typeName(p.type)})</span>
                )}
              </>
            }
          >
            <TicketNumberFact label={t("ticketNumber")}>
              {p.ticketNumber ?? t("ticketPending")}
            </TicketNumberFact>
            <InlineFact label={t("seats")}>
              {p.type === "infant"
                ? t("onLap")
                : seats.length
                  ? seats
                      .map(({ seat, flight }) =>
                        t("seatOn", { flight: flight?.flightNumber ?? "", seat }),
                      )
                      .join(", ")
                  : t("noSeats")}
            </InlineFact>
            {p.passportNumber && (
              <InlineFact label={t("passport")}>
                <span dir="ltr">{p.passportNumber}</span>
                {p.passportExpiry &&
                  `, ${t("passportExpires", { date: formatStayDate(p.passportExpiry, locale) })}`}
              </InlineFact>
            )}
          </PersonCard>
        );
      })}
    </PersonCards>
  );
}

/**
 * A flight's cancellation rule in words, on the departure airport's clock: free within the hours
 * after booking (until departure at the latest), then what the fare allows. What cancelling
 * refunds now is the server's to say (the booking's `cancellation`); this is the rule.
 */
export function FlightCancellationRule({
  offer,
  bookedAt,
}: {
  offer: FlightOfferSnapshot;
  bookedAt?: string;
}) {
  const t = useTranslations("FlightTrips");
  const locale = useFormatLocale();
  const zone = departureZone(offer);
  const at = (instant: string) => ({
    date: formatInstant(instant, locale, zone),
    zone: zoneName(instant, locale, zone),
  });
  const rule = flightCancellationRule(offer.policy, bookedAt);
  const parts: string[] = [];
  if (rule.freeHours?.until) {
    parts.push(t("freeWithin", { hours: rule.freeHours.hours, ...at(rule.freeHours.until) }));
  } else if (rule.freeHours) {
    parts.push(t("freeAfterBooking", { hours: rule.freeHours.hours }));
  }
  if (rule.then?.kind === "nonRefundable") parts.push(t("thenNonRefundable"));
  else if (rule.then?.kind === "free") parts.push(t("thenFree", at(rule.then.until)));
  else if (rule.then?.kind === "fee") parts.push(t("thenFee"));
  return <>{parts.join(" ")}</>;
}

/** The fare: cabin and brand, bags, changes. */
function FareFacts({ offer }: { offer: FlightOfferSnapshot }) {
  const t = useTranslations("FlightTrips");
  const locale = useFormatLocale();
  const cabinName = useCabinName();
  const brandName = useBrandName();
  const { brand } = offer;
  return (
    <>
      <span className="block">
        {t("fareLine", { cabin: cabinName(offer.cabin), brand: brandName(brand.code) })}
      </span>
      <span className="block">
        {brand.cabinBag ? t("cabinBag") : t("personalItemOnly")}
        {", "}
        {brand.checkedBags > 0
          ? t("checkedBags", { count: brand.checkedBags })
          : t("noCheckedBags")}
      </span>
      <span className="block">
        {!brand.changeable
          ? t("notChangeable")
          : brand.changeFeeUsd > 0
            ? t("changeable", { fee: formatUsdCents(brand.changeFeeUsd, locale) })
            : t("changeFree")}
      </span>
    </>
  );
}

/** Everything of a flight booking (or of a flight offer, without `booking`). */
export function FlightFacts({ offer, booking }: FactsProps<FlightOfferSnapshot>) {
  const t = useTranslations("FlightTrips");
  return (
    <Facts>
      <FlightItinerary offer={offer} />
      {booking && booking.travellers.length > 0 && (
        <FactsSection title={t("passengers")}>
          <PassengerList offer={offer} travellers={booking.travellers} />
        </FactsSection>
      )}
      <FactList>
        <Fact label={t("fare")}>
          <FareFacts offer={offer} />
        </Fact>
        <Fact label={t("cancellation")}>
          <FlightCancellationRule offer={offer} bookedAt={booking?.createdAt} />
        </Fact>
        {booking && <ContactFacts booking={booking} t={t} />}
      </FactList>
    </Facts>
  );
}
