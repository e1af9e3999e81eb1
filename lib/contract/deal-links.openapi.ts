import type { OpenApiExamples, Operation } from "./openapi";
import {
  DEAL_LINK_DAYS,
  DEAL_LINKS_PAGE_SIZE,
  dealLinkPatch,
  dealLinksQuery,
  dealLinksResponse,
  dealLinkView,
  newDealLink,
  publicDealOffer,
} from "./deal-links";

export const operations = ({ stay, offerId }: OpenApiExamples): Operation[] => [
  {
    method: "post",
    path: "/api/agency/deal-links",
    summary: `A deal link (staff): an offer as its search found it (\`kind: offer\`, priced by the server) or one of the Searches list's searches (\`kind: search\`, by its id), with its short URL; it opens for ${DEAL_LINK_DAYS} days. Whoever opens the short URL may book what it shares without an account`,
    tags: ["Deal links"],
    request: newDealLink,
    response: dealLinkView,
    status: 201,
    signedIn: true,
    example: { kind: "offer", product: "hotels", offerId, query: stay, currency: "EUR" },
  },
  {
    method: "get",
    path: "/api/agency/deal-links",
    summary: `The agency's deal links (staff), newest first, ${DEAL_LINKS_PAGE_SIZE} a page, each with its opens and its bookings`,
    tags: ["Deal links"],
    query: dealLinksQuery,
    response: dealLinksResponse,
    status: 200,
    signedIn: true,
    exampleQuery: { page: "1" },
  },
  {
    method: "get",
    path: "/api/deal-links/{dealLinkId}",
    summary:
      "An offer's deal link as its visitor sees it, priced again now (`live`); readable with the grant its short URL gives the browser (an httpOnly cookie) or by the agency's staff, 404 otherwise, 410 once switched off or expired. A quote made with the grant is counted as the link's booking",
    tags: ["Deal links"],
    response: publicDealOffer,
    status: 200,
  },
  {
    method: "patch",
    path: "/api/agency/deal-links/{dealLinkId}",
    summary:
      "Switches a deal link off (its short URL then says the deal is over, and its grant books nothing) or on again; 409 for an expired one",
    tags: ["Deal links"],
    request: dealLinkPatch,
    response: dealLinkView,
    status: 200,
    signedIn: true,
    example: { status: "disabled" },
  },
];
