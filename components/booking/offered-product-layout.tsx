import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { offersProduct } from "@/lib/booking/offered-products";
import type { ProductId } from "@/lib/contract/products";
import { agencyPage, type AgencyPageParams } from "@/lib/server/agency/page-context";

/**
 * The layout of a product's booking pages (`/booknow/<product>/…`): they exist only while the
 * agency offers the product (Product Settings; SPEC §2.1 says so of Resorts). The one gate of
 * those pages; a booking's own pages (/hotel-details, /mytrip/…) are elsewhere and stay.
 */
export function offeredProductLayout(product: ProductId) {
  return async function OfferedProductLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: AgencyPageParams;
  }) {
    const { agency } = await agencyPage(params);
    if (!offersProduct(agency.bookingMenuItemOptions, product)) notFound();
    return children;
  };
}
