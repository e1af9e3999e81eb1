import { agentDetail, agentInvitation } from "@/lib/contract/agency-agents";
import { agentDetail as detailOf } from "@/lib/server/agents/agents";
import { inviteAgent } from "@/lib/server/agents/invitations";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * POST /api/agency/agents/invitations: invites an agent by email (201), or invites again someone
 * who has not chosen a password yet (200; the earlier links stop working). An address with an
 * account in the agency is a 409.
 */
export const POST = apiRoute(
  agentDetail,
  async (ctx) => {
    const input = await ctx.body(agentInvitation);
    const { user } = await ctx.requireSession();
    const { id, created } = await inviteAgent(ctx.agency, user, input);
    ctx.status = created ? 201 : 200;
    return detailOf(ctx.agency, user, id);
  },
  { permission: "agents.manage" },
);
