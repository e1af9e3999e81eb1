import type { Page } from "@playwright/test";
import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { hotelCheckout, inDays, parisId, parisStay } from "./helpers";

/**
 * The results pages render per request with their search (issue 26): a visitor's page arrives
 * with its results as HTML, which the browser hydrates without asking the API for them again; a
 * signed-in user's results depend on who they are and are asked for by the browser, as before.
 */

async function resultsPages(page: Page) {
  const placeId = await parisId(page);
  const stay = parisStay(placeId, 30, { nights: 2 });
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

/** The calls the page's browser makes from now on to any of `apis` (path prefixes). */
function callsToAny(page: Page, apis: string[]): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (apis.some((api) => pathname.startsWith(api))) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** What a checkout reads before it shows anything: the quote, the user, the countries, the gateway, the saved travellers. */
const CHECKOUT_READS = [
  "/api/checkout/quotes",
  "/api/user/me",
  "/api/admin/country/enable",
  "/api/getCurrentPaymentGateway",
  "/api/user/companions",
];

/** The hold as this page's buyer sees it through the API. */
const heldQuote = (page: Page, id: string) =>
  page.evaluate(async (quote) => {
    const r = await fetch(`/api/checkout/quotes/${quote}`);
    const body = (await r.json()) as { status: string; offer: { hotelName: string } };
    return { status: body.status, hotel: body.offer.hotelName };
  }, id);

test("a signed-in traveller's checkout with its hold arrives with it, and hydrates without asking again", async ({
  page,
}) => {
  await signInByApi(page, "traveller@horizon.test");
  await hotelCheckout(page, 171);
  await expect(page.getByText("Room held for")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/quote=/);
  const quote = new URL(page.url()).searchParams.get("quote")!;
  const { hotel } = await heldQuote(page, quote);

  // A reload (or a language change) of the checkout: the page as sent holds the stay and the form.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const calls = callsToAny(page, CHECKOUT_READS);
  const response = await page.reload();
  const html = await response!.text();
  expect(html).toContain(hotel);
  expect(html).toContain("Lead guest");
  await expect(page.getByText("Room held for")).toBeVisible();
  await expect(page.getByLabel("First name").first()).toBeEnabled();
  await page.waitForLoadState("networkidle");
  // Nothing read again and nothing held again; and it hydrated as rendered (React throws on a
  // mismatch and renders the page again from nothing).
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
  expect(new URL(page.url()).searchParams.get("quote")).toBe(quote);
});

test("another buyer's hold in a checkout's address is never shown: the offer is held afresh", async ({
  page,
  browser,
}) => {
  await signInByApi(page, "traveller@horizon.test");
  await hotelCheckout(page, 172, "fails-at-cancel");
  await expect(page.getByText("Room held for")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/quote=/);
  const theirs = page.url();
  const quote = new URL(theirs).searchParams.get("quote")!;

  const other = await browser.newPage();
  try {
    await signInByApi(other, "agent@horizon.test");
    const calls = callsToAny(other, ["/api/checkout/quotes"]);
    await other.goto(theirs);
    await expect(other.getByText("Room held for")).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => new URL(other.url()).searchParams.get("quote")).not.toBe(quote);
    expect(calls).toContain("POST /api/checkout/quotes");
  } finally {
    await other.close();
  }
  // The traveller's own hold is untouched.
  expect((await heldQuote(page, quote)).status).toBe("open");
});

test("a visitor of an agency that asks to sign in first is sent there by the server, with the way back", async ({
  page,
}) => {
  const stay = parisStay(await parisId(page), 173);
  stay.set("offerId", "h-any-DBL");
  stay.set("hotelId", "h-any");
  const path = `/booknow/hotels/checkout?${stay}`;
  const response = await page.goto(url("demo.localhost", path));
  // Redirected by the checkout's own answer, before any of its scripts ran.
  const sent = response!.request().redirectedFrom();
  expect(new URL(sent!.url()).pathname).toBe("/booknow/hotels/checkout");
  expect((await sent!.response())!.status()).toBe(307);
  const login = new URL(page.url());
  expect(login.pathname).toBe("/login");
  expect(login.searchParams.get("redirect")).toBe(path);
});
