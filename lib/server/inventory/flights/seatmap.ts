import "server-only";
import type { Cabin } from "@/lib/contract/flights";
import { createRng } from "../random";
import { bodyOf, cabinSeats, type Body } from "./fares";
import type { Flight } from "./generate";

/**
 * The seat map of a flight's cabin on a day: rows of seats across the aisles, exit rows, the rows
 * over the wing, and the seats other travellers of the sandbox world took before (drawn from the
 * flight, cabin and day, so the same every time). The cabin's allotment is its free seats, so the
 * map and the seats left agree; a seat chosen in a booking is claimed on top of that
 * (`supplier_claims`), so two bookings never get the same seat.
 */

export interface PlannedSeat {
  code: string;
  kind: "window" | "middle" | "aisle";
  exit: boolean;
  /** Taken before anyone in this sandbox booked. */
  occupied: boolean;
  /** USD cents a passenger when the fare does not include seat selection. */
  priceUsd: number;
}

export interface PlannedRow {
  number: number;
  wing: boolean;
  exit: boolean;
  seats: (PlannedSeat | null)[];
}

export interface CabinPlan {
  /** Letters across with null for each aisle. */
  columns: (string | null)[];
  rows: PlannedRow[];
  /** Seats not occupied: the cabin's allotment capacity. */
  free: number;
}

// Letters across a row, `|` for an aisle.
const LAYOUT: Record<Body, Partial<Record<Cabin, string>>> = {
  regional: { economy: "AB|CD" },
  narrow: { business: "AC|DF", economy: "ABC|DEF" },
  wide: { first: "A|E|K", business: "A|EF|K", premium: "AC|DEF|HK", economy: "ABC|DEF|HK" },
};

/** Cabins front to back, so rows number on from the cabin before. */
const CABIN_ORDER: readonly Cabin[] = ["first", "business", "premium", "economy"];

function columnsOf(layout: string): (string | null)[] {
  return [...layout].map((c) => (c === "|" ? null : c));
}

function kindOf(columns: (string | null)[], index: number): PlannedSeat["kind"] {
  if (index === 0 || index === columns.length - 1) return "window";
  return columns[index - 1] === null || columns[index + 1] === null ? "aisle" : "middle";
}

function rowsIn(flight: Pick<Flight, "aircraft" | "seats">, cabin: Cabin): number {
  const layout = LAYOUT[bodyOf(flight.aircraft)][cabin];
  if (!layout) return 0;
  return Math.ceil(cabinSeats(flight, cabin) / columnsOf(layout).filter(Boolean).length);
}

const PRICE: Record<Cabin, { exit: number; front: number; side: number; middle: number }> = {
  economy: { exit: 4_500, front: 2_500, side: 1_500, middle: 1_000 },
  premium: { exit: 2_000, front: 2_000, side: 2_000, middle: 2_000 },
  business: { exit: 0, front: 0, side: 0, middle: 0 },
  first: { exit: 0, front: 0, side: 0, middle: 0 },
};

/**
 * The cabin's seats on `day`. `freeSeats`, when given, leaves exactly that many unoccupied (a
 * test flight with its last seats); otherwise 30–70% are taken.
 */
export function cabinPlan(
  flight: Pick<Flight, "id" | "aircraft" | "seats">,
  cabin: Cabin,
  day: string,
  freeSeats?: number,
): CabinPlan | null {
  const layout = LAYOUT[bodyOf(flight.aircraft)][cabin];
  if (!layout) return null;
  const columns = columnsOf(layout);
  const firstRow =
    1 + CABIN_ORDER.slice(0, CABIN_ORDER.indexOf(cabin)).reduce((n, c) => n + rowsIn(flight, c), 0);
  const count = rowsIn(flight, cabin);
  // Economy has two exit rows over the wing on a wide-body, one on the others.
  const exits = new Set(
    cabin !== "economy"
      ? []
      : bodyOf(flight.aircraft) === "wide"
        ? [Math.floor(count * 0.35), Math.floor(count * 0.7)]
        : [Math.floor(count * 0.45)],
  );
  const wing = (i: number) => cabin === "economy" && i >= count * 0.3 && i < count * 0.6;
  const rng = createRng(`seats:${flight.id}:${cabin}:${day}`);
  const share = rng.float(0.3, 0.7);
  const price = PRICE[cabin];

  const rows: PlannedRow[] = Array.from({ length: count }, (_, i) => ({
    number: firstRow + i,
    wing: wing(i),
    exit: exits.has(i),
    seats: columns.map((letter, c): PlannedSeat | null => {
      if (!letter) return null;
      const kind = kindOf(columns, c);
      return {
        code: `${firstRow + i}${letter}`,
        kind,
        exit: exits.has(i),
        occupied: rng.chance(share),
        priceUsd: exits.has(i)
          ? price.exit
          : i < 5
            ? price.front
            : kind === "middle"
              ? price.middle
              : price.side,
      };
    }),
  }));
  const seats = rows.flatMap((r) => r.seats.filter((s): s is PlannedSeat => s !== null));
  if (freeSeats !== undefined) {
    seats.forEach((s, i) => (s.occupied = i >= freeSeats));
  }
  return { columns, rows, free: seats.filter((s) => !s.occupied).length };
}

/** A seat of the plan by its code; undefined when the cabin has no such seat. */
export function seatOf(plan: CabinPlan, code: string): PlannedSeat | undefined {
  for (const row of plan.rows) {
    for (const seat of row.seats) if (seat?.code === code) return seat;
  }
  return undefined;
}
