import { payRequestPaid, payRequestPayment, publicPayRequest } from "@/lib/contract/pay-requests";
import { idempotencyKeyOf } from "@/lib/server/idempotency/idempotency";
import { apiRoute } from "@/lib/server/http/api-route";
import { caller } from "@/lib/server/http/caller";
import { payablePayRequest, payPayRequest } from "@/lib/server/pay-requests/pay-requests";

/**
 * The payer's link (no sign-in: the token is the proof). GET: what is asked; 404 for a token this
 * agency's site does not know, 410 once paid, withdrawn or expired.
 */
export const GET = apiRoute(publicPayRequest, async (ctx) =>
  payablePayRequest(ctx.agency, ctx.params.token ?? ""),
);

/**
 * POST (Idempotency-Key) `{ token }`: pays the request with the card's gateway token; the amount
 * is the request's. 200 once paid; 402 with the card's refusal (the request stays payable); 409
 * while another payment of it is under way; 410 once paid, withdrawn or expired.
 */
export const POST = apiRoute(payRequestPaid, async (ctx) => {
  const { token } = await ctx.body(payRequestPayment);
  const key = idempotencyKeyOf(ctx.request);
  const { origin } = caller(ctx.request);
  return payPayRequest(ctx.agency, ctx.params.token ?? "", token, key, origin);
});
