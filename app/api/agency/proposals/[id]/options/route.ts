import { newProposalOption, proposalView } from "@/lib/contract/proposals";
import { apiRoute } from "@/lib/server/http/api-route";
import { addOption } from "@/lib/server/proposals/proposals";

/**
 * POST /api/agency/proposals/{id}/options `{ product, offerId, query }`: an offer as its search
 * showed it, priced by the server with the agency's markup; 201 with the proposal.
 */
export const POST = apiRoute(
  proposalView,
  async (ctx) => {
    const input = await ctx.body(newProposalOption);
    const view = await addOption(ctx.agency, ctx.params.id ?? "", input);
    ctx.status = 201;
    return view;
  },
  { permission: "proposals.read" },
);
