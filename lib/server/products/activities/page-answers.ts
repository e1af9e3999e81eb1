import "server-only";
import { queryKeys, VISITOR } from "@/lib/api/query-keys";
import { readActivitySearch, toSearchRequest } from "@/lib/booking/activity-search-params";
import { todayIso } from "@/lib/booking/hotel-search-params";
import { activitySearchRequest, activitySearchResponse } from "@/lib/contract/activities";
import type { AgencyRow } from "../../agency/agency";
import type { FirstAnswer } from "../kit/first-answer";
import { searchActivities } from "./search";

/** The results page's first answer: its search, as POST /api/activities/search answers a visitor. */
export function activityResultsAnswers(agency: AgencyRow, params: URLSearchParams): FirstAnswer[] {
  const search = readActivitySearch(params, todayIso());
  const request = search ? toSearchRequest(search) : null;
  if (!request) return [];
  return [
    {
      key: queryKeys.activitySearch(request, VISITOR),
      contract: activitySearchResponse,
      product: "activities",
      answer: () => searchActivities(agency, null, activitySearchRequest.parse(request)),
    },
  ];
}
