import "server-only";
import { eq, sql } from "drizzle-orm";
import type {
  AgencyProduct,
  AgencyProductsResponse,
  AgencyProductsUpdate,
} from "@/lib/contract/agency-products";
import { offersProduct } from "@/lib/booking/offered-products";
import { PRODUCTS, productById, productBySlug, type ProductId } from "@/lib/contract/products";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../errors";
import { bookingMenu, toPublicAgency, type AgencyRow } from "./agency";
import { agencyChanged } from "./changes";

/**
 * Product Settings (issue 16): the agency's booking menu, every product with its active flag, in
 * the agency's order. What is inactive loses its search and booking pages, its home tab and menu
 * entry and its search and quote calls; its existing bookings are untouched.
 */

/** Every product, the agency's menu first in its order, then any it has no item for (inactive). */
export async function agencyProducts(agencyId: string): Promise<AgencyProductsResponse> {
  const menu = await bookingMenu(agencyId);
  const listed: AgencyProduct[] = menu.flatMap((m) => {
    const product = productBySlug(m.slug);
    return product ? [{ id: product.id, title: m.title, active: m.active }] : [];
  });
  const seen = new Set(listed.map((p) => p.id));
  const rest = PRODUCTS.filter((p) => !seen.has(p.id)).map((p): AgencyProduct => ({
    id: p.id,
    title: p.menuTitle,
    active: false,
  }));
  return { products: [...listed, ...rest] };
}

/**
 * Replaces the menu's order and active flags in one transaction (products left out follow,
 * inactive; titles stay the agency's), then expires the agency's cached data and pages, here and
 * in every other process.
 */
export async function updateAgencyProducts(
  agencyId: string,
  update: AgencyProductsUpdate,
): Promise<AgencyProductsResponse> {
  const current = new Map((await agencyProducts(agencyId)).products.map((p) => [p.id, p]));
  const named = new Set(update.products.map((p) => p.id));
  const order = [
    ...update.products,
    ...[...current.values()]
      .filter((p) => !named.has(p.id))
      .map((p) => ({ id: p.id, active: false })),
  ];
  const rows = order.map((p, i) => ({
    agencyId,
    categoryId: productById(p.id).categoryId,
    title: current.get(p.id)?.title ?? productById(p.id).menuTitle,
    active: p.active,
    sortOrder: i,
  }));
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(t.agencyBookingMenuItems)
      .values(rows)
      .onConflictDoUpdate({
        target: [t.agencyBookingMenuItems.agencyId, t.agencyBookingMenuItems.categoryId],
        set: { active: sql`excluded.active`, sortOrder: sql`excluded.sort_order` },
      });
    await tx.update(t.agencies).set({ updatedAt: new Date() }).where(eq(t.agencies.id, agencyId));
  });
  await agencyChanged(agencyId);
  return agencyProducts(agencyId);
}

/**
 * A 404 for a call of a product the agency does not offer (new searches and quotes), read from
 * its cached public data, which a change expires at once.
 */
export async function requireOfferedProduct(agency: AgencyRow, product: ProductId): Promise<void> {
  if (!offersProduct((await toPublicAgency(agency)).bookingMenuItemOptions, product)) {
    throw new ApiError(
      "notFound",
      `${productById(product).menuTitle} is not offered by this agency.`,
    );
  }
}
