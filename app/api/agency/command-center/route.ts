import { commandCenterResponse } from "@/lib/contract/command-center";
import { commandCenter } from "@/lib/server/dashboard/command-center";
import { isAgentRole } from "@/lib/auth/permissions";
import { ApiError } from "@/lib/server/errors";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * GET /api/agency/command-center: the Command Center's figures for the signed-in member of
 * staff (the agency's for owners and admins, an agent's own otherwise), which the cached
 * /dashboard page reads.
 */
export const GET = apiRoute(
  commandCenterResponse,
  async (ctx) => {
    const { user } = await ctx.requireSession();
    // A traveller reads a dashboard too, but their own (/mytrip/dashboard), not this one.
    if (!isAgentRole(user))
      throw new ApiError("forbidden", "The Command Center is for the agency's staff.");
    return commandCenter(ctx.agency.id, user);
  },
  { permission: "dashboard.read" },
);
