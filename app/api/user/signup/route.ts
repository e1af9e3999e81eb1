import { messageResponse, signupRequest } from "@/lib/contract/user";
import { SIGNUP_MESSAGE, signUp } from "@/lib/server/auth/accounts";
import { apiRoute } from "@/lib/server/http/api-route";
import { caller } from "@/lib/server/http/caller";

export const POST = apiRoute(messageResponse, async (ctx) => {
  await signUp(ctx.agency, await ctx.body(signupRequest), caller(ctx.request));
  ctx.status = 201;
  return { message: SIGNUP_MESSAGE };
});
