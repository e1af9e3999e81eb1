import {
  dealLinksQuery,
  dealLinksResponse,
  dealLinkView,
  newDealLink,
} from "@/lib/contract/deal-links";
import { apiRoute } from "@/lib/server/http/api-route";
import { createDealLink, listDealLinks } from "@/lib/server/proposals/deal-links";

/** GET /api/agency/deal-links?page=: the agency's deal links, newest first, opens and bookings counted. */
export const GET = apiRoute(
  dealLinksResponse,
  async (ctx) => listDealLinks(ctx.agency, ctx.query(dealLinksQuery)),
  { permission: "dealLink.read" },
);

/** POST /api/agency/deal-links: an offer (priced by the server) or a saved search shared; 201. */
export const POST = apiRoute(
  dealLinkView,
  async (ctx) => {
    const input = await ctx.body(newDealLink);
    const { user } = await ctx.requireSession();
    const made = await createDealLink(ctx.agency, user, input);
    ctx.status = 201;
    return made;
  },
  { permission: "dealLink.read" },
);
