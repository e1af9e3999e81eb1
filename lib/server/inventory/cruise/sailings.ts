import "server-only";
import * as z from "zod";
import type { CruiseLine, CruiseShip } from "@/lib/contract/cruise";
import { haversineKm } from "../geo/geodesy";
import { createRng, type Rng } from "../random";
import { cruiseLines } from "./lines";
import { cruiseWaters, type CruisePort, type CruiseWaters, type WatersId } from "./ports";

/**
 * Sandbox cruise sailings. Each ship sails round trips back to back, as real ships do: the next
 * sailing leaves on the day the last one returns. The schedule is a chain that starts at a fixed
 * date (SCHEDULE_START), so a sailing keeps its id and contents whatever date a search starts
 * from; nothing here reads the clock. From May to October a ship sails its summer waters, from
 * November to April its winter waters, from one home port in each.
 */

export const SCHEDULE_START = "2025-01-01";
/** The longest date range one call may ask for. */
export const MAX_SCHEDULE_DAYS = 731;
/**
 * How far a ship gets between two ports: about 20 knots over the 19 hours from one evening's
 * departure to the next morning's arrival.
 */
export const KM_PER_NIGHT = 700;

export type CabinCode = "inside" | "oceanview" | "balcony" | "suite";

export interface CabinCategory {
  /** `<sailing id>-<code>`: the allotment item; its one allotment day is the departure date. */
  id: string;
  code: CabinCode;
  name: string;
  maxOccupancy: number;
  /** Cabins of this category the sailing can sell: the allotment's capacity. */
  cabinsPerSailing: number;
  /** Wholesale cruise fare per person for the whole sailing, USD cents. */
  pricePerPerson: number;
}

export interface PortCall {
  /** Days after embarkation, 1 … nights − 1. */
  day: number;
  date: string;
  port: CruisePort;
}

export interface CruiseSailing {
  /** `cs-<ship id>-<YYYYMMDD>`: the ship and its departure date. */
  id: string;
  lineId: string;
  lineName: string;
  shipId: string;
  shipName: string;
  watersId: WatersId;
  watersName: string;
  departureDate: string;
  /** When the ship is back at the embarkation port: departureDate + nights. */
  returnDate: string;
  nights: number;
  /** Sailings are round trips: they end where they start. */
  embarkation: CruisePort;
  /** In order of the days; days without a call are at sea. */
  portCalls: PortCall[];
  seaDays: number;
  /** Cheapest first. */
  cabins: CabinCategory[];
  /** Port charges and taxes per person for the whole sailing, USD cents. */
  taxAndFeePerPerson: number;
  publishedUpliftBasisPoints: number;
}

export interface ShipOfLine {
  line: CruiseLine;
  ship: CruiseShip;
}

const DAY_MS = 86_400_000;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const isoDate = z.iso.date();
const dayNumber = (date: string) => Date.parse(`${isoDate.parse(date)}T00:00:00Z`) / DAY_MS;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

interface CabinTemplate {
  code: CabinCode;
  name: string;
  maxOccupancy: number;
  /** Fare relative to an inside cabin. */
  factor: number;
}
const CABINS: readonly CabinTemplate[] = [
  { code: "inside", name: "Inside Stateroom", maxOccupancy: 4, factor: 1 },
  { code: "oceanview", name: "Oceanview Stateroom", maxOccupancy: 4, factor: 1.25 },
  { code: "balcony", name: "Balcony Stateroom", maxOccupancy: 4, factor: 1.6 },
  { code: "suite", name: "Suite", maxOccupancy: 6, factor: 3.2 },
];
/** Shares of the cabins (inside, oceanview, balcony, suite): newer ships have more balconies. */
function cabinShares(yearBuilt: number): readonly number[] {
  if (yearBuilt >= 2010) return [0.25, 0.1, 0.57, 0.08];
  if (yearBuilt >= 2000) return [0.32, 0.22, 0.4, 0.06];
  return [0.4, 0.35, 0.2, 0.05];
}

