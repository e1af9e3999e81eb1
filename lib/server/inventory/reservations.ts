import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import * as z from "zod";
import { getDb, type Db } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { supplierClaims, supplierReservations as r } from "../db/schema";
import { cancelSale, hold, release, sell, type Items } from "./allotments";
import {
  SupplierError,
  type HoldState,
  type SupplierBooking,
  type SupplierHold,
  type SupplierProduct,
} from "./supplier";

/**
 * The sandbox supplier's holds and bookings in `supplier_reservations`. Every status change is one
 * UPDATE guarded by the status it leaves (and the expiry), in the transaction that moves the
 * allotment units: whichever of two racing callers changes the row moves the units, the other
 * finds the row changed and moves nothing. Time comes from the caller's clock, so tests can step
 * past an expiry.
 */

/** How long a hold keeps its units. */
export const HOLD_MINUTES = 15;
/** Expired holds released per sweep, so a sweep stays short after a quiet spell. */
export const EXPIRY_BATCH = 100;

const REFERENCE_PREFIX: Record<SupplierProduct, string> = {
  hotels: "HTL",
  flights: "FLT",
  cars: "CAR",
  activities: "ACT",
  cruise: "CRU",
  resort: "RST",
};
// Crockford's base 32: no I, L, O or U to misread.
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const REFERENCE_LENGTH = 10;

type Row = typeof r.$inferSelect;
type Status = Row["status"];

/** A named unit one hold takes alone: a seat of a flight's cabin on its day. */
export interface Claim {
  itemId: string;
  day: string;
  claim: string;
}

interface NewHold {
  product: SupplierProduct;
  offerId: string;
  days: string[];
  /** The allotment item of each day, when it is not `offerId` on every day. */
  itemIds?: string[];
  quantity: number;
  totalMinor: number;
  claims?: readonly Claim[];
  /** How long it keeps its units; HOLD_MINUTES by default. */
  minutes?: number;
  /** The buyer's reference for the hold (HoldRequest), unique a product. */
  clientReference?: string;
}

/** The allotment items a reservation's units are on. */
const itemsOf = (row: Row): Items => row.itemIds ?? row.itemId;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" ||
  (error as { cause?: { code?: string } })?.cause?.code === "23505";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Frees the hold's claims (seats), in the transaction that gives its units back. */
async function dropClaims(row: Row, tx: Tx): Promise<void> {
  await tx.delete(supplierClaims).where(eq(supplierClaims.reservationId, row.id));
}

/** `HTL-` and 10 random characters: 50 bits, so a clash on the unique column is not expected. */
function newReference(product: SupplierProduct): string {
  const chars = Array.from(
    randomBytes(REFERENCE_LENGTH),
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  );
  return `${REFERENCE_PREFIX[product]}-${chars.join("")}`;
}

const reserved = (row: Row) => ({
  product: row.product,
  offerId: row.itemId,
  days: row.days,
  quantity: row.quantity,
  totalMinor: row.totalMinor,
  currency: row.currency,
});

/** A hold as recorded; the supplier adds the rates and terms it priced it with. */
type RecordedHold = Omit<SupplierHold, "rates" | "terms" | "item">;

const toHold = (row: Row): RecordedHold => ({
  ...reserved(row),
  id: row.id,
  expiresAt: row.expiresAt,
});

function toBooking(row: Row): Omit<SupplierBooking, "confirmation"> {
  if (!row.reference || (row.status !== "booked" && row.status !== "cancelled")) {
    throw new Error(`reservation ${row.id} is not a booking`);
  }
  return { ...reserved(row), reference: row.reference, holdId: row.id, status: row.status };
}

/** Units that a status change moved must have been there: anything else is a broken invariant. */
function moved(ok: boolean, row: Row): void {
  if (!ok) throw new Error(`allotment of ${row.product} ${row.itemId} out of step with ${row.id}`);
}

const uuid = z.uuid();

/** A hold id that cannot exist is unknown, not a database error. */
function parseHoldId(id: string): string {
  const parsed = uuid.safeParse(id);
  if (!parsed.success) throw new SupplierError("notFound", `no hold ${JSON.stringify(id)}`);
  return parsed.data;
}

