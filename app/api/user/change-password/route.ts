import { changePasswordRequest, messageResponse } from "@/lib/contract/user";
import { changePassword } from "@/lib/server/auth/accounts";
import { apiRoute } from "@/lib/server/http/api-route";
import { caller, setSessionCookies } from "@/lib/server/http/caller";

export const POST = apiRoute(messageResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  const input = await ctx.body(changePasswordRequest);
  setSessionCookies(ctx, await changePassword(ctx.agency, user, input, caller(ctx.request)));
  return { message: "Your password has been changed. Other devices have been signed out." };
});
