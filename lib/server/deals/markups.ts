import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { isProductId } from "@/lib/contract/products";
import { type MarkupProduct, type MarkupsUpdate, type ProductMarkup } from "@/lib/contract/markups";
import { bookingMenu } from "../agency/agency";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../errors";
import { markupSchema, type Markup } from "../inventory/money";

/**
 * Markup Settings (SPEC §1, §6): the agency's markup per booking product. Deals read the markups
 * from the database on every search (deals.ts keeps no copy), so a change is priced at once in
 * every process.
 */

function toMarkup(row: typeof t.agencyMarkups.$inferSelect): Markup {
  return row.kind === "percent"
    ? { kind: "percent", basisPoints: row.value }
    : { kind: "fixed", amountMinor: row.value };
}

/** Every product of the agency's booking menu, in menu order, with its markup or null. */
export async function agencyMarkups(agencyId: string): Promise<ProductMarkup[]> {
  const db = await getDb();
  const [menu, rows] = await Promise.all([
    bookingMenu(agencyId),
    db.select().from(t.agencyMarkups).where(eq(t.agencyMarkups.agencyId, agencyId)),
  ]);
  const byProduct = new Map(rows.map((r) => [r.product, toMarkup(r)]));
  return menu.flatMap((item) => {
    const product = item.slug;
    if (!isProductId(product)) return [];
    return [
      { product, title: item.title, active: item.active, markup: byProduct.get(product) ?? null },
    ];
  });
}

/**
 * Sets or removes the markups of the products named; the others keep theirs. Every product must
 * be on the agency's booking menu; the whole change is checked before anything is written, and
 * written in one transaction.
 */
export async function updateAgencyMarkups(
  agencyId: string,
  update: MarkupsUpdate,
): Promise<ProductMarkup[]> {
  const entries = Object.entries(update).filter(([, v]) => v !== undefined) as Array<
    [MarkupProduct, Markup | null]
  >;
  const offered = new Set((await bookingMenu(agencyId)).map((m) => m.slug));
  for (const [product, markup] of entries) {
    if (!offered.has(product)) {
      throw new ApiError(
        "badRequest",
        `markups.${product}: the product is not on this agency's booking menu`,
      );
    }
    // The contract's bounds lie within the pricing's; checked again so a drift cannot store a
    // markup the deals would refuse to price.
    if (markup && !markupSchema.safeParse(markup).success) {
      throw new ApiError("badRequest", `markups.${product}: the markup is out of range`);
    }
  }
  const removed = entries.filter(([, m]) => m === null).map(([p]) => p);
  const set = entries.flatMap(([product, m]) =>
    m
      ? [
          {
            agencyId,
            product,
            kind: m.kind,
            value: m.kind === "percent" ? m.basisPoints : m.amountMinor,
          },
        ]
      : [],
  );
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (removed.length) {
      await tx
        .delete(t.agencyMarkups)
        .where(
          and(eq(t.agencyMarkups.agencyId, agencyId), inArray(t.agencyMarkups.product, removed)),
        );
    }
    for (const row of set) {
      await tx
        .insert(t.agencyMarkups)
        .values(row)
        .onConflictDoUpdate({
          target: [t.agencyMarkups.agencyId, t.agencyMarkups.product],
          set: { kind: row.kind, value: row.value, updatedAt: new Date() },
        });
    }
  });
  return agencyMarkups(agencyId);
}
