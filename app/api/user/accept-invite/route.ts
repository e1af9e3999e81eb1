import { acceptInviteRequest } from "@/lib/contract/agency-agents";
import { loginResponse } from "@/lib/contract/user";
import { toProfile } from "@/lib/server/auth/accounts";
import { acceptInvite } from "@/lib/server/agents/invitations";
import { apiRoute } from "@/lib/server/http/api-route";
import { caller, setSessionCookies } from "@/lib/server/http/caller";
import { isSeparateOrigin } from "@/lib/server/http/origin";

/**
 * POST /api/user/accept-invite: an invited agent's first password, from the emailed link (used
 * once, within 7 days); the address counts as confirmed and the agent is signed in.
 */
export const POST = apiRoute(loginResponse, async (ctx) => {
  const input = await ctx.body(acceptInviteRequest);
  const { sealed, user } = await acceptInvite(ctx.agency, input, caller(ctx.request));
  setSessionCookies(ctx, sealed);
  return {
    user: await toProfile(user),
    ...(isSeparateOrigin(ctx.request) ? { token: sealed } : {}),
  };
});
