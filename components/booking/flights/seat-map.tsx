"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type KeyboardEvent } from "react";
import type { SeatMap as SeatMapData } from "@/lib/contract/flights";

type Seat = NonNullable<SeatMapData["rows"][number]["seats"][number]>;
interface Position {
  row: number;
  col: number;
}

/**
 * One segment's cabin as a grid (ARIA grid pattern): column letters across, a row number and
 * its exit and wing marks down the side, aisles as gaps. Each seat is a button named in full
 * ("Seat 12A, window, exit row, €25"); one of them is in the tab order and the arrow keys move
 * between seats (Home and End along the row, Ctrl+Home and Ctrl+End to the cabin's ends).
 * Occupied seats stay reachable, so the keyboard never skips them silently, but cannot be taken.
 *
 * The cabin is drawn as the aircraft is, left to right from the front, whatever the page's
 * direction: seat A is at the window on the left.
 */
export function SeatMap({
  map,
  chosen,
  current,
  formatPrice,
  onPick,
  label,
  exitAllowed,
}: {
  map: SeatMapData;
  /** The seats our passengers hold on this segment: seat code → whose it is. */
  chosen: ReadonlyMap<string, { passenger: number; label: string }>;
  /** The seated passenger a pick is for (their index among the seated passengers). */
  current: number | null;
  /** USD cents in the selected currency. */
  formatPrice(usdMinor: number): string;
  onPick(seat: string): void;
  /** The grid's accessible name. */
  label: string;
  /** Whether the current passenger may sit in an exit row (an adult without a lap infant). */
  exitAllowed: boolean;
}) {
  const t = useTranslations("FlightSeats");
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const seatAt = (p: Position): Seat | null => map.rows[p.row]?.seats[p.col] ?? null;

  // The seat in the tab order: the current passenger's, else the first free one.
  const start = (): Position => {
    let firstFree: Position | null = null;
    for (let row = 0; row < map.rows.length; row++) {
      const seats = map.rows[row]!.seats;
      for (let col = 0; col < seats.length; col++) {
        const seat = seats[col];
        if (!seat) continue;
        if (chosen.get(seat.code)?.passenger === current) return { row, col };
        if (!firstFree && !seat.occupied) firstFree = { row, col };
      }
    }
    return firstFree ?? { row: 0, col: map.rows[0]?.seats.findIndex(Boolean) ?? 0 };
  };
  const [active, setActive] = useState<Position | null>(null);
  const focusPos = active && seatAt(active) ? active : start();

  function move(to: Position | null) {
    if (!to) return;
    setActive(to);
    cells.current.get(`${to.row}:${to.col}`)?.focus();
  }

  /** The next seat from `p` along a row (dx) or a column (dy), skipping aisles and gaps. */
  function step(p: Position, dx: number, dy: number): Position | null {
    if (dx) {
      const seats = map.rows[p.row]!.seats;
      for (let col = p.col + dx; col >= 0 && col < seats.length; col += dx) {
        if (seats[col]) return { row: p.row, col };
      }
      return null;
    }
    for (let row = p.row + dy; row >= 0 && row < map.rows.length; row += dy) {
      if (map.rows[row]!.seats[p.col]) return { row, col: p.col };
    }
    return null;
  }

  function edge(row: number, last: boolean): Position | null {
    const seats = map.rows[row]?.seats ?? [];
    const cols = seats.map((s, col) => (s ? col : -1)).filter((col) => col >= 0);
    const col = last ? cols.at(-1) : cols[0];
    return col === undefined ? null : { row, col };
  }

  function onKeyDown(e: KeyboardEvent, p: Position) {
    const keys: Record<string, () => Position | null> = {
      ArrowRight: () => step(p, 1, 0),
      ArrowLeft: () => step(p, -1, 0),
      ArrowDown: () => step(p, 0, 1),
      ArrowUp: () => step(p, 0, -1),
      Home: () => (e.ctrlKey ? edge(0, false) : edge(p.row, false)),
      End: () => (e.ctrlKey ? edge(map.rows.length - 1, true) : edge(p.row, true)),
    };
    const go = keys[e.key];
    if (!go) return;
    e.preventDefault();
    move(go());
  }

  function seatName(seat: Seat, exitRow: boolean): string {
    const kind =
      seat.kind === "window" ? t("window") : seat.kind === "aisle" ? t("aisle") : t("middle");
    const parts = [t("seatName", { seat: seat.code }), kind];
    if (seat.exit || exitRow) parts.push(t("exitRow"));
    const holder = chosen.get(seat.code);
    if (holder) parts.push(t("chosenFor", { passenger: holder.label }));
    else if (seat.occupied) parts.push(t("occupied"));
    else if ((seat.exit || exitRow) && !exitAllowed) parts.push(t("notForPassenger"));
    else parts.push(seat.priceUsd > 0 ? formatPrice(seat.priceUsd) : t("free"));
    return parts.join(", ");
  }

  return (
    <div className="overflow-x-auto pb-2">
      <div role="grid" aria-label={label} dir="ltr" className="mx-auto w-max space-y-1">
        <div role="row" className="flex items-center gap-1">
          <span role="columnheader" className="w-14">
            <span className="sr-only">{t("row")}</span>
          </span>
          {map.columns.map((letter, col) =>
            letter ? (
              <span
                key={col}
                role="columnheader"
                className="w-11 text-center text-sm font-semibold text-slate-600"
              >
                {letter}
              </span>
            ) : (
              <span key={col} aria-hidden="true" className="w-6" />
            ),
          )}
        </div>
        {map.rows.map((row, r) => (
          <div
            key={row.number}
            role="row"
            className={`flex items-center gap-1 rounded ${
              row.wing ? "border-x-4 border-slate-400 px-1" : "border-x-4 border-transparent px-1"
            }`}
          >
            <span
              role="rowheader"
              className="flex w-14 flex-col items-center text-sm font-semibold text-slate-700"
            >
              <span>
                <span className="sr-only">{t("row")} </span>
                {row.number}
              </span>
              {row.exit && (
                <span className="text-[10px] font-bold uppercase text-red-700">{t("exit")}</span>
              )}
              {row.wing && <span className="sr-only">{t("overWing")}</span>}
            </span>
            {map.columns.map((letter, col) => {
              const seat = row.seats[col] ?? null;
              if (!letter) return <span key={col} aria-hidden="true" className="w-6" />;
              if (!seat)
                return (
                  <span key={col} role="gridcell" className="w-11">
                    <span className="sr-only">{t("noSeat")}</span>
                  </span>
                );
              const holder = chosen.get(seat.code);
              const mine = holder !== undefined && holder.passenger === current;
              const barred = (seat.exit || row.exit) && !exitAllowed && !mine;
              const unavailable = seat.occupied || (holder !== undefined && !mine) || barred;
              const pos = { row: r, col };
              const tabbable = focusPos.row === r && focusPos.col === col;
              return (
                <span key={col} role="gridcell" className="w-11">
                  <button
                    ref={(el) => {
                      if (el) cells.current.set(`${r}:${col}`, el);
                      else cells.current.delete(`${r}:${col}`);
                    }}
                    type="button"
                    tabIndex={tabbable ? 0 : -1}
                    aria-label={seatName(seat, row.exit)}
                    aria-pressed={holder !== undefined}
                    aria-disabled={unavailable || current === null ? true : undefined}
                    title={seatName(seat, row.exit)}
                    onFocus={() => setActive(pos)}
                    onKeyDown={(e) => onKeyDown(e, pos)}
                    onClick={() => {
                      setActive(pos);
                      if (!unavailable && current !== null) onPick(seat.code);
                    }}
                    className={`flex h-11 w-11 flex-col items-center justify-center rounded-md border text-xs leading-tight ${seatStyle(
                      seat,
                      holder !== undefined,
                      mine,
                      barred,
                    )}`}
                  >
                    <span aria-hidden="true" className="font-semibold">
                      {holder ? holder.passenger + 1 : seat.occupied ? "×" : letter}
                    </span>
                    {!holder && !seat.occupied && seat.priceUsd > 0 && (
                      <span aria-hidden="true" className="text-[10px]">
                        +
                      </span>
                    )}
                  </button>
                </span>
              );
            })}
            {row.exit && (
              <span aria-hidden="true" className="w-8 text-[10px] font-bold uppercase text-red-700">
                {t("exit")}
              </span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

function seatStyle(seat: Seat, taken: boolean, mine: boolean, barred: boolean): string {
  if (mine) return "border-brand bg-brand text-white";
  if (taken) return "border-slate-500 bg-slate-600 text-white cursor-not-allowed";
  if (seat.occupied || barred) {
    return "border-slate-200 bg-slate-200 text-slate-500 cursor-not-allowed";
  }
  if (seat.priceUsd > 0) return "border-sky-400 bg-sky-50 text-sky-900 hover:bg-sky-100";
  return "border-emerald-400 bg-emerald-50 text-emerald-900 hover:bg-emerald-100";
}

/** What the seat colours and marks mean. */
export function SeatLegend() {
  const t = useTranslations("FlightSeats");
  const items = [
    ["border-emerald-400 bg-emerald-50", t("legendFree")],
    ["border-sky-400 bg-sky-50", t("legendPaid")],
    ["border-brand bg-brand", t("legendSelected")],
    ["border-slate-500 bg-slate-600", t("legendOtherPassenger")],
    ["border-slate-200 bg-slate-200", t("legendOccupied")],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {items.map(([style, text]) => (
        <li key={text} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-4 w-4 rounded border ${style}`} />
          {text}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-4 w-4 border-x-4 border-slate-400" />
        {t("legendWing")}
      </li>
    </ul>
  );
}
