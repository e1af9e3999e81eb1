import { meResponse } from "@/lib/contract/user";
import { toProfile } from "@/lib/server/auth/accounts";
import { apiRoute } from "@/lib/server/http/api-route";

/** Who is signed in: null for a visitor, a 401 for a token that no longer names a session. */
export const GET = apiRoute(meResponse, async (ctx) => {
  const session = await ctx.session();
  return { user: session ? await toProfile(session.user) : null };
});
