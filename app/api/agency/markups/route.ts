import { markupsResponse, markupsUpdateRequest } from "@/lib/contract/markups";
import {
  agencyMarkups,
  assertMayEditMarkups,
  updateAgencyMarkups,
} from "@/lib/server/deals/markups";
import { apiRoute } from "@/lib/server/http/api-route";

/** Markup Settings (SPEC §1, §6): the markups of the agency the host names, for those allowed. */
export const GET = apiRoute(markupsResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  assertMayEditMarkups(user);
  return { products: await agencyMarkups(ctx.agency.id) };
});

/** Sets or removes the markups of the products sent; the others keep theirs. */
export const PUT = apiRoute(markupsResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  assertMayEditMarkups(user);
  const { markups } = await ctx.body(markupsUpdateRequest);
  return { products: await updateAgencyMarkups(ctx.agency.id, markups) };
});
