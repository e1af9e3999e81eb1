"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { SECTION } from "@/components/booking/checkout/checkout-sections";
import { flightApiMessage, useSeatMaps } from "@/lib/api/queries/flights";
import { mayTakeExitRow } from "@/lib/contract/exit-rows";
import type { FlightQueryInput, SeatChoice, SeatMap as SeatMapData } from "@/lib/contract/flights";
import { BrandButton, LinkButton } from "../buttons";
import { writeFlightDraft } from "./reservation-draft";
import { SeatLegend, SeatMap } from "./seat-map";

/**
 * The seats step: a seat map per segment, a seat per seated passenger (adults, then children;
 * infants sit on a lap). Every choice is optional; what is chosen is kept with the offer's draft.
 * Loaded only when the step opens, with the seat maps.
 */
export default function SeatsStep({
  query,
  offerId,
  seatedLabels,
  hasInfants,
  freeSeats,
  initial,
  formatPrice,
  onBack,
  onContinue,
}: {
  query: FlightQueryInput;
  offerId: string;
  /** The seated passengers' labels (names when typed), adults then children. */
  seatedLabels: string[];
  hasInfants: boolean;
  /** The fare includes seat selection. */
  freeSeats: boolean;
  initial: SeatChoice[];
  formatPrice(usdMinor: number): string;
  onBack(): void;
  onContinue(seats: SeatChoice[]): void;
}) {
  const t = useTranslations("FlightSeats");
  const maps = useSeatMaps(query, offerId);
  const [seats, setSeats] = useState<SeatChoice[]>(initial);
  const [current, setCurrent] = useState<Record<number, number>>({});

  useEffect(() => {
    writeFlightDraft(offerId, { seats });
  }, [offerId, seats]);

  // A seat taken by someone else since it was chosen is dropped (the quote would refuse it).
  const usable = useMemo(() => {
    if (!maps.data) return seats;
    const free = new Set<string>();
    for (const map of maps.data.seatMaps)
      for (const row of map.rows)
        for (const seat of row.seats)
          if (seat && !seat.occupied) free.add(`${map.segment}:${seat.code}`);
    return seats.filter((s) => free.has(`${s.segment}:${s.seat}`));
  }, [maps.data, seats]);
  // Exit-row seats only for adults without a lap infant (the quote refuses the others).
  const exitAllowed = (passenger: number) => mayTakeExitRow(query, passenger);

  const priceOf = useMemo(() => {
    const prices = new Map<string, number>();
    for (const map of maps.data?.seatMaps ?? [])
      for (const row of map.rows)
        for (const seat of row.seats)
          if (seat) prices.set(`${map.segment}:${seat.code}`, seat.priceUsd);
    return (s: SeatChoice) => prices.get(`${s.segment}:${s.seat}`) ?? 0;
  }, [maps.data]);
  const totalUsd = usable.reduce((sum, s) => sum + priceOf(s), 0);

  function pick(segment: number, passenger: number, seat: string) {
    const mine = seats.find((s) => s.segment === segment && s.passenger === passenger);
    const next = seats.filter((s) => !(s.segment === segment && s.passenger === passenger));
    // Picking one's own seat again gives it back.
    if (mine?.seat !== seat) next.push({ segment, passenger, seat });
    setSeats(next);
    if (mine?.seat === seat) return;
    // On to the next passenger still without a seat on this flight.
    const waiting = seatedLabels.findIndex(
      (_, p) => p !== passenger && !next.some((s) => s.segment === segment && s.passenger === p),
    );
    if (waiting >= 0) setCurrent((c) => ({ ...c, [segment]: waiting }));
  }

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="space-y-6">
      <section aria-labelledby="seats-heading" className={SECTION}>
        <h2
          id="seats-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none focus-visible:outline"
        >
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{freeSeats ? t("introFree") : t("introPaid")}</p>
        {hasInfants && <p className="mt-1 text-sm text-slate-600">{t("infantsNoSeat")}</p>}
        <p className="mt-1 text-sm text-slate-600">{t("keyboardHint")}</p>
      </section>

      {maps.isPending && (
        <p role="status" className="py-6 text-center text-slate-600">
          {t("loading")}
        </p>
      )}
      {maps.isError && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p className="font-semibold">{t("loadFailed")}</p>
          {flightApiMessage(maps.error) && <p className="mt-1">{flightApiMessage(maps.error)}</p>}
          <div className="mt-3 flex flex-wrap gap-3">
            <BrandButton onClick={() => void maps.refetch()}>{t("tryAgain")}</BrandButton>
          </div>
        </div>
      )}
      {maps.data && (
        <>
          <SeatLegend />
          {maps.data.seatMaps.map((map, n) => (
            <SegmentSeats
              key={map.segment}
              map={map}
              position={n + 1}
              count={maps.data.seatMaps.length}
              seats={usable.filter((s) => s.segment === map.segment)}
              labels={seatedLabels}
              current={current[map.segment] ?? 0}
              exitAllowed={exitAllowed}
              onCurrent={(p) => setCurrent((c) => ({ ...c, [map.segment]: p }))}
              onPick={(p, seat) => pick(map.segment, p, seat)}
              onClear={() => setSeats((all) => all.filter((s) => s.segment !== map.segment))}
              formatPrice={formatPrice}
              priceOf={priceOf}
            />
          ))}
        </>
      )}

      <section aria-labelledby="seats-total-heading" className={`${SECTION} space-y-4`}>
        <h2 id="seats-total-heading" className="text-lg font-semibold">
          {t("summary")}
        </h2>
        <p aria-live="polite">
          {usable.length === 0
            ? t("noSeatsChosen")
            : t("seatsChosen", { count: usable.length, total: formatPrice(totalUsd) })}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <button
            type="button"
            onClick={onBack}
            className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold"
          >
            {t("back")}
          </button>
          <button
            type="button"
            onClick={() => onContinue([])}
            className="rounded-lg border border-brand px-4 py-2.5 font-semibold text-brand"
          >
            {t("skip")}
          </button>
          <button
            type="button"
            onClick={() => onContinue(usable)}
            className="rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:opacity-90 sm:ms-auto"
          >
            {t("continue")}
          </button>
        </div>
      </section>
    </div>
  );
}

