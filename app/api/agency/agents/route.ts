import { agentsQuery, agentsResponse } from "@/lib/contract/agency-agents";
import { listAgents } from "@/lib/server/agents/agents";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * GET /api/agency/agents: the agency's staff with their confirmed bookings and sales this month
 * and overall, by name or email, role and status, sorted and paged by the server.
 */
export const GET = apiRoute(
  agentsResponse,
  async (ctx) => listAgents(ctx.agency, ctx.query(agentsQuery)),
  { permission: "agents.read" },
);
