import { subscribeRequest, subscriptionResponse } from "@/lib/contract/subscription";
import { subscribe, subscriptionOf } from "@/lib/server/agency/subscription";
import { idempotencyKeyOf } from "@/lib/server/idempotency/idempotency";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf, idempotentCall } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";

/** GET /api/agency/subscription: whether the agency is subscribed, and its latest payment. */
export const GET = apiRoute(subscriptionResponse, async (ctx) => subscriptionOf(ctx.agency.id), {
  permission: "dashboard.read",
});

/**
 * POST /api/agency/subscription (Idempotency-Key) `{ plan, token }`: the owner or an admin pays
 * the plan's price by card; 201 with the agency subscribed, 409 when it is already.
 */
export const POST = apiRoute(
  subscriptionResponse,
  async (ctx) => {
    const request = await ctx.body(subscribeRequest);
    const buyer = await buyerOf(ctx);
    const key = idempotencyKeyOf(ctx.request);
    const { origin } = caller(ctx.request);
    return idempotentCall(ctx, buyer, request, async () => ({
      status: 201,
      body: await subscribe(ctx.agency, buyer.user!, request, key, origin),
    }));
  },
  { permission: "dashboard.read" },
);