/** An inside cabin per person and night on a mass-market line in the Caribbean, USD cents. */
const INSIDE_PER_NIGHT = 8000;
// Rounded from the lines' published fares against Carnival's; lines not listed get a stable level.
// prettier-ignore
const LINE_PRICE_LEVEL: Readonly<Record<string, number>> = {
  carnival: 1, mcl: 0.95, costa: 0.95, norwegian: 1.2, "royal-caribbean": 1.25, princess: 1.35,
  "holland-america": 1.4, celebrity: 1.5, disney: 2.6,
};
const linePriceLevel = (lineId: string) =>
  LINE_PRICE_LEVEL[lineId] ?? createRng(`line-level:${lineId}`).float(1, 1.5);
const shipAgeLevel = (yearBuilt: number) =>
  yearBuilt >= 2020 ? 1.15 : yearBuilt >= 2010 ? 1 : 0.9;

interface Deployment {
  waters: CruiseWaters;
  home: CruisePort;
  /** The waters' sailing lengths that reach at least one port from this home port and back. */
  nights: readonly number[];
}
interface ShipPlan {
  /** The chain's first departure. */
  start: number;
  summer: Deployment;
  winter: Deployment;
}

function shipPlan(waters: readonly CruiseWaters[], shipId: string): ShipPlan {
  const rng = createRng(`ship:${shipId}`);
  const deploy = (weight: (w: CruiseWaters) => number): Deployment => {
    const chosen = rng.weighted(waters.map((w) => [w, weight(w)] as const));
    const home = rng.pick(chosen.homePorts);
    const nights = chosen.nights.filter((n) => reachable(chosen, home, n).length > 0);
    return { waters: chosen, home, nights };
  };
  return {
    start: dayNumber(SCHEDULE_START) + rng.int(0, 6),
    summer: deploy((w) => w.summerWeight),
    winter: deploy((w) => w.winterWeight),
  };
}

/** May to October (northern summer) or November to April. */
function deploymentOn(plan: ShipPlan, day: number): Deployment {
  const month = new Date(day * DAY_MS).getUTCMonth();
  return month >= 4 && month <= 9 ? plan.summer : plan.winter;
}

/** Nights from one port to the next; at least one, as a ship calls at one port a day. */
const legNights = (km: number) => Math.max(1, Math.ceil(km / KM_PER_NIGHT));

/** The calls a ship can make on a sailing of `nights` from `home` and still be back in time. */
function reachable(waters: CruiseWaters, home: CruisePort, nights: number): CruisePort[] {
  return waters.calls.filter(
    (p) => p.id !== home.id && 2 * legNights(haversineKm(home, p)) <= nights,
  );
}

/** The sea distance of each leg of a loop from home through `calls` and back. */
function legKm(home: CruisePort, calls: readonly CruisePort[]): number[] {
  const stops = [home, ...calls, home];
  return stops.slice(1).map((stop, i) => haversineKm(stops[i]!, stop));
}
const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/**
 * Ports for `nights` from `home`: the drawn ports are taken in turn, each put where it lengthens
 * the loop least, and kept when the loop still fits the nights, until there is about one call
 * every other day or more. The spare nights go to the legs with the most sea to cover.
 */
