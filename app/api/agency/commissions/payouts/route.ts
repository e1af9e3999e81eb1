import { newPayout, payoutView } from "@/lib/contract/commissions";
import { recordPayout } from "@/lib/server/commissions/ledger";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * POST /api/agency/commissions/payouts: an owner or admin records a payout to an agent; every
 * commission of theirs payable by that day (or the entries named) is marked paid with it.
 */
export const POST = apiRoute(
  payoutView,
  async (ctx) => {
    const input = await ctx.body(newPayout);
    const { user } = await ctx.requireSession();
    const payout = await recordPayout(ctx.agency, user, input);
    ctx.status = 201;
    return payout;
  },
  { permission: "commissions.payout" },
);
