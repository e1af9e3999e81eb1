import type { Operation } from "./openapi";
import { SEARCHES_PAGE_SIZE, searchesQuery, searchesResponse } from "./searches";

export const operations = (): Operation[] => [
  {
    method: "get",
    path: "/api/agency/searches",
    summary: `The recent searches of the agency's travellers and agents (staff), by product, newest first, ${SEARCHES_PAGE_SIZE} a page; each with its results page's address, which runs it again`,
    tags: ["Back office"],
    query: searchesQuery,
    response: searchesResponse,
    status: 200,
    signedIn: true,
    exampleQuery: { product: "hotels" },
  },
];
