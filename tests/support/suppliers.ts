import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { supplierAllotments as a, supplierReservations as r } from "@/lib/server/db/schema";
import type { AllotmentProduct } from "@/lib/server/inventory/allotments";
import type { Supplier, SupplierErrorCode, SupplierResult } from "@/lib/server/inventory/supplier";

/** What a supplier call that is refused with `code` rejects with. */
export const refused = (code: SupplierErrorCode) =>
  expect.objectContaining({ name: "SupplierError", code });

/** The item's allotment rows (of one day, if given), by day. */
export async function allotmentRows(product: AllotmentProduct, itemId: string, day?: string) {
  const db = await getDb();
  const item = and(eq(a.product, product), eq(a.itemId, itemId));
  return db
    .select({ day: a.day, capacity: a.capacity, held: a.held, sold: a.sold })
    .from(a)
    .where(day ? and(item, eq(a.day, day)) : item)
    .orderBy(a.day);
}

/** The item's reservations, oldest first. */
export async function reservationsOf(itemId: string) {
  const db = await getDb();
  return db.select().from(r).where(eq(r.itemId, itemId)).orderBy(r.createdAt);
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
