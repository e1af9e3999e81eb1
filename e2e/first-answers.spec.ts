import type { Page } from "@playwright/test";
import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { inDays, parisId } from "./helpers";

/**
 * The results pages render per request with their search (issue 26): a visitor's page arrives
 * with its results as HTML, which the browser hydrates without asking the API for them again; a
 * signed-in user's results depend on who they are and are asked for by the browser, as before.
 */

async function resultsPages(page: Page) {
  const placeId = await parisId(page);
  const stay = new URLSearchParams({
    place: placeId,
    placeName: "Paris",
    checkIn: inDays(30),
    checkOut: inDays(32),
    rooms: "2",
    nationality: "US",
  });
  const rental = new URLSearchParams({
    locationId: "airport-LHR",
    pickUp: `${inDays(30)}T10:00`,
    dropOff: `${inDays(37)}T10:00`,
    driverAge: "30",
    residence: "US",
  });
  const visit = new URLSearchParams({
    cityId: placeId,
    cityName: "Paris",
    from: inDays(30),
    to: inDays(33),
  });
  const trip = `trip=round&legs=LHR-JFK-${inDays(30)}_JFK-LHR-${inDays(37)}&adults=2&cabin=economy`;
  return [
    { path: `/booknow/hotels/search?${stay}`, api: "/api/hotels/search", list: "hotel-results" },
    { path: `/booknow/cars/search?${rental}`, api: "/api/cars/search", list: "car-results" },
    {
      path: `/booknow/activities/search?${visit}`,
      api: "/api/activities/search",
      list: "activity-results",
    },
    { path: `/booknow/flights/search?${trip}`, api: "/api/flights/search", list: "flight-results" },
  ];
}

/** The calls the page's browser makes to `api` from now on. */
function callsTo(page: Page, api: string): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === api) calls.push(request.method());
  });
  return calls;
}

test("a visitor's results arrive with the page, and the browser does not ask for them again", async ({
  page,
}) => {
  for (const { path, api, list } of await resultsPages(page)) {
    const calls = callsTo(page, api);
    const response = await page.goto(url("demo.localhost", path));
    expect(response!.status(), path).toBe(200);
    const html = await response!.text();
    expect(html, path).toContain(`data-testid="${list}"`);
    const results = page.getByTestId(list).getByRole("article");
    await expect(results.first(), path).toBeVisible();
    expect(await results.count(), path).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(calls, path).toEqual([]);
  }
});

test("a signed-in agent's results are asked for by the browser, with what only agents see", async ({
  page,
}) => {
  await signInByApi(page, "agent@horizon.test");
  const { path, api, list } = (await resultsPages(page))[0]!;
  const calls = callsTo(page, api);
  const response = await page.goto(url("demo.localhost", path));
  // The page as sent holds no visitor's answer for the agent to be shown.
  expect(await response!.text()).not.toContain(`data-testid="${list}"`);
  await expect(page.getByTestId(list).getByRole("article").first()).toBeVisible();
  await expect(page.getByTestId("markup").first()).toBeVisible();
  expect(calls).toEqual(["POST"]);
});

test("a search the API refuses renders the page with the API's error, not a server error", async ({
  page,
}) => {
  const calls = callsTo(page, "/api/hotels/search");
  const stay = new URLSearchParams({
    place: "city-999999999",
    placeName: "Nowhere",
    checkIn: inDays(30),
    checkOut: inDays(32),
    rooms: "2",
    nationality: "US",
  });
  const response = await page.goto(url("demo.localhost", `/booknow/hotels/search?${stay}`));
  expect(response!.status()).toBe(200);
  await expect(page.getByText('no city or airport "city-999999999"')).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  // Left out of the page, the answer is the browser's own call's, which shows its error.
  expect(calls).toEqual(["POST"]);
});
