import * as z from "zod";
import { isProductId } from "@/lib/contract/products";
import { proposalGrant } from "@/lib/contract/proposals";
import { requireOfferedProduct } from "@/lib/server/agency/products";
import { createQuote, quoteView } from "@/lib/server/bookings/quotes";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";
import { dealGrantOf } from "@/lib/server/http/deal-grant";
import { registeredQuoteRequest, registeredQuoteResponse } from "@/lib/server/products/contract";
import { approveForQuote } from "@/lib/server/proposals/client-side";
import { dealLinkForQuote } from "@/lib/server/proposals/deal-links";

const grantOf = z.object({ proposal: proposalGrant.optional() });

/**
 * POST /api/checkout/quotes: the offer priced again and held, for this buyer (DESIGN §9); 429
 * with `Retry-After` past the buyer's or the address's quotes in 15 minutes. With `proposal`
 * (issue 28), one of a proposal's options, which its link lets a guest book at any agency; the
 * grant quotes that option alone (403 for anything else). A deal link's grant (the cookie its
 * short URL gave) lets a guest quote what the link shares, and counts the booking as the link's.
 */
export const POST = apiRoute(registeredQuoteResponse, async (ctx) => {
  const body = await ctx.body(z.intersection(registeredQuoteRequest, grantOf));
  const { proposal, ...request } = body;
  // No new quote for a product the agency no longer offers; quotes and bookings made stay. A
  // product outside the catalogue (a test build's) has no menu entry to switch it off.
  if (isProductId(request.product)) await requireOfferedProduct(ctx.agency, request.product);
  const proposalId = proposal ? await approveForQuote(ctx.agency, proposal, request) : null;
  const dealLinkId = proposal
    ? null
    : await dealLinkForQuote(ctx.agency, dealGrantOf(ctx), request);
  const buyer = await buyerOf(ctx, {
    issue: true,
    guestMayQuote: ctx.agency.allowNonLoginFlow || proposalId !== null || dealLinkId !== null,
  });
  const quote = await createQuote(ctx.agency, buyer, request, caller(ctx.request).address, {
    proposalId,
    dealLinkId,
  });
  ctx.status = 201;
  return quoteView(quote, buyer.user, ctx.agency);
});
