import { paymentSettingsResponse, paymentSettingsUpdate } from "@/lib/contract/payment-settings";
import { paymentSettings, savePaymentSettings } from "@/lib/server/agency/payment-settings";
import { apiRoute } from "@/lib/server/http/api-route";

/** Payment settings: owners and admins only (SPEC §6: disabled for travel and sales agents). */
const managers = { permission: "settings.payment" } as const;

/** GET /api/agency/payment-settings: the gateway, its publishable key, the accepted brands. */
export const GET = apiRoute(
  paymentSettingsResponse,
  async (ctx) => paymentSettings(ctx.agency.id),
  managers,
);

/** PUT /api/agency/payment-settings: the gateway and keys (the secret one sealed), the brands. */
export const PUT = apiRoute(
  paymentSettingsResponse,
  async (ctx) => savePaymentSettings(ctx.agency.id, await ctx.body(paymentSettingsUpdate)),
  managers,
);
