import { topupRequest, topupResponse } from "@/lib/contract/wallet";
import { apiRoute } from "@/lib/server/http/api-route";
import { buyerOf, idempotentCall } from "@/lib/server/http/buyer";
import { caller } from "@/lib/server/http/caller";
import { idempotencyKeyOf } from "@/lib/server/idempotency/idempotency";
import { topUp } from "@/lib/server/wallet/topups";

/**
 * POST /api/agency/wallet/topups (Idempotency-Key): charges the card through the agency's gateway
 * and adds the amount to the agency wallet; 201 with the new ledger line.
 */
export const POST = apiRoute(
  topupResponse,
  async (ctx) => {
    const request = await ctx.body(topupRequest);
    const buyer = await buyerOf(ctx);
    const { origin } = caller(ctx.request);
    const key = idempotencyKeyOf(ctx.request);
    return idempotentCall(ctx, buyer, request, async () => ({
      status: 201,
      body: { line: await topUp(ctx.agency, buyer.user!, request, key, origin) },
    }));
  },
  { permission: "wallet.topup" },
);
