import { forgotPasswordRequest, messageResponse } from "@/lib/contract/user";
import { RESET_MESSAGE, requestPasswordReset } from "@/lib/server/auth/accounts";
import { apiRoute } from "@/lib/server/http/api-route";
import { caller } from "@/lib/server/http/caller";

export const POST = apiRoute(messageResponse, async (ctx) => {
  const { email, language } = await ctx.body(forgotPasswordRequest);
  const who = caller(ctx.request);
  await requestPasswordReset(ctx.agency, email, { ...who, locale: language ?? who.locale });
  return { message: RESET_MESSAGE };
});
