import "server-only";
import type { OfferSnapshot, PriceLine } from "@/lib/contract/booking";
import { allocate } from "@/lib/currency/currency-math";
import { adapterFor } from "../products/registry";

/** A quote's or a booking's price as stored: USD cents and the total in its currency. */
export interface StoredPrice {
  product: string;
  offer: unknown;
  netUsd: number;
  taxUsd: number;
  totalUsd: number;
  totalMinor: number;
  currency: string;
}

/**
 * The price's lines (lib/contract/booking.ts priceLine): the product's parts share the price
 * before tax by their weights, taxes and fees follow, and the total in its currency is shared
 * out over those USD lines, so that the lines a traveller reads add up to what is charged.
 */
export function priceLines(price: StoredPrice): PriceLine[] {
  const parts = adapterFor(price.product).priceParts?.(price.offer as OfferSnapshot, price) ?? [
    { kind: "price" as const, count: 1, weight: 1 },
  ];
  const beforeTaxUsd = allocate(
    price.totalUsd - price.taxUsd,
    parts.map((p) => p.weight),
  );
  const minor = allocate(price.totalMinor, [...beforeTaxUsd, price.taxUsd]);
  const amount = (i: number) => ({ amountMinor: minor[i]!, currency: price.currency });
  return [
    ...parts.map((part, i) => ({ kind: part.kind, count: part.count, amount: amount(i) })),
    ...(price.taxUsd > 0
      ? [{ kind: "taxes" as const, count: 1, amount: amount(parts.length) }]
      : []),
  ];
}
