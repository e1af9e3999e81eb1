import { proposalView } from "@/lib/contract/proposals";
import { apiRoute } from "@/lib/server/http/api-route";
import { removeOption } from "@/lib/server/proposals/proposals";

/** DELETE /api/agency/proposals/{id}/options/{optionId}: the option taken out. */
export const DELETE = apiRoute(
  proposalView,
  async (ctx) => removeOption(ctx.agency, ctx.params.id ?? "", ctx.params.optionId ?? ""),
  { permission: "proposals.read" },
);
