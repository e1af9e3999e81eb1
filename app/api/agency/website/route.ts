import { permissionsOf } from "@/lib/auth/permissions";
import { websiteResponse, websiteUpdateRequest } from "@/lib/contract/website";
import { updateWebsiteContent, websiteContent } from "@/lib/server/agency/website";
import { ApiError, apiRoute, type RouteContext } from "@/lib/server/http/api-route";

/** Website Settings: owners and admins only (SPEC §6: disabled for sales agents). */
async function requireWebsiteEditor(ctx: RouteContext) {
  const { user } = await ctx.requireSession();
  if (!permissionsOf(user).has("settings.website"))
    throw new ApiError(403, "You cannot change this agency's website.", "forbidden");
}

export const GET = apiRoute(websiteResponse, async (ctx) => {
  await requireWebsiteEditor(ctx);
  return websiteContent(ctx.agency.id);
});

export const PUT = apiRoute(websiteResponse, async (ctx) => {
  await requireWebsiteEditor(ctx);
  return updateWebsiteContent(ctx.agency.id, await ctx.body(websiteUpdateRequest));
});