function SegmentSeats({
  map,
  position,
  count,
  seats,
  labels,
  current,
  exitAllowed,
  onCurrent,
  onPick,
  onClear,
  formatPrice,
  priceOf,
}: {
  map: SeatMapData;
  position: number;
  count: number;
  seats: SeatChoice[];
  labels: string[];
  current: number;
  exitAllowed(passenger: number): boolean;
  onCurrent(passenger: number): void;
  onPick(passenger: number, seat: string): void;
  onClear(): void;
  formatPrice(usdMinor: number): string;
  priceOf(choice: SeatChoice): number;
}) {
  const t = useTranslations("FlightSeats");
  const headingId = `segment-${map.segment}-heading`;
  const title = t("segmentTitle", {
    n: position,
    count,
    flight: map.flightNumber,
    from: map.from,
    to: map.to,
  });
  const chosen = new Map(
    seats.map((s) => [s.seat, { passenger: s.passenger, label: labels[s.passenger] ?? "" }]),
  );
  return (
    <section aria-labelledby={headingId} className={`${SECTION} space-y-4`}>
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("choosingFor")}</legend>
        <div className="flex flex-wrap gap-2">
          {labels.map((label, p) => {
            const seat = seats.find((s) => s.passenger === p);
            return (
              <label
                key={p}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-slate-50"
              >
                <input
                  type="radio"
                  name={`seat-passenger-${map.segment}`}
                  checked={current === p}
                  onChange={() => onCurrent(p)}
                />
                <span>
                  <span aria-hidden="true" className="me-1 font-semibold">
                    {p + 1}.
                  </span>
                  {label}
                  <span className="block text-xs text-slate-600">
                    {seat
                      ? t("passengerSeat", {
                          seat: seat.seat,
                          price: priceOf(seat) > 0 ? formatPrice(priceOf(seat)) : t("free"),
                        })
                      : t("noSeatYet")}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {!exitAllowed(current) && (
        <p className="text-sm text-slate-700">
          {t("exitRowRule", { passenger: labels[current] ?? "" })}
        </p>
      )}
      <SeatMap
        map={map}
        chosen={chosen}
        current={current}
        exitAllowed={exitAllowed(current)}
        formatPrice={formatPrice}
        onPick={(seat) => onPick(current, seat)}
        label={t("mapLabel", { flight: title, passenger: labels[current] ?? "" })}
      />
      {seats.length > 0 && (
        <LinkButton onClick={onClear} className="text-sm font-semibold">
          {t("clearSegment")}
        </LinkButton>
      )}
    </section>
  );
}
