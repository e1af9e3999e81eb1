import "server-only";
import { isDeepStrictEqual } from "node:util";
import type { OfferSnapshot } from "@/lib/contract/booking";
import type { ProductId } from "@/lib/contract/products";
import { fromUsd } from "@/lib/currency/currency-math";
import { agencyMarkup } from "../deals/deals";
import { ApiError } from "../errors";
import { SupplierError } from "../inventory/supplier";
import { log } from "../log/log";
import { lockedRate } from "../money/rates";
import { adapterFor, isBookable, productModule } from "../products/registry";

/**
 * An offer priced as its search priced it, with the agency's markup, without holding anything
 * (the supplier's price check): what a proposal's option records when added and shows again when
 * the client opens it. The browser names the offer; the server prices it.
 */
export interface PricedOffer {
  offer: OfferSnapshot;
  title: string;
  startsOn: string;
  endsOn: string;
  totalUsd: number;
  totalMinor: number;
  available: boolean;
}

/** The product's query parsed with its own schema: a 400 naming the first problem. */
export function parsedQuery(product: string, query: unknown): unknown {
  if (!isBookable(product)) throw new ApiError("badRequest", "product: not a bookable product");
  const parsed = productModule(product).query.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ApiError("badRequest", `query.${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

export async function priceOffer(
  agencyId: string,
  product: string,
  offerId: string,
  query: unknown,
  currency: string,
): Promise<PricedOffer> {
  const adapter = adapterFor(product);
  if (!adapter.price) {
    throw new ApiError("badRequest", "product: this product cannot be added to a proposal yet");
  }
  const [markup, rate] = await Promise.all([
    agencyMarkup(agencyId, product as ProductId),
    lockedRate(currency),
  ]);
  await adapter.check?.(query, offerId);
  const item = await adapter.price(query, offerId);
  const described = await adapter.describe(query, offerId, item, markup);
  const offer = described.snapshot;
  return {
    offer,
    title: adapter.title(offer),
    startsOn: adapter.startsOn(offer),
    endsOn: adapter.endsOn(offer),
    totalUsd: described.rates.totalRate,
    totalMinor: fromUsd(described.rates.totalRate, rate, currency),
    available: item.offers.every((o) => o.available),
  };
}

/** An offer priced again as its client opens it: available at today's price, sold out, or not known. */
export interface LivePrice {
  state: "available" | "soldOut" | "unavailable";
  price: { amountMinor: number; currency: string } | null;
  checkedAt: string;
}

export async function livePrice(
  agencyId: string,
  product: string,
  offerId: string,
  query: unknown,
  currency: string,
): Promise<LivePrice> {
  const checkedAt = new Date().toISOString();
  try {
    const priced = await priceOffer(agencyId, product, offerId, query, currency);
    return {
      state: priced.available ? "available" : "soldOut",
      price: { amountMinor: priced.totalMinor, currency },
      checkedAt,
    };
  } catch (error) {
    const state = liveStateOf(error);
    if (state === "unavailable") log.warn("pricing an offer again failed", { product, error });
    return { state, price: null, checkedAt };
  }
}

/** Whether a quote's request is the offer as it was sent (a proposal's option, a deal link's). */
export function isSentOffer(
  sent: { product: string; offerId: string; query: unknown },
  request: { product: string; offerId: string; query: unknown },
): boolean {
  // Compared as stored (jsonb): no undefined members, key order aside.
  const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));
  return (
    sent.product === request.product &&
    sent.offerId === request.offerId &&
    isDeepStrictEqual(asJson(sent.query), asJson(request.query))
  );
}

/** A supplier's refusal as the proposal's option states it: gone, or not sold for these days. */
export function liveStateOf(error: unknown): "soldOut" | "unavailable" {
  if (error instanceof SupplierError && (error.code === "soldOut" || error.code === "notFound")) {
    return "soldOut";
  }
  if (error instanceof ApiError && error.code === "soldOut") return "soldOut";
  return "unavailable";
}
