import { rewardWalletResponse, rewardWalletSwitch } from "@/lib/contract/agency-clients";
import { setClientRewardWallet } from "@/lib/server/clients/agency-clients";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * PUT /api/agency/clients/{clientId}/reward-wallet: `{ enabled }` switches the reward wallet of
 * the agency's traveller account with the client's email (credits are earned and shown only when
 * it is on). Owners and admins only; a 404 when the client has no traveller account.
 */
export const PUT = apiRoute(
  rewardWalletResponse,
  async (ctx) => {
    const { enabled } = await ctx.body(rewardWalletSwitch);
    return setClientRewardWallet(ctx.agency.id, ctx.params.clientId!, enabled);
  },
  { permission: "clients.rewards" },
);
