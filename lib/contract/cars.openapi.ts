import { carDetailsRequest, carDetailsResponse, carOfferQuery, carSearchResponse } from "./cars";
import type { OpenApiExamples, Operation } from "./openapi";

export const operations = ({ rental, carOfferId }: OpenApiExamples): Operation[] => [
  {
    method: "post",
    path: "/api/cars/search",
    apiKeyScope: "search",
    summary: "Search car rentals at an airport or city desk for the driver",
    tags: ["Cars"],
    request: carOfferQuery,
    response: carSearchResponse,
    status: 200,
    example: rental,
  },
  {
    method: "post",
    path: "/api/cars/details",
    summary: "One car priced with the extras asked for, what it includes and its extras",
    tags: ["Cars"],
    request: carDetailsRequest,
    response: carDetailsResponse,
    status: 200,
    example: { ...rental, offerId: carOfferId, extras: { childSeat: 1 } },
  },
];
