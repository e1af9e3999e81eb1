import { academyLinkResponse } from "@/lib/contract/user";
import { permissionsOf } from "@/lib/auth/permissions";
import { academyLink } from "@/lib/server/auth/academy";
import { ApiError, apiRoute } from "@/lib/server/http/api-route";

export const POST = apiRoute(academyLinkResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  if (!permissionsOf(user).has("academy.read")) throw new ApiError(403, "Not allowed");
  return { url: await academyLink(ctx.agency, user) };
});
