import { messageResponse, verifyRequest } from "@/lib/contract/user";
import { verifyEmail } from "@/lib/server/auth/accounts";
import { apiRoute } from "@/lib/server/http/api-route";

export const POST = apiRoute(messageResponse, async (ctx) => {
  const { token } = await ctx.body(verifyRequest);
  await verifyEmail(ctx.agency, token);
  return { message: "Your email address is confirmed. You can sign in now." };
});
