import { walletQuery, walletResponse } from "@/lib/contract/wallet";
import { ApiError } from "@/lib/server/errors";
import { apiRoute } from "@/lib/server/http/api-route";
import { creditsAccount } from "@/lib/server/ledger/ledger";
import { walletStatement } from "@/lib/server/wallet/statements";

/**
 * GET /api/user/wallet: the signed-in traveller's reward credits and their statement; only for a
 * traveller whose reward wallet the agency enabled (SPEC §3, §6).
 */
export const GET = apiRoute(walletResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  if (!user.isRewardWalletEnable) {
    throw new ApiError("forbidden", "Your reward wallet is not enabled.");
  }
  const { currency: _, ...owner } = creditsAccount(user);
  return walletStatement(owner, user.creditsCurrency, {
    ...ctx.query(walletQuery),
    currency: user.creditsCurrency,
  });
});
