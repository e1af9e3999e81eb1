import * as z from "zod";
import { byProduct, PRODUCT_IDS, type ProductId } from "./products";

/**
 * GET and PUT /api/agency/markups: the agency's markup per booking product (Markup Settings,
 * SPEC §1). A percentage is in basis points of the wholesale rate (1250 = 12.5 %); a fixed amount
 * is in USD cents, added once per deal.
 */

/** Every booking product has a markup (SPEC §1). */
export const MARKUP_PRODUCTS = PRODUCT_IDS;
export type MarkupProduct = ProductId;

/** 1000 %; the same bound as MAX_MARKUP_BASIS_POINTS of the pricing (the tests check they agree). */
export const MAX_PERCENT_BASIS_POINTS = 100_000;
/** US$100,000.00: more than any deal's markup, far below what the pricing can hold exactly. */
export const MAX_FIXED_AMOUNT_MINOR = 10_000_000;

export const markupValue = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("percent"),
      basisPoints: z
        .number()
        .int("basisPoints must be a whole number (1250 is 12.5 %)")
        .min(0, "basisPoints must not be negative")
        .max(MAX_PERCENT_BASIS_POINTS, `basisPoints must be at most ${MAX_PERCENT_BASIS_POINTS}`),
    }),
    z.strictObject({
      kind: z.literal("fixed"),
      amountMinor: z
        .number()
        .int("amountMinor must be a whole number of US cents")
        .min(0, "amountMinor must not be negative")
        .max(MAX_FIXED_AMOUNT_MINOR, `amountMinor must be at most ${MAX_FIXED_AMOUNT_MINOR}`),
    }),
  ],
  { error: 'kind must be "percent" or "fixed"' },
);
export type MarkupValue = z.infer<typeof markupValue>;

export const productMarkup = z.strictObject({
  product: z.enum(MARKUP_PRODUCTS),
  /** The agency's title of the product in its booking menu. */
  title: z.string(),
  /** Whether the booking menu offers the product now. */
  active: z.boolean(),
  markup: markupValue.nullable(),
});
export type ProductMarkup = z.infer<typeof productMarkup>;

/** Every product of the agency's booking menu, in its order, with its markup or null. */
export const markupsResponse = z.strictObject({ products: z.array(productMarkup) });

/**
 * The products to change, each to a markup or to null (no markup); products left out keep theirs.
 * Unknown products are refused.
 */
export const markupsUpdateRequest = z.strictObject({
  markups: z
    .strictObject(byProduct(() => markupValue.nullable().optional()))
    .refine((m) => Object.keys(m).length > 0, "markups must name at least one product"),
});
export type MarkupsUpdate = z.infer<typeof markupsUpdateRequest>["markups"];
