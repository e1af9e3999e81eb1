import {
  newPayRequest,
  payRequestRow,
  payRequestsQuery,
  payRequestsResponse,
} from "@/lib/contract/pay-requests";
import { apiRoute } from "@/lib/server/http/api-route";
import { createPayRequest, listPayRequests } from "@/lib/server/pay-requests/pay-requests";

/** GET /api/agency/pay-requests?status=&clientId=&page=: the agency's requests, newest first. */
export const GET = apiRoute(
  payRequestsResponse,
  async (ctx) => listPayRequests(ctx.agency.id, ctx.query(payRequestsQuery)),
  { permission: "pay.read" },
);

/**
 * POST /api/agency/pay-requests: asks one of the agency's clients for an amount; 201, and the
 * client is mailed a link to pay it (valid PAY_LINK_DAYS days).
 */
export const POST = apiRoute(
  payRequestRow,
  async (ctx) => {
    const input = await ctx.body(newPayRequest);
    const { user } = await ctx.requireSession();
    const created = await createPayRequest(ctx.agency, user, input);
    ctx.status = 201;
    return created;
  },
  { permission: "pay.read" },
);
