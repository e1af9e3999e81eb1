import { logoutResponse } from "@/lib/contract/user";
import { isAgent } from "@/lib/server/auth/accounts";
import { revokeSession } from "@/lib/server/auth/session";
import { apiRoute } from "@/lib/server/http/api-route";
import { clearSessionCookies } from "@/lib/server/http/caller";

/** Ends the session (if any is still alive) and clears the cookies; signing out twice is fine. */
export const POST = apiRoute(logoutResponse, async (ctx) => {
  const session = await ctx.session().catch(() => null);
  if (session) await revokeSession(ctx.agency.id, session.id);
  clearSessionCookies(ctx);
  return { message: "Signed out", isAgent: session ? isAgent(session.user) : false };
});
