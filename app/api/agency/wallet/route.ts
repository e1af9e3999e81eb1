import { walletQuery, walletResponse } from "@/lib/contract/wallet";
import { isStaff } from "@/lib/server/bookings/buyer";
import { ApiError } from "@/lib/server/errors";
import { apiRoute } from "@/lib/server/http/api-route";
import { walletStatement } from "@/lib/server/wallet/statements";

/** GET /api/agency/wallet: the agency wallet's balances and a currency's statement (staff). */
export const GET = apiRoute(
  walletResponse,
  async (ctx) => {
    const { user } = await ctx.requireSession();
    if (!isStaff(user)) throw new ApiError("forbidden", "The agency wallet is for its staff.");
    return walletStatement(
      { agencyId: ctx.agency.id, kind: "agency", account: "agency" },
      ctx.agency.defaultCurrency ?? "USD",
      ctx.query(walletQuery),
    );
  },
  { permission: "wallet.read" },
);
