import { photoRequest, profileResponse } from "@/lib/contract/user";
import { toProfile } from "@/lib/server/auth/accounts";
import { setPhoto } from "@/lib/server/auth/photos";
import { apiRoute } from "@/lib/server/http/api-route";

export const POST = apiRoute(profileResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  const { dataUrl } = await ctx.body(photoRequest);
  return { user: toProfile(await setPhoto(ctx.agency, user, dataUrl)) };
});
