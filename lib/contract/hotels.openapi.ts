import {
  hotelDetailsRequest,
  hotelDetailsResponse,
  hotelSearchRequest,
  hotelSearchResponse,
} from "./hotels";
import type { OpenApiExamples, Operation } from "./openapi";

export const operations = ({ stay, hotelId }: OpenApiExamples): Operation[] => [
  {
    method: "post",
    path: "/api/hotels/search",
    apiKeyScope: "search",
    summary: "Search hotels for a stay",
    tags: ["Hotels"],
    request: hotelSearchRequest,
    response: hotelSearchResponse,
    status: 200,
    example: { ...stay, sort: "price", page: 1 },
  },
  {
    method: "post",
    path: "/api/hotels/details",
    summary: "One hotel with every room's rate for the stay",
    tags: ["Hotels"],
    request: hotelDetailsRequest,
    response: hotelDetailsResponse,
    status: 200,
    example: { ...stay, hotelId },
  },
];
