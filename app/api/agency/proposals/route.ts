import {
  newProposal,
  proposalsQuery,
  proposalsResponse,
  proposalView,
} from "@/lib/contract/proposals";
import { apiRoute } from "@/lib/server/http/api-route";
import { createProposal, listProposals } from "@/lib/server/proposals/proposals";

/** GET /api/agency/proposals?status=&page=: the agency's proposals, newest first. */
export const GET = apiRoute(
  proposalsResponse,
  async (ctx) => listProposals(ctx.agency, ctx.query(proposalsQuery)),
  { permission: "proposals.read" },
);

/** POST /api/agency/proposals: a draft, with its first option when added from a result; 201. */
export const POST = apiRoute(
  proposalView,
  async (ctx) => {
    const input = await ctx.body(newProposal);
    const { user } = await ctx.requireSession();
    const made = await createProposal(ctx.agency, user, input);
    ctx.status = 201;
    return made;
  },
  { permission: "proposals.read" },
);
