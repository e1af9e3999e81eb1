import { isProductId } from "@/lib/contract/products";
import { requireOfferedProduct } from "@/lib/server/agency/products";
import { createQuote, quoteView } from "@/lib/server/bookings/quotes";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";
import { registeredQuoteRequest, registeredQuoteResponse } from "@/lib/server/products/contract";

/**
 * POST /api/checkout/quotes: the offer priced again and held, for this buyer (DESIGN §9); 429
 * with `Retry-After` past the buyer's or the address's quotes in 15 minutes.
 */
export const POST = apiRoute(registeredQuoteResponse, async (ctx) => {
  const request = await ctx.body(registeredQuoteRequest);
  // No new quote for a product the agency no longer offers; quotes and bookings made stay. A
  // product outside the catalogue (a test build's) has no menu entry to switch it off.
  if (isProductId(request.product)) await requireOfferedProduct(ctx.agency, request.product);
  const buyer = await buyerOf(ctx, { issue: true });
  const quote = await createQuote(ctx.agency, buyer, request, caller(ctx.request).address);
  ctx.status = 201;
  return quoteView(quote, buyer.user, ctx.agency);
});
