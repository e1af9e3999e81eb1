"use client";

import { useLocale, useTranslations } from "next-intl";
import type { AirportInfo, FlightJourney, FlightSegment } from "@/lib/contract/flights";
import { formatDisplayDate } from "@/lib/i18n/dates";
import { dateTimeFormat } from "@/lib/i18n/intl-format";
import type { Locale } from "@/lib/i18n/locales";
import { useCabinLabel, useDurationText } from "./flight-labels";

/** An instant's time of day at an airport (its time zone); the local string if Intl refuses. */
export function airportTime(instant: string, local: string, timeZone: string, locale: string) {
  try {
    return dateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" }).format(
      new Date(instant),
    );
  } catch {
    return local.slice(11, 16);
  }
}

/** Calendar days from one `YYYY-MM-DD…` local date to another (negative across the date line). */
export function daysBetween(fromLocal: string, toLocal: string): number {
  const day = (s: string) => Date.parse(`${s.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  return Math.round(day(toLocal) - day(fromLocal));
}

/** A journey's first and last flights: where and when it leaves, where and when it arrives. */
export function journeyEnds<Segment>(journey: { segments: readonly Segment[] }) {
  return { first: journey.segments[0]!, last: journey.segments[journey.segments.length - 1]! };
}

const place = (a: AirportInfo) => (a.city ? `${a.city} (${a.iata})` : `${a.name} (${a.iata})`);

/** Each journey's title: the outbound and return of a round trip, the numbered flights of a multi-city. */
export function useJourneyTitle(): (index: number, count: number) => string {
  const t = useTranslations("FlightResults");
  return (index, count) =>
    count === 1
      ? t("outbound")
      : count === 2
        ? index === 0
          ? t("outbound")
          : t("inbound")
        : t("flightN", { number: index + 1 });
}

/** A journey's stops in words: nonstop, or how many and at which airports. */
function useStopsText(): (journey: FlightJourney) => string {
  const t = useTranslations("FlightResults");
  return (journey) =>
    journey.stops === 0
      ? t("nonstop")
      : t("stops", {
          count: journey.stops,
          airports: journey.segments
            .slice(1)
            .map((s) => s.from.iata)
            .join(", "),
        });
}

/** "+1" after an arrival on a later local day than the journey's departure, with its words. */
function DayMark({ days }: { days: number }) {
  const t = useTranslations("FlightResults");
  if (days === 0) return null;
  return (
    <sup className="ms-0.5 text-xs font-semibold text-amber-700">
      <span aria-hidden="true">{days > 0 ? `+${days}` : days}</span>
      <span className="sr-only">
        {" "}
        {days > 0 ? t("dayMarkLater", { count: days }) : t("dayMarkEarlier", { count: -days })}
      </span>
    </sup>
  );
}

/**
 * One journey in short, for a result card: airlines and flight numbers, departure and arrival in
 * each airport's local time (with "+1" when the arrival is on a later local day), the duration,
 * the stops with their airports and layovers, and the aircraft.
 */
export function JourneySummary({ journey, title }: { journey: FlightJourney; title: string }) {
  const t = useTranslations("FlightResults");
  const locale = useLocale();
  const duration = useDurationText();
  const stops = useStopsText();
  const { first, last } = journeyEnds(journey);
  const airlines = [...new Set(journey.segments.map((s) => s.carrier.name))].join(", ");
  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title} · {formatDisplayDate(first.departureLocal.slice(0, 10), locale as Locale)}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <p className="min-w-24">
          <span className="text-lg font-semibold">
            {airportTime(first.departsAt, first.departureLocal, first.from.timeZone, locale)}
          </span>{" "}
          <abbr title={first.from.name} className="text-sm text-slate-600 no-underline">
            {first.from.iata}
          </abbr>
        </p>
        <div className="flex-1 text-center text-xs text-slate-600">
          <p>{duration(journey.durationMinutes)}</p>
          <div aria-hidden="true" className="my-0.5 h-px bg-slate-300" />
          <p className={journey.stops === 0 ? "text-emerald-700" : ""}>{stops(journey)}</p>
        </div>
        <p className="min-w-24 text-end">
          <span className="text-lg font-semibold">
            {airportTime(last.arrivesAt, last.arrivalLocal, last.to.timeZone, locale)}
          </span>
          <DayMark days={daysBetween(first.departureLocal, last.arrivalLocal)} />{" "}
          <abbr title={last.to.name} className="text-sm text-slate-600 no-underline">
            {last.to.iata}
          </abbr>
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {airlines} · {journey.segments.map((s) => s.flightNumber).join(", ")} ·{" "}
        {[...new Set(journey.segments.map((s) => s.aircraft))].join(", ")}
      </p>
      {journey.layoverMinutes.length > 0 && (
        <ul className="text-xs text-slate-600">
          {journey.layoverMinutes.map((minutes, i) => (
            <li key={i}>
              {t("layover", {
                duration: duration(minutes),
                airport: place(journey.segments[i + 1]!.from),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SegmentDetail({
  segment,
  journeyStart,
}: {
  segment: FlightSegment;
  journeyStart: string;
}) {
  const t = useTranslations("FlightResults");
  const locale = useLocale();
  const duration = useDurationText();
  const at = (instant: string, local: string, airport: AirportInfo) =>
    `${formatDisplayDate(local.slice(0, 10), locale as Locale)} ${airportTime(instant, local, airport.timeZone, locale)}`;
  return (
    <div className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[1fr_auto]">
      <div className="space-y-1">
        <p>
          <span className="font-semibold">
            {at(segment.departsAt, segment.departureLocal, segment.from)}
          </span>{" "}
          {t("departsFrom", { airport: `${segment.from.name} (${segment.from.iata})` })}
        </p>
        <p>
          <span className="font-semibold">
            {at(segment.arrivesAt, segment.arrivalLocal, segment.to)}
          </span>
          <DayMark days={daysBetween(journeyStart, segment.arrivalLocal)} />{" "}
          {t("arrivesAt", { airport: `${segment.to.name} (${segment.to.iata})` })}
        </p>
      </div>
      <p className="text-slate-700 sm:text-end">
        {segment.carrier.name} {segment.flightNumber}
        <br />
        {segment.aircraft} · {duration(segment.durationMinutes)}
      </p>
    </div>
  );
}

/** One journey in full, for the fares page: every flight, and the layovers between them. */
export function JourneyDetail({
  journey,
  title,
  cabin,
}: {
  journey: FlightJourney;
  title: string;
  cabin: Parameters<ReturnType<typeof useCabinLabel>>[0];
}) {
  const t = useTranslations("FlightResults");
  const duration = useDurationText();
  const stops = useStopsText();
  const cabinLabel = useCabinLabel();
  const { first, last } = journeyEnds(journey);
  return (
    <section className="space-y-2">
      <h3 className="font-semibold">
        {title}: {place(first.from)}{" "}
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          →
        </span>
        <span className="sr-only">–</span> {place(last.to)}
      </h3>
      <p className="text-sm text-slate-600">
        {duration(journey.durationMinutes)} · {stops(journey)} · {cabinLabel(cabin)}
      </p>
      <ol className="space-y-2">
        {journey.segments.map((segment, i) => (
          <li key={segment.flightId} className="space-y-2">
            {i > 0 && (
              <p className="ps-3 text-xs font-medium text-amber-800">
                {t("layover", {
                  duration: duration(journey.layoverMinutes[i - 1] ?? 0),
                  airport: place(segment.from),
                })}
              </p>
            )}
            <SegmentDetail segment={segment} journeyStart={first.departureLocal} />
          </li>
        ))}
      </ol>
    </section>
  );
}
