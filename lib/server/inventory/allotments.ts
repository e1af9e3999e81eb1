import "server-only";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { supplierAllotments as a } from "../db/schema";

/**
 * Sandbox supplier allotments (DESIGN §5): what each item can still sell per day, shared by all
 * agencies. Rows are created lazily from the generators' capacities the first time an item is
 * looked at, so the table only holds what someone searched for. Items and capacities:
 * - hotels: a room type id per night of the stay, `RoomType.roomsPerNight` (wired into the deals);
 * - flights: a flight id per departure day, `Flight.seats`;
 * - cars: an offer id (desk + class) per rental day, `CarOffer.carsPerDay`;
 * - activities: an activity id for the day it is taken, `Activity.capacityPerDay`. Activity deals
 *   carry no date, so they are not checked yet;
 * - cruise: a cabin category id (`<sailing id>-<code>`) on the sailing's departure day only,
 *   `CabinCategory.cabinsPerSailing`; a booking takes one cabin;
 * - resort: a unit type id (`<property id>-<code>`) per night of the stay,
 *   `ResortUnit.unitsPerNight`;
 * flights, cars, activities, cruises and resorts are wired in by the booking issue with `hold` /
 * `sell`.
 * Rows of past days that nothing was held or sold on are pruned now and then (`pruneAllotments`),
 * so lazily created rows do not pile up.
 */

export type AllotmentProduct = (typeof a.$inferSelect)["product"];

export interface AllotmentSeed {
  product: AllotmentProduct;
  itemId: string;
  /** `YYYY-MM-DD`. */
  day: string;
  capacity: number;
}

/**
 * An open transaction, whose commit or rollback then includes the change. Its caller rolls it
 * back when the change is refused (every caller makes a refusal an error): the days changed before
 * the refusing one are undone with it, without a savepoint's two round trips.
 */
export type OpenTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

// 4 parameters a row keeps a chunk far below PostgreSQL's 65 535 bind parameters.
const INSERT_CHUNK = 1000;
const DAY_MS = 86_400_000;
/** How often a process prunes, and how many rows one prune deletes at most. */
const PRUNE_INTERVAL_MS = 3_600_000;
export const PRUNE_BATCH = 5000;

/** `count` consecutive days from `start` (`YYYY-MM-DD`): the nights of a stay, days of a rental. */
export function daysFrom(start: string, count: number): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The first day still sold at `now`: yesterday in UTC, as it is still that day west of UTC. Rows
 * of earlier days can only change through bookings made before.
 */
export function firstOpenDay(now: Date): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Deletes up to PRUNE_BATCH rows of days before `firstOpenDay(now)` that nothing is held or sold
 * on (such rows are recreated from the generators if ever needed); returns how many it deleted.
 * Rows with holds or sales are kept: reservations still refer to them.
 */
export async function pruneAllotments(now: Date): Promise<number> {
  const untouched = and(lt(a.day, firstOpenDay(now)), eq(a.held, 0), eq(a.sold, 0));
  const db = await getDb();
  const batch = db
    .select({ product: a.product, itemId: a.itemId, day: a.day })
    .from(a)
    .where(untouched)
    .limit(PRUNE_BATCH);
  // The outer condition is checked again on the latest row: a row held meanwhile is kept.
  const deleted = await db
    .delete(a)
    .where(and(sql`(${a.product}, ${a.itemId}, ${a.day}) IN (${batch})`, untouched))
    .returning({ day: a.day });
  return deleted.length;
}

// When this process may prune next (one value per process, like the geography).
const pruneKey = Symbol.for("travel.allotments.nextPrune");
type GlobalWithPrune = typeof globalThis & { [pruneKey]?: number };

/** Prunes at most once per PRUNE_INTERVAL_MS, and again at once while full batches come back. */
async function pruneNowAndThen(now: Date): Promise<void> {
  const g = globalThis as GlobalWithPrune;
  if (now.getTime() < (g[pruneKey] ?? 0)) return;
  // Set before awaiting, so parallel callers do not prune too.
  g[pruneKey] = now.getTime() + PRUNE_INTERVAL_MS;
  if ((await pruneAllotments(now)) === PRUNE_BATCH) g[pruneKey] = 0;
}

const keyOf = (r: AllotmentSeed) => `${r.product}\u0000${r.itemId}\u0000${r.day}`;

/**
 * Creates the rows that do not exist yet; existing rows (and their holds and sales) are kept.
 * Now and then it first prunes rows of past days (`pruneAllotments`).
 */
