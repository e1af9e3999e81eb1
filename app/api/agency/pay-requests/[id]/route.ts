import { payRequestPatch, payRequestRow } from "@/lib/contract/pay-requests";
import { apiRoute } from "@/lib/server/http/api-route";
import { cancelPayRequest, payRequestOf } from "@/lib/server/pay-requests/pay-requests";

/** GET /api/agency/pay-requests/{id}: one of the agency's requests (404 for another's). */
export const GET = apiRoute(
  payRequestRow,
  async (ctx) => payRequestOf(ctx.agency.id, ctx.params.id ?? ""),
  { permission: "pay.read" },
);

/** PATCH /api/agency/pay-requests/{id} `{ status: "cancelled" }`: withdraws a pending request. */
export const PATCH = apiRoute(
  payRequestRow,
  async (ctx) => {
    await ctx.body(payRequestPatch);
    return cancelPayRequest(ctx.agency.id, ctx.params.id ?? "");
  },
  { permission: "pay.read" },
);
