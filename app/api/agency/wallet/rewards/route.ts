import { rewardSettings } from "@/lib/contract/wallet";
import { apiRoute } from "@/lib/server/http/api-route";
import { rewardSettingsOf, setRewardSettings } from "@/lib/server/wallet/rewards";

/** GET /api/agency/wallet/rewards: the agency's reward credit rules. */
export const GET = apiRoute(rewardSettings, (ctx) => rewardSettingsOf(ctx.agency), {
  permission: "wallet.read",
});

/** PUT /api/agency/wallet/rewards: owners and admins set what share earns credits, how long. */
export const PUT = apiRoute(
  rewardSettings,
  async (ctx) => setRewardSettings(ctx.agency, await ctx.body(rewardSettings)),
  { permission: "wallet.topup" },
);
