import {
  activityDetailsRequest,
  activityDetailsResponse,
  activitySearchRequest,
  activitySearchResponse,
} from "./activities";
import type { OpenApiExamples, Operation } from "./openapi";

export const operations = ({ cityId, activityId, day }: OpenApiExamples): Operation[] => [
  {
    method: "post",
    path: "/api/activities/search",
    apiKeyScope: "search",
    summary: "A city's activities for some dates, each priced from one adult",
    tags: ["Activities"],
    request: activitySearchRequest,
    response: activitySearchResponse,
    status: 200,
    example: { cityId, from: day(30), to: day(33) },
  },
  {
    method: "post",
    path: "/api/activities/details",
    summary: "An activity's options with the day's time slots and places left",
    tags: ["Activities"],
    request: activityDetailsRequest,
    response: activityDetailsResponse,
    status: 200,
    example: { productCode: activityId, date: day(31) },
  },
];
