import {
  cruiseDetailsRequest,
  cruiseDetailsResponse,
  cruisePortsResponse,
  cruiseQuery,
  cruiseSearchResponse,
} from "./cruise";
import type { OpenApiExamples, Operation } from "./openapi";

/** Cruises answer only while the agency offers them: otherwise every call here is a 404. */
const NOT_OFFERED = "The agency does not offer cruises";

export const operations = ({ cruise, sailingId }: OpenApiExamples): Operation[] => [
  {
    method: "post",
    path: "/api/cruise/search",
    apiKeyScope: "search",
    summary:
      "Sailings leaving within a window of departure dates (at most 92) for one party sharing a cabin, in departure order, each with the cabin categories left, cheapest first",
    tags: ["Cruises"],
    request: cruiseQuery,
    response: cruiseSearchResponse,
    status: 200,
    example: cruise,
    errors: { "404": `No such waters, line or departure port; or: ${NOT_OFFERED}` },
  },
  {
    method: "post",
    path: "/api/cruise/details",
    summary:
      "One sailing of the search for the party: its days port by port, its ship and every cabin category the party fits in, sold out ones too",
    tags: ["Cruises"],
    request: cruiseDetailsRequest,
    response: cruiseDetailsResponse,
    status: 200,
    example: { ...cruise, sailingId },
    errors: { "404": `No such sailing in the search's window; or: ${NOT_OFFERED}` },
  },
  {
    method: "get",
    path: "/api/cruise/ports",
    summary: "The waters the cruise lines sail and the home ports their sailings leave from",
    tags: ["Cruises"],
    response: cruisePortsResponse,
    status: 200,
    errors: { "404": NOT_OFFERED },
  },
];
