import { messageResponse, resetPasswordRequest } from "@/lib/contract/user";
import { resetPassword } from "@/lib/server/auth/accounts";
import { apiRoute } from "@/lib/server/http/api-route";

export const POST = apiRoute(messageResponse, async (ctx) => {
  const { token, password } = await ctx.body(resetPasswordRequest);
  await resetPassword(ctx.agency, token, password);
  return { message: "Your password has been changed. You can sign in with it now." };
});