function itinerary(rng: Rng, waters: CruiseWaters, home: CruisePort, nights: number) {
  const wanted = rng.int(Math.ceil(nights / 2), nights - 1);
  let calls: CruisePort[] = [];
  for (const port of rng.shuffle(reachable(waters, home, nights))) {
    if (calls.length >= wanted) break;
    const stops = [home, ...calls, home];
    let at = 0;
    let least = Infinity;
    for (let i = 0; i <= calls.length; i++) {
      const [a, b] = [stops[i]!, stops[i + 1]!];
      const added = haversineKm(a, port) + haversineKm(port, b) - haversineKm(a, b);
      if (added < least) [at, least] = [i, added];
    }
    const tried = calls.toSpliced(at, 0, port);
    if (sum(legKm(home, tried).map(legNights)) <= nights) calls = tried;
  }
  const km = legKm(home, calls);
  const nightsOf = km.map(legNights);
  for (let spare = nights - sum(nightsOf); spare > 0; spare--) {
    let slowest = 0;
    for (let i = 1; i < nightsOf.length; i++) {
      if (km[i]! / nightsOf[i]! > km[slowest]! / nightsOf[slowest]!) slowest = i;
    }
    nightsOf[slowest]!++;
  }
  let day = 0;
  return calls.map((port, i) => {
    day += nightsOf[i]!;
    return { day, port };
  });
}

/** The sailing leaving on `day`: its nights are drawn first, since the chain needs only them. */
function sailingOn(plan: ShipPlan, { line, ship }: ShipOfLine, day: number) {
  const id = `cs-${ship.id}-${isoDay(day).replaceAll("-", "")}`;
  const rng = createRng(id);
  const { waters, home, nights: lengths } = deploymentOn(plan, day);
  const nights = rng.pick(lengths);
  const build = (): CruiseSailing => {
    const portCalls = itinerary(rng, waters, home, nights).map((c) => ({
      ...c,
      date: isoDay(day + c.day),
    }));
    const perNight =
      INSIDE_PER_NIGHT *
      linePriceLevel(line.id) *
      waters.priceLevel *
      shipAgeLevel(ship.yearBuilt) *
      rng.float(0.85, 1.25);
    const cabins = Math.round(ship.capacity / 2);
    const shares = cabinShares(ship.yearBuilt);
    return {
      id,
      lineId: line.id,
      lineName: line.name,
      shipId: ship.id,
      shipName: ship.name,
      watersId: waters.id,
      watersName: waters.name,
      departureDate: isoDay(day),
      returnDate: isoDay(day + nights),
      nights,
      embarkation: home,
      portCalls,
      seaDays: nights - 1 - portCalls.length,
      cabins: CABINS.map((c, i) => ({
        id: `${id}-${c.code}`,
        code: c.code,
        name: c.name,
        maxOccupancy: c.maxOccupancy,
        cabinsPerSailing: Math.max(1, Math.round(cabins * shares[i]!)),
        // Fares are quoted in whole dollars.
        pricePerPerson: Math.round((perNight * c.factor * nights) / 100) * 100,
      })),
      taxAndFeePerPerson: nights * rng.int(12, 22) * 100,
      publishedUpliftBasisPoints: rng.int(20, 70) * 50,
    };
  };
  return { nights, build };
}

/** A ship's chain of departures as far as it was walked: its plan, the days, the next one. */
interface Chain {
  plan: ShipPlan;
  days: number[];
  next: number;
}

/**
 * The ships' chains, by waters (a list resolved once a process, or a test's own) and ship id.
 * Walking a chain from SCHEDULE_START costs a draw per sailing since then, for every ship on
 * every search (most of a search's time); it is walked once instead and kept, a few hundred
 * numbers a ship. Only the sailings asked for are built, as before.
 */
const chains = new WeakMap<readonly CruiseWaters[], Map<string, Chain>>();

/** The ship's departure days up to `last` included, from the start of its chain. */
function departuresUntil(
  waters: readonly CruiseWaters[],
  shipOfLine: ShipOfLine,
  last: number,
): Chain {
  let ships = chains.get(waters);
  if (!ships) chains.set(waters, (ships = new Map()));
  const shipId = shipOfLine.ship.id;
  let chain = ships.get(shipId);
  if (!chain) {
    const plan = shipPlan(waters, shipId);
    chain = { plan, days: [], next: plan.start };
    ships.set(shipId, chain);
  }
  while (chain.next <= last) {
    chain.days.push(chain.next);
    chain.next += sailingOn(chain.plan, shipOfLine, chain.next).nights;
  }
  return chain;
}

