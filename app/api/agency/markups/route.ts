import { markupsResponse, markupsUpdateRequest } from "@/lib/contract/markups";
import { agencyMarkups, updateAgencyMarkups } from "@/lib/server/deals/markups";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * Markup Settings (SPEC §1, §6): the markups of the agency the host names. Closed to travellers,
 * sales agents and restricted agents (who never see markups).
 */
const editors = { permission: "settings.markup" } as const;

export const GET = apiRoute(
  markupsResponse,
  async (ctx) => ({ products: await agencyMarkups(ctx.agency.id) }),
  editors,
);

/** Sets or removes the markups of the products sent; the others keep theirs. */
export const PUT = apiRoute(
  markupsResponse,
  async (ctx) => {
    const { markups } = await ctx.body(markupsUpdateRequest);
    return { products: await updateAgencyMarkups(ctx.agency.id, markups) };
  },
  editors,
);
