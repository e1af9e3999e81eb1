import { resortDealsQuery, resortDealsRequest, resortDealsResponse } from "@/lib/contract/resort";
import { enabledCurrencies } from "@/lib/server/currency/currency";
import { resortDealsFor } from "@/lib/server/deals/deals";
import { ApiError } from "@/lib/server/errors";
import { apiRoute } from "@/lib/server/http/api-route";
import { withCorrelationId } from "@/lib/server/inventory/resort/correlation";

/**
 * SPEC §7 resort service POST /properties/deals?currency= with body { lat, lon }: resort deals
 * near the point, best value first, with the agency's markup; optional sign-in decides whether
 * wholesale rates are shown. Prices stay in USD cents, as every deal's do (the client converts
 * them); `currency` must be one the client could show: US dollars, in which prices are held, or
 * the currency of a country the agency has enabled (SPEC §5).
 */
export const POST = withCorrelationId(
  apiRoute(resortDealsResponse, async (ctx) => {
    const { currency } = ctx.query(resortDealsQuery);
    const body = await ctx.body(resortDealsRequest);
    const offered =
      currency === "USD" ||
      (await enabledCurrencies(ctx.agency)).some((c) => c.currency === currency);
    if (!offered)
      throw new ApiError("badRequest", `currency: ${currency} is not a currency of this agency`);
    const session = await ctx.session();
    return { currency, data: await resortDealsFor(ctx.agency, session?.user ?? null, body) };
  }),
);
