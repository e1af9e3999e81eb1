import { profileResponse, profileUpdateRequest } from "@/lib/contract/user";
import { toProfile, updateProfile } from "@/lib/server/auth/accounts";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(profileResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  return { user: await toProfile(user) };
});

export const PATCH = apiRoute(profileResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  const input = await ctx.body(profileUpdateRequest);
  return { user: await toProfile(await updateProfile(ctx.agency, user, input)) };
});
