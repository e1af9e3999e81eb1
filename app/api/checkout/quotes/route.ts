import { quoteRequest, quoteResponse } from "@/lib/contract/booking";
import { requireOfferedProduct } from "@/lib/server/agency/products";
import { createQuote, quoteView } from "@/lib/server/bookings/quotes";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf } from "@/lib/server/http/buyer";

/** POST /api/checkout/quotes: the offer priced again and held, for this buyer (DESIGN §9). */
export const POST = apiRoute(quoteResponse, async (ctx) => {
  const request = await ctx.body(quoteRequest);
  // No new quote for a product the agency no longer offers; quotes and bookings made stay.
  await requireOfferedProduct(ctx.agency, request.product);
  const buyer = await buyerOf(ctx, { issue: true });
  const quote = await createQuote(ctx.agency, buyer, request);
  ctx.status = 201;
  return quoteView(quote, buyer.user);
});
