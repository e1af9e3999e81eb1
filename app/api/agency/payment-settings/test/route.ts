import { connectionTestResponse } from "@/lib/contract/payment-settings";
import { testPaymentConnection } from "@/lib/server/agency/payment-settings";
import { apiRoute } from "@/lib/server/http/api-route";

/** POST /api/agency/payment-settings/test: whether the gateway takes the saved keys, recorded. */
export const POST = apiRoute(
  connectionTestResponse,
  async (ctx) => testPaymentConnection(ctx.agency.id),
  { permission: "settings.payment" },
);
