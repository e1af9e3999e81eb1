import { proposalPatch, proposalView } from "@/lib/contract/proposals";
import { apiRoute } from "@/lib/server/http/api-route";
import { proposalOf, updateProposal } from "@/lib/server/proposals/proposals";

/** GET /api/agency/proposals/{id}: one of the agency's proposals with its events (404 otherwise). */
export const GET = apiRoute(
  proposalView,
  async (ctx) => proposalOf(ctx.agency, ctx.params.id ?? ""),
  { permission: "proposals.read" },
);

/** PATCH /api/agency/proposals/{id}: its title, message, client (a draft's) and expiry. */
export const PATCH = apiRoute(
  proposalView,
  async (ctx) => updateProposal(ctx.agency, ctx.params.id ?? "", await ctx.body(proposalPatch)),
  { permission: "proposals.read" },
);