/**
 * Holds the units and the claims and records the hold, or throws having held nothing: `soldOut`
 * when the units are not there, `conflict` when another hold or booking has a claim (a seat).
 */
export async function createHold(
  {
    product,
    offerId,
    days,
    itemIds,
    quantity,
    totalMinor,
    claims = [],
    minutes,
    clientReference,
  }: NewHold,
  now: Date,
): Promise<RecordedHold & { unitsLeft: number }> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const held = await hold(product, itemIds ?? offerId, days, quantity, tx);
      if (!held) {
        throw new SupplierError("soldOut", `fewer than ${quantity} left of ${offerId}`);
      }
      const [row] = await tx
        .insert(r)
        .values({
          product,
          itemId: offerId,
          days,
          itemIds: itemIds ?? null,
          quantity,
          totalMinor,
          clientReference: clientReference ?? null,
          expiresAt: new Date(now.getTime() + (minutes ?? HOLD_MINUTES) * 60_000),
        })
        .returning();
      if (claims.length) {
        await tx
          .insert(supplierClaims)
          .values(claims.map((c) => ({ product, ...c, reservationId: row!.id })));
      }
      // What was left for the query when it was held, as a search just before would have said.
      return { ...toHold(row!), unitsLeft: held.unitsLeft + quantity };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new SupplierError(
      "conflict",
      `${claims.map((c) => c.claim).join(", ")}: taken by another booking meanwhile`,
    );
  }
}

/** The claims (seats) held or sold on the items' days, by item and day. */
export async function claimsOn(
  product: SupplierProduct,
  cells: readonly { itemId: string; day: string }[],
): Promise<Set<string>> {
  if (!cells.length) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ itemId: supplierClaims.itemId, day: supplierClaims.day, claim: supplierClaims.claim })
    .from(supplierClaims)
    .where(
      and(
        eq(supplierClaims.product, product),
        sql`(${supplierClaims.itemId}, ${supplierClaims.day}) IN (${sql.join(
          cells.map((c) => sql`(${c.itemId}, ${c.day}::date)`),
          sql`, `,
        )})`,
      ),
    );
  return new Set(rows.map((row) => claimKey(row)));
}

export const claimKey = (c: Claim) => `${c.itemId}\u0000${c.day}\u0000${c.claim}`;

/**
 * Releases the product's holds that expired by `now` (at most EXPIRY_BATCH, or only hold `id`),
 * each exactly once: returns how many this call released.
 */
export async function expireHolds(
  product: SupplierProduct,
  now: Date,
  id?: string,
): Promise<number> {
  const db = await getDb();
  const due = and(eq(r.product, product), eq(r.status, "held"), lte(r.expiresAt, now));
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .where(id ? and(due, eq(r.id, id)) : due)
    .orderBy(r.expiresAt)
    .limit(EXPIRY_BATCH);
  let released = 0;
  for (const { id: expiring } of rows) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(r)
        .set({ status: "expired", updatedAt: sql`now()` })
        .where(and(eq(r.id, expiring), due))
        .returning();
      if (!row) return;
      moved(await release(product, itemsOf(row), row.days, row.quantity, tx), row);
      await dropClaims(row, tx);
      released++;
    });
  }
  return released;
}

async function find(product: SupplierProduct, where: SQL) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.product, product), where));
  return row;
}

/** A hold or booking by id: read before and after every step of a booking. */
const byIdQuery = preparedQuery((db) =>
  db
    .select()
    .from(r)
    .where(and(eq(r.product, sql.placeholder("product")), eq(r.id, sql.placeholder("id"))))
    .prepare("supplier_reservation"),
);
const findById = async (product: SupplierProduct, id: string): Promise<Row | undefined> =>
  (await (await byIdQuery()).execute({ product, id }))[0];

/**
 * Moves the hold `id` from `held` to `set.status` if it is live (held and not expired), with
 * `change` moving its units in the same transaction; `undefined` when it was not live.
 */