/** The index of the first of the ascending `days` on or after `first` (their length if none). */
function firstOnOrAfter(days: readonly number[], first: number): number {
  let [low, high] = [0, days.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (days[mid]! < first) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The sailings of one ship leaving from `from` to `to` (`YYYY-MM-DD`, both included), by date:
 * the same sailings, with the same ids, whatever range they are asked in.
 */
export function sailingsForShip(
  waters: readonly CruiseWaters[],
  shipOfLine: ShipOfLine,
  from: string,
  to: string,
): CruiseSailing[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (last < first || last - first > MAX_SCHEDULE_DAYS) {
    throw new RangeError(`${from} to ${to}: a range of 0 to ${MAX_SCHEDULE_DAYS} days is needed`);
  }
  const { plan, days } = departuresUntil(waters, shipOfLine, last);
  const found: CruiseSailing[] = [];
  for (let i = firstOnOrAfter(days, first); i < days.length && days[i]! <= last; i++) {
    found.push(builtSailing(waters, plan, shipOfLine, days[i]!));
  }
  return found;
}

/** Sailings kept built: about five months of departures (some 19 a day), more than a search spans. */
const CACHED_SAILINGS = 3000;
const built = new WeakMap<readonly CruiseWaters[], Map<string, CruiseSailing>>();

/**
 * The sailing leaving on `day`, built once and kept (the most recently asked, frozen so that no
 * caller can change them for the next), as the hotels of a city are: a month's search builds
 * hundreds, and the next search, the details and the quote ask for the same ones.
 */
function builtSailing(
  waters: readonly CruiseWaters[],
  plan: ShipPlan,
  shipOfLine: ShipOfLine,
  day: number,
): CruiseSailing {
  let kept = built.get(waters);
  if (!kept) built.set(waters, (kept = new Map()));
  const key = `${shipOfLine.ship.id}:${day}`;
  const known = kept.get(key);
  if (known) {
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const sailing = frozen(sailingOn(plan, shipOfLine, day).build());
  kept.set(key, sailing);
  if (kept.size > CACHED_SAILINGS) kept.delete(kept.keys().next().value!);
  return sailing;
}

/** The sailing with its calls and cabins frozen (its ports are the waters', shared as they are). */
function frozen(sailing: CruiseSailing): CruiseSailing {
  for (const call of sailing.portCalls) Object.freeze(call);
  for (const cabin of sailing.cabins) Object.freeze(cabin);
  Object.freeze(sailing.portCalls);
  Object.freeze(sailing.cabins);
  return Object.freeze(sailing);
}

function shipsOf(lines: readonly CruiseLine[]): ShipOfLine[] {
  return lines.flatMap((line) => line.ships.map((ship) => ({ line, ship })));
}

/** Every line's sailings leaving from `from` to `to`, by departure date, then id. */
export async function sailingsBetween(from: string, to: string): Promise<CruiseSailing[]> {
  const waters = await cruiseWaters();
  return shipsOf(cruiseLines())
    .flatMap((s) => sailingsForShip(waters, s, from, to))
    .sort((a, b) => compareText(a.departureDate, b.departureDate) || compareText(a.id, b.id));
}

const SAILING_ID = /^cs-([a-z0-9-]+)-(\d{4})(\d\d)(\d\d)$/;

/** The sailing of an id, or null when the ship does not leave on that date (or is unknown). */
export async function sailingById(id: string): Promise<CruiseSailing | null> {
  const [, shipId, year, month, date] = SAILING_ID.exec(id) ?? [];
  const shipOfLine = shipsOf(cruiseLines()).find((s) => s.ship.id === shipId);
  const day = `${year}-${month}-${date}`;
  if (!shipOfLine || !isoDate.safeParse(day).success) return null;
  const [sailing] = sailingsForShip(await cruiseWaters(), shipOfLine, day, day);
  return sailing ?? null;
}
