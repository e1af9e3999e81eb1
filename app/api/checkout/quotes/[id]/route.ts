import * as z from "zod";
import { quoteCurrencyRequest } from "@/lib/contract/booking";
import {
  changeQuoteCurrency,
  findQuote,
  leaveQuote,
  quoteView,
} from "@/lib/server/bookings/quotes";
import { ApiError } from "@/lib/server/errors";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf } from "@/lib/server/http/buyer";
import { registeredQuoteResponse } from "@/lib/server/products/contract";

/** GET /api/checkout/quotes/{id}: the buyer's quote; 404 for anyone else's, 410 once expired. */
export const GET = apiRoute(registeredQuoteResponse, async (ctx) => {
  const id = z.uuid().safeParse(ctx.params.id);
  if (!id.success) throw new ApiError("notFound", "This quote was not found.");
  const buyer = await buyerOf(ctx);
  return quoteView(await findQuote(ctx.agency, buyer, id.data), buyer.user, ctx.agency);
});

/**
 * PATCH /api/checkout/quotes/{id} `{ currency }`: the quote in another currency at today's rate,
 * keeping its offer and its hold (a currency change on the flight checkout, SPEC §4).
 */
export const PATCH = apiRoute(registeredQuoteResponse, async (ctx) => {
  const id = z.uuid().safeParse(ctx.params.id);
  if (!id.success) throw new ApiError("notFound", "This quote was not found.");
  const { currency } = await ctx.body(quoteCurrencyRequest);
  const buyer = await buyerOf(ctx);
  return quoteView(
    await changeQuoteCurrency(ctx.agency, buyer, id.data, currency),
    buyer.user,
    ctx.agency,
  );
});

/**
 * DELETE /api/checkout/quotes/{id}: the buyer left the checkout, and the hold is given back; the
 * quote as it now stands (`released`, or `booked` when a booking is under way on it). Again, or
 * on an ended quote, changes nothing.
 */
export const DELETE = apiRoute(registeredQuoteResponse, async (ctx) => {
  const id = z.uuid().safeParse(ctx.params.id);
  if (!id.success) throw new ApiError("notFound", "This quote was not found.");
  const buyer = await buyerOf(ctx);
  return quoteView(await leaveQuote(ctx.agency, buyer, id.data), buyer.user, ctx.agency);
});