export async function ensureAllotments(
  rows: readonly AllotmentSeed[],
  now = new Date(),
): Promise<void> {
  await pruneNowAndThen(now);
  // Key order makes concurrent inserts of overlapping rows wait rather than deadlock.
  const sorted = [...new Map(rows.map((r) => [keyOf(r), r])).values()].sort((x, y) =>
    keyOf(x) < keyOf(y) ? -1 : 1,
  );
  if (!sorted.length) return;
  const db = await getDb();
  for (let i = 0; i < sorted.length; i += INSERT_CHUNK) {
    await db
      .insert(a)
      .values(sorted.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing();
  }
}

/**
 * Units of each item left on every one of `days`: the smallest capacity − held − sold among them.
 * An item without a row for one of the days is unknown and absent from the map (ensure first).
 */
export async function availability(
  product: AllotmentProduct,
  itemIds: readonly string[],
  days: readonly string[],
): Promise<Map<string, number>> {
  const uniqueDays = [...new Set(days)];
  if (!itemIds.length || !uniqueDays.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      itemId: a.itemId,
      remaining: sql<number>`min(${a.capacity} - ${a.held} - ${a.sold})::int`,
      days: sql<number>`count(*)::int`,
    })
    .from(a)
    .where(and(eq(a.product, product), inArray(a.itemId, [...itemIds]), inArray(a.day, uniqueDays)))
    .groupBy(a.itemId);
  return new Map(
    rows.filter((r) => Number(r.days) === uniqueDays.length).map((r) => [r.itemId, r.remaining]),
  );
}

type Change = { held?: number; sold?: number };
/**
 * The items of a move: one item on every day, or one a day (`items[i]` on `days[i]`: a flight
 * itinerary's segments, each a flight's cabin on its own day).
 */
export type Items = string | readonly string[];

/**
 * Applies `change` to the item's row of every day in one transaction, each update guarded so it
 * only happens if the row stays within capacity and non-negative; any day refusing (or missing)
 * rolls everything back. Under PostgreSQL's row locks a guard is re-checked against the latest
 * committed row, so parallel callers can never oversell. Given an open transaction, the change
 * runs in it (see OpenTransaction). Returns the least units any day has left after the change,
 * or null when it was refused.
 */
/** Thrown inside the transaction when a day refuses the change: it rolls everything back. */
const REFUSED = new Error("allotment refused the change");

async function move(
  product: AllotmentProduct,
  items: Items,
  days: readonly string[],
  quantity: number,
  change: (q: number) => Change,
  tx?: OpenTransaction,
): Promise<number | null> {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError("quantity must be ≥ 1");
  if (!days.length) throw new RangeError("no days given");
  if (typeof items !== "string" && items.length !== days.length) {
    throw new RangeError("one item a day");
  }
  // Each cell once, in order: a doubled one would count twice, and one lock order avoids deadlocks.
  const cells = [
    ...new Map(
      days.map((day, i) => {
        const itemId = typeof items === "string" ? items : items[i]!;
        return [`${itemId}\u0000${day}`, { itemId, day }] as const;
      }),
    ),
  ]
    .sort(([x], [y]) => (x < y ? -1 : 1))
    .map(([, cell]) => cell);
  const { held = 0, sold = 0 } = change(quantity);
  // The least units any of the days has left after the change.
  let left = Number.POSITIVE_INFINITY;
  const apply = async (tx: OpenTransaction) => {
    for (const { itemId, day } of cells) {
      const updated = await tx
        .update(a)
        .set({
          held: sql`${a.held} + ${held}`,
          sold: sql`${a.sold} + ${sold}`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(a.product, product),
            eq(a.itemId, itemId),
            eq(a.day, day),
            sql`${a.held} + ${held} >= 0 AND ${a.sold} + ${sold} >= 0
                AND ${a.held} + ${a.sold} + ${held + sold} <= ${a.capacity}`,
          ),
        )
        .returning({ left: sql<number>`${a.capacity} - ${a.held} - ${a.sold}` });
      if (!updated.length) throw REFUSED;
      left = Math.min(left, Number(updated[0]!.left));
    }
  };
  try {
    if (tx) await apply(tx);
    else await (await getDb()).transaction(apply);
    return left;
  } catch (error) {
    // Recognised by identity, never by a library's class: the handle's transaction code may come
    // from another bundle's copy of drizzle-orm, whose TransactionRollbackError is another class.
    if (error === REFUSED) return null;
    throw error;
  }
}

const moved = (left: Promise<number | null>) => left.then((units) => units !== null);

/**
 * Holds `quantity` units on every day, or nothing at all: the least units any day has left
 * after the hold, or null when any day lacks them.
 */
export const hold = (
  product: AllotmentProduct,
  items: Items,
  days: readonly string[],
  quantity: number,
  tx?: OpenTransaction,
): Promise<{ unitsLeft: number } | null> =>
  move(product, items, days, quantity, (q) => ({ held: q }), tx).then((unitsLeft) =>
    unitsLeft === null ? null : { unitsLeft },
  );

/** Gives held units back; false (and no change) when fewer are held on any day. */
export const release = (
  product: AllotmentProduct,
  items: Items,
  days: readonly string[],
  quantity: number,
  tx?: OpenTransaction,
) => moved(move(product, items, days, quantity, (q) => ({ held: -q }), tx));

/** Turns held units into sold ones; false (and no change) when fewer are held on any day. */
export const sell = (
  product: AllotmentProduct,
  items: Items,
  days: readonly string[],
  quantity: number,
  tx?: OpenTransaction,
) => moved(move(product, items, days, quantity, (q) => ({ held: -q, sold: q }), tx));

/** Returns sold units on a cancelled booking; false (and no change) when fewer were sold. */
export const cancelSale = (
  product: AllotmentProduct,
  items: Items,
  days: readonly string[],
  quantity: number,
  tx?: OpenTransaction,
) => moved(move(product, items, days, quantity, (q) => ({ sold: -q }), tx));
