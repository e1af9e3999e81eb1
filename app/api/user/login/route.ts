import { loginRequest, loginResponse } from "@/lib/contract/user";
import { login, toProfile } from "@/lib/server/auth/accounts";
import { apiRoute } from "@/lib/server/http/api-route";
import { caller, setSessionCookies } from "@/lib/server/http/caller";
import { isSeparateOrigin } from "@/lib/server/http/origin";

export const POST = apiRoute(loginResponse, async (ctx) => {
  const input = await ctx.body(loginRequest);
  const { sealed, user } = await login(ctx.agency, input, caller(ctx.request));
  setSessionCookies(ctx, sealed);
  // A page of this site uses the httpOnly cookie; only a separate-origin client gets the token.
  return {
    user: await toProfile(user),
    ...(isSeparateOrigin(ctx.request) ? { token: sealed } : {}),
  };
});
