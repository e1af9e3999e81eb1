import { eq } from "drizzle-orm";
import { agencyProducts, updateAgencyProducts } from "@/lib/server/agency/products";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import type { ProductId } from "@/lib/contract/products";

/**
 * Sets some of an agency's products active or not (Product Settings) for a test, and answers
 * the function that puts its menu back as it was (PostgreSQL runs share one database).
 */
export async function offerProducts(
  subdomain: string,
  changes: Partial<Record<ProductId, boolean>>,
): Promise<() => Promise<void>> {
  const db = await getDb();
  const [agency] = await db
    .select({ id: t.agencies.id })
    .from(t.agencies)
    .where(eq(t.agencies.subdomain, subdomain));
  const before = (await agencyProducts(agency!.id)).products.map(({ id, active }) => ({
    id,
    active,
  }));
  await updateAgencyProducts(agency!.id, {
    products: before.map((p) => ({ id: p.id, active: changes[p.id] ?? p.active })),
  });
  return async () => {
    await updateAgencyProducts(agency!.id, { products: before });
  };
}
