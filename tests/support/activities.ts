import { expect } from "vitest";
import { POST as details } from "@/app/api/activities/details/route";
import { POST as search } from "@/app/api/activities/search/route";
import {
  travellerTypesInOrder,
  type ActivityDetailsResponse,
  type ActivitySearchResponse,
} from "@/lib/contract/activities";
import { send } from "./http";

/** Activities as a browser drives them: a city's search, one activity's day, its travellers. */

export async function searchActivities(host: string, body: unknown, cookie = "") {
  const r = await send(search, host, "/api/activities/search", {
    body,
    headers: cookie ? { cookie } : {},
  });
  return r as typeof r & { body: ActivitySearchResponse };
}

export async function activityDetails(host: string, body: unknown, cookie = "") {
  const r = await send(details, host, "/api/activities/details", {
    body,
    headers: cookie ? { cookie } : {},
  });
  return r as typeof r & { body: ActivityDetailsResponse };
}

/** One activity's day, which must be found. */
export async function dayOf(host: string, productCode: string, date: string, cookie = "") {
  const r = await activityDetails(host, { productCode, date }, cookie);
  expect(r.status).toBe(200);
  return r.body;
}

const NAMES = ["Ana", "Bruno", "Carla", "Duarte", "Eva", "Filipe", "Gil", "Helena", "Ines"];

/** Every traveller named, in the order adults, children, seniors, each with their type. */
export function activityTravellers(counts: {
  adults: number;
  children?: number;
  seniors?: number;
}) {
  return travellerTypesInOrder({ children: 0, seniors: 0, ...counts }).map((type, unit) => ({
    firstName: NAMES[unit % NAMES.length]!,
    lastName: "Silva",
    unit,
    type,
  }));
}

/** The lead traveller alone, for an option that needs no other name. */
export const leadTraveller = (type: "adult" | "senior" = "adult") => ({
  firstName: "Ana",
  lastName: "Silva",
  unit: 0,
  type,
});

type ActivityOption = ActivityDetailsResponse["options"][number];

/**
 * The first ordinary activity of a city (no sandbox test behaviour) with an option of `date` that
 * `fits`, and that option; null when there is none.
 */
export async function findActivityOption(
  host: string,
  cityId: string,
  date: string,
  to: string,
  fits: (option: ActivityOption) => boolean,
  cookie = "",
): Promise<{ productCode: string; option: ActivityOption } | null> {
  const found = await searchActivities(host, { cityId, from: date, to }, cookie);
  for (const a of found.body.activities) {
    if (a.testBehaviour !== null) continue;
    const day = await activityDetails(host, { productCode: a.productCode, date }, cookie);
    const option = day.body.options.find(fits);
    if (option) return { productCode: a.productCode, option };
  }
  return null;
}
