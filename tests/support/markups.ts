import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";

/**
 * A test file that changes an agency's markups: its markups as found are kept before the file's
 * tests and put back after them (on PostgreSQL the files share the seeded agencies). `clear`
 * starts the file with none. Returns the agency's id, once the hooks have run.
 */
export function keepAgencyMarkups(subdomain: string, { clear = false } = {}) {
  const agency = { id: "" };
  let kept: (typeof t.agencyMarkups.$inferSelect)[] = [];
  beforeAll(async () => {
    const db = await getDb();
    const [row] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, subdomain));
    agency.id = row!.id;
    kept = await db.select().from(t.agencyMarkups).where(eq(t.agencyMarkups.agencyId, agency.id));
    if (clear) await db.delete(t.agencyMarkups).where(eq(t.agencyMarkups.agencyId, agency.id));
  });
  afterAll(async () => {
    const db = await getDb();
    await db.delete(t.agencyMarkups).where(eq(t.agencyMarkups.agencyId, agency.id));
    if (kept.length) await db.insert(t.agencyMarkups).values(kept);
  });
  return agency;
}

/** Sets the agency's markup on one product (a percent in basis points, or USD cents fixed). */
export async function setAgencyMarkup(
  agencyId: string,
  product: (typeof t.agencyMarkups.$inferInsert)["product"],
  kind: "percent" | "fixed",
  value: number,
) {
  const db = await getDb();
  await db
    .insert(t.agencyMarkups)
    .values({ agencyId, product, kind, value })
    .onConflictDoUpdate({
      target: [t.agencyMarkups.agencyId, t.agencyMarkups.product],
      set: { kind, value },
    });
}
