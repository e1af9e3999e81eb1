import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { supplierAllotments as a, supplierReservations as r } from "@/lib/server/db/schema";
import type { AllotmentProduct } from "@/lib/server/inventory/allotments";
import type { Supplier, SupplierErrorCode, SupplierResult } from "@/lib/server/inventory/supplier";

/** What a supplier call that is refused with `code` rejects with. */
export const refused = (code: SupplierErrorCode) =>
  expect.objectContaining({ name: "SupplierError", code });

/**
 * The item's allotment rows of `days` (one day or several; every day when none is given), by day.
 * Give the test's own days where another file may look at the same item on others: PostgreSQL
 * runs share one database.
 */
export async function allotmentRows(
  product: AllotmentProduct,
  itemId: string,
  days?: string | readonly string[],
) {
  const db = await getDb();
  const item = and(eq(a.product, product), eq(a.itemId, itemId));
  const on = days === undefined ? item : and(item, inArray(a.day, [days].flat()));
  return db
    .select({ day: a.day, capacity: a.capacity, held: a.held, sold: a.sold })
    .from(a)
    .where(on)
    .orderBy(a.day);
}

/**
 * The item's reservations on the supplier tests' own days (from 2030 on), oldest first: another
 * file may hold the same room type on nearer days at the same time, as PostgreSQL runs share one
 * database and which room type is cheapest changes with the date.
 */
export async function reservationsOf(itemId: string) {
  const db = await getDb();
  return db
    .select()
    .from(r)
    .where(and(eq(r.itemId, itemId), gte(sql`${r.days}[1]`, "2030-01-01")))
    .orderBy(r.createdAt);
}

/** What is left of the offer, through details. */
export async function unitsLeft<Q, R extends SupplierResult>(
  supplier: Supplier<Q, R>,
  resultId: string,
  offerId: string,
  query: Q,
) {
  const offer = (await supplier.details(resultId, query)).offers.find((o) => o.offerId === offerId);
  return offer!.unitsLeft;
}
