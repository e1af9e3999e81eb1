import { agencyProductsResponse, agencyProductsUpdate } from "@/lib/contract/agency-products";
import { agencyProducts, updateAgencyProducts } from "@/lib/server/agency/products";
import { apiRoute } from "@/lib/server/http/api-route";

/** Product Settings: owners, admins and travel agents (SPEC §6: disabled for sales agents). */
const editors = { permission: "settings.product" } as const;

/** GET /api/agency/products: every booking product, active or not, in the agency's order. */
export const GET = apiRoute(
  agencyProductsResponse,
  async (ctx) => agencyProducts(ctx.agency.id),
  editors,
);

/** PUT /api/agency/products `{ products: [{ id, active }] }`: the new order and active flags. */
export const PUT = apiRoute(
  agencyProductsResponse,
  async (ctx) => updateAgencyProducts(ctx.agency.id, await ctx.body(agencyProductsUpdate)),
  editors,
);