async function fromHeld(
  product: SupplierProduct,
  id: string,
  now: Date,
  set: { status: Status; reference?: string },
  change: (row: Row, tx: Tx) => Promise<boolean>,
): Promise<Row | undefined> {
  const db = await getDb();
  const live = and(
    eq(r.id, id),
    eq(r.product, product),
    eq(r.status, "held"),
    gt(r.expiresAt, now),
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(r)
      .set({ ...set, updatedAt: sql`now()` })
      .where(live)
      .returning();
    if (row) moved(await change(row, tx), row);
    return row;
  });
}

/** A hold that was not live, as it is now: released first if it expired unnoticed. */
async function settled(product: SupplierProduct, id: string, now: Date): Promise<Row> {
  let row = await findById(product, id);
  if (row?.status === "held" && row.expiresAt <= now) {
    await expireHolds(product, now, id);
    row = await findById(product, id);
  }
  if (!row) throw new SupplierError("notFound", `no hold ${id}`);
  return row;
}

function refuse(row: Row): never {
  if (row.status === "expired") {
    throw new SupplierError("expired", `hold ${row.id} expired at ${row.expiresAt.toISOString()}`);
  }
  throw new SupplierError("conflict", `hold ${row.id} is ${row.status}`);
}

/**
 * Sells a live hold; `expired`, or `conflict` when it was released or booked already. `check`
 * may refuse the item (a test item that fails at booking), inside the transaction, so that
 * nothing moves.
 */
export async function bookHold(
  product: SupplierProduct,
  holdId: string,
  now: Date,
  check: (offerId: string) => void = () => {},
): Promise<Omit<SupplierBooking, "confirmation">> {
  const id = parseHoldId(holdId);
  const booked = await fromHeld(
    product,
    id,
    now,
    { status: "booked", reference: newReference(product) },
    // A refusal here rolls the status change back with the transaction: nothing moves.
    (row, tx) => {
      check(row.itemId);
      return sell(product, itemsOf(row), row.days, row.quantity, tx);
    },
  );
  if (booked) return toBooking(booked);
  refuse(await settled(product, id, now));
}

/** Where hold `holdId` stands now, released first if it expired unnoticed. */
export async function holdState(
  product: SupplierProduct,
  holdId: string,
  now: Date,
): Promise<Omit<HoldState, "confirmation">> {
  const row = await settled(product, parseHoldId(holdId), now);
  return { status: row.status, reference: row.reference };
}

/** Gives a live hold's units back; a released or expired hold is left as it is. */
export async function releaseHold(
  product: SupplierProduct,
  holdId: string,
  now: Date,
): Promise<void> {
  const id = parseHoldId(holdId);
  const released = await fromHeld(product, id, now, { status: "released" }, async (row, tx) => {
    const ok = await release(product, itemsOf(row), row.days, row.quantity, tx);
    await dropClaims(row, tx);
    return ok;
  });
  if (released) return;
  const row = await settled(product, id, now);
  if (row.status !== "released" && row.status !== "expired") refuse(row);
}

/** Gives back the hold made under the buyer's `reference` while it is held; else nothing. */
export async function releaseReference(
  product: SupplierProduct,
  reference: string,
  now: Date,
): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.product, product), eq(r.clientReference, reference), eq(r.status, "held")));
  if (row) await releaseHold(product, row.id, now);
}

/** Cancels a booking and gives its units back, once: `conflict` when it is cancelled already. */
export async function cancelBooking(
  product: SupplierProduct,
  reference: string,
  check: (offerId: string) => void = () => {},
): Promise<Omit<SupplierBooking, "confirmation">> {
  const db = await getDb();
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(r)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(and(eq(r.reference, reference), eq(r.product, product), eq(r.status, "booked")))
      .returning();
    if (row) {
      check(row.itemId); // a refusal rolls the cancellation back with the transaction
      moved(await cancelSale(product, itemsOf(row), row.days, row.quantity, tx), row);
      await dropClaims(row, tx);
    }
    return row;
  });
  if (cancelled) return toBooking(cancelled);
  const row = await find(product, eq(r.reference, reference));
  if (!row) throw new SupplierError("notFound", `no booking ${JSON.stringify(reference)}`);
  throw new SupplierError("conflict", `booking ${reference} is ${row.status} already`);
}
