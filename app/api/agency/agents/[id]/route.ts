import * as z from "zod";
import { agentDetail, agentUpdate } from "@/lib/contract/agency-agents";
import { agentDetail as detailOf, updateAgent } from "@/lib/server/agents/agents";
import { ApiError } from "@/lib/server/errors";
import { apiRoute, type RouteContext } from "@/lib/server/http/api-route";

/** The id of the path; anything but a UUID names nobody. */
function agentId(ctx: RouteContext): string {
  const id = z.uuid().safeParse(ctx.params.id);
  if (!id.success) throw new ApiError("notFound", "Agent not found");
  return id.data;
}

/**
 * GET /api/agency/agents/{id}: one agent with their sales; for `agents.read`, anyone on the
 * staff, for anyone else only themselves (another id is a 404).
 */
export const GET = apiRoute(agentDetail, async (ctx) => {
  const { user } = await ctx.requireSession();
  return detailOf(ctx.agency, user, agentId(ctx));
});

/**
 * PATCH /api/agency/agents/{id}: role, restricted flag, commission rate, disabled (which ends the
 * agent's sessions at once). Nobody changes themselves or the agency owner.
 */
export const PATCH = apiRoute(
  agentDetail,
  async (ctx) => {
    const id = agentId(ctx);
    const input = await ctx.body(agentUpdate);
    const { user } = await ctx.requireSession();
    return updateAgent(ctx.agency, user, id, input);
  },
  { permission: "agents.manage" },
);
