import { commissionListQuery, commissionListResponse } from "@/lib/contract/commissions";
import { listCommissions } from "@/lib/server/commissions/ledger";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * GET /api/agency/commissions: the commission ledger — an agent's own commission, or (owners and
 * admins) every entry of the agency with its markup — with totals pending, payable and paid.
 */
export const GET = apiRoute(
  commissionListResponse,
  async (ctx) => {
    const { user } = await ctx.requireSession();
    return listCommissions(ctx.agency, user, ctx.query(commissionListQuery));
  },
  { permission: "bookings.read" },
);
