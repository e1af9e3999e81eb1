import { proposalTokenQuery, publicProposal } from "@/lib/contract/proposals";
import { apiRoute } from "@/lib/server/http/api-route";
import { publicProposalOf } from "@/lib/server/proposals/client-side";

/**
 * GET /api/proposals/{id}?token=: the client's proposal (no sign-in: the link's token opens it),
 * every option priced again now; 404 for a token that does not open it, 410 once withdrawn or
 * expired.
 */
export const GET = apiRoute(publicProposal, async (ctx) =>
  publicProposalOf(ctx.agency, ctx.params.id ?? "", ctx.query(proposalTokenQuery).token),
);
