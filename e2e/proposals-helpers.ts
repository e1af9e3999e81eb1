import type { Page } from "@playwright/test";
import { latestMail, signInByApi } from "./accounts";
import { expect, url } from "./fixtures";
import { inDays, parisId } from "./helpers";

/** What the proposals' specs do alike on the demo agency: its API from a page, clients, mail. */

export const demo = (path: string) => url("demo.localhost", path);

/** An API call from the page (Node cannot resolve *.localhost): its status and JSON body. */
export async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const r = await fetch(p as string, {
        method: m as string,
        headers: { "content-type": "application/json" },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    },
    [method, path, body] as const,
  );
}

/** Signs the demo agency's agent in; a tag for this test's names (its clients, its titles). */
export async function agentSignedIn(page: Page): Promise<string> {
  await signInByApi(page, "agent@horizon.test");
  return `${Date.now()}`;
}

/** A new client of the agency, as the signed-in agent's page makes it. */
export async function newClient(page: Page, tag: string) {
  const email = `proposal.${tag}@example.com`;
  const made = await api(page, "POST", "/api/agency/clients", {
    firstName: "Clara",
    lastName: `Cliente${tag}`,
    email,
  });
  expect(made.status).toBe(201);
  return { id: made.body.id as string, email, name: `Clara Cliente${tag}` };
}

/** The proposal's short URL, from the mail its client was sent. */
export async function shortUrlMailed(email: string): Promise<string> {
  const mail = await latestMail(email, /travel proposal/);
  const match = (mail.text ?? "").match(/https?:\/\/\S+\/url\/[0-9A-Z]{12}/);
  if (!match) throw new Error(`no short URL in: ${mail.text}`);
  return match[0];
}

/** A mailed link (on the agency's canonical address, its custom domain) opened on the test host. */
export const local = (link: string) => demo(new URL(link).pathname + new URL(link).search);

/** A one-adult fare's passengers' page filled in (Clara Cliente, Portuguese), contact `email`. */
export async function fillOneAdult(page: Page, email: string) {
  const adult = page.getByRole("group", { name: "Adult 1", exact: true });
  await adult.getByLabel("Given names").fill("Clara");
  // As on the passport: letters only.
  await adult.getByLabel("Surname").fill("Cliente");
  await adult.getByLabel("Date of birth").fill(inDays(-36 * 365));
  await adult.getByLabel("Gender").selectOption("female");
  await adult.getByLabel("Nationality").selectOption("PT");
  await adult.getByLabel("Passport number").fill("P2345678");
  await adult.getByLabel("Passport expiry date").fill(inDays(5 * 365));
  const contact = page.getByRole("region", { name: "Contact details" });
  await contact.getByLabel("First name").fill("Clara");
  await contact.getByLabel("Last name").fill("Cliente");
  await contact.getByLabel("Email").fill(email);
  await contact.getByLabel("Country").selectOption("PT");
  await contact.getByLabel("Phone", { exact: true }).fill("+351 912 345 678");
}

/** A one-way economy search for one adult, from `from` to `to` on `day`, and its first ordinary itinerary's fares page. */
export async function oneAdultFares(page: Page, from: string, to: string, day: string) {
  const search = {
    trip: "oneway",
    legs: [{ from: [from], to: [to], date: day }],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: "economy",
  };
  const found = await api(page, "POST", "/api/flights/search", search);
  expect(found.status).toBe(200);
  const itinerary = (found.body.itineraries as { id: string; testBehaviour: string | null }[]).find(
    (i) => !i.testBehaviour,
  )!;
  const params = new URLSearchParams({
    trip: "oneway",
    legs: `${from}-${to}-${day}`,
    adults: "1",
    children: "0",
    infants: "0",
    cabin: "economy",
    itinerary: itinerary.id,
  });
  return `/booknow/flights/search-details?${params}`;
}

/** Three ordinary Paris hotels' cheapest rooms for a stay `from` days ahead, with the stay. */
export async function parisOffers(page: Page, from: number) {
  const placeId = await parisId(page);
  const stay = {
    placeId,
    checkIn: inDays(from),
    checkOut: inDays(from + 1),
    rooms: [{ adults: 2, childAges: [] }],
    nationality: "US",
  };
  const found = await api(page, "POST", "/api/hotels/search", stay);
  const hotels = found.body.hotels as { id: string; cheapest: { offerId: string } }[];
  return { placeId, stay, hotels: hotels.filter((h) => !h.id.includes("-test-")).slice(0, 3) };
}

const ADD_DIALOG = { name: "Add this offer to a proposal" } as const;

/** The Add to proposal dialog of a hotel's first rate, from the hotel's page for `search`. */
export async function firstRoomDialog(page: Page, hotelId: string, search: URLSearchParams) {
  await page.goto(demo(`/booknow/hotels/search-details?hotelId=${hotelId}&${search}`));
  await page
    .getByRole("button", { name: /to a proposal$/ })
    .first()
    .click();
  return page.getByRole("dialog", ADD_DIALOG);
}

/** The Add to proposal dialog of the Standard fare, from the fares page at `faresPath`. */
export async function standardFareDialog(page: Page, faresPath: string) {
  await page.goto(demo(faresPath));
  const standard = page.getByTestId("flight-fares").getByRole("article", { name: "Standard" });
  await expect(standard).toBeVisible({ timeout: 20_000 });
  await standard
    .getByRole("button", { name: /^Add .+ → .+, Standard fare to a proposal$/ })
    .click();
  return page.getByRole("dialog", ADD_DIALOG);
}
