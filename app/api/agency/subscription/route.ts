import {
  subscribeRequest,
  subscriptionResponse,
  type Subscription,
} from "@/lib/contract/subscription";
import { lapseIfEnded, subscribe, subscriptionOf } from "@/lib/server/agency/subscription";
import { platformCardGateway } from "@/lib/server/payments/gateways";
import { idempotencyKeyOf } from "@/lib/server/idempotency/idempotency";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf, idempotentCall } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";

/**
 * GET /api/agency/subscription: whether the agency is subscribed (a paid period that has ended
 * is marked lapsed first, as the signed-in pages' check does), its latest payment, and the
 * platform's gateway the card is tokenised for (the plan is paid to the platform).
 */
export const GET = apiRoute(
  subscriptionResponse,
  async (ctx) => {
    await lapseIfEnded(ctx.agency);
    return { ...(await subscriptionOf(ctx.agency.id)), gateway: platformCardGateway() };
  },
  { permission: "dashboard.read" },
);

/**
 * POST /api/agency/subscription (Idempotency-Key) `{ plan, token }`: the owner or an admin pays
 * the plan's price by card to the platform (the token is the platform gateway's); 201 with the
 * agency subscribed, 409 when it is already.
 */
export const POST = apiRoute(
  subscriptionResponse,
  async (ctx) => {
    const request = await ctx.body(subscribeRequest);
    const buyer = await buyerOf(ctx);
    const key = idempotencyKeyOf(ctx.request);
    const { origin } = caller(ctx.request);
    const subscription = await idempotentCall<Subscription>(ctx, buyer, request, async () => ({
      status: 201,
      body: await subscribe(ctx.agency, buyer.user!, request, key, origin),
    }));
    return { ...subscription, gateway: platformCardGateway() };
  },
  { permission: "dashboard.read" },
);
