import * as z from "zod";
import { PRODUCT_IDS } from "./products";

/**
 * Product Settings (issue 16): which booking products the agency offers and in which order, its
 * booking menu. An inactive product's search and booking pages, home tab and menu entry go; its
 * existing bookings keep working.
 */
export const agencyProduct = z.strictObject({
  id: z.enum(PRODUCT_IDS),
  /** The agency's name for it in its booking menu. */
  title: z.string(),
  active: z.boolean(),
});
export type AgencyProduct = z.infer<typeof agencyProduct>;

/** Every product, in the agency's order. */
export const agencyProductsResponse = z.strictObject({ products: z.array(agencyProduct) });
export type AgencyProductsResponse = z.infer<typeof agencyProductsResponse>;

/**
 * The new list, in order. Products left out are kept, inactive, after those named; at least one
 * must stay active.
 */
export const agencyProductsUpdate = z.strictObject({
  products: z
    .array(z.strictObject({ id: z.enum(PRODUCT_IDS), active: z.boolean() }))
    .min(1, "List at least one product")
    .max(PRODUCT_IDS.length)
    .refine(
      (list) => new Set(list.map((p) => p.id)).size === list.length,
      "A product is listed twice",
    )
    .refine((list) => list.some((p) => p.active), "At least one product must stay active"),
});
export type AgencyProductsUpdate = z.input<typeof agencyProductsUpdate>;
