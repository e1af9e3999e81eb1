import type { Page } from "@playwright/test";
import {
  agentSignedIn,
  demo,
  fillOneAdult,
  local,
  oneAdultFares,
  parisOffers,
  firstRoomDialog,
  standardFareDialog,
} from "./proposals-helpers";
import { expect, test } from "./fixtures";
import { blockingViolations, inDays, parisId, parisStay, payAndBook } from "./helpers";

/**
 * Deal links (issue 28) on the demo agency, whose non-login flow is off: an agent shares a
 * hotel's room from its page, and a search from Searches; signed out, a visitor opens the short
 * URL, books the room and pays, and the agent's Deal Link page counts the open and the booking.
 * A link switched off says so; the pages are axe-clean in English and Arabic.
 */

/** The agent shares the first rate of a Paris hotel from its page; the short URL it shows. */
async function sharedRoom(page: Page, from: number): Promise<string> {
  const { placeId, hotels } = await parisOffers(page, from);
  const search = parisStay(placeId, from, { nationality: "US" });
  search.set("rooms", "2");
  const dialog = await firstRoomDialog(page, hotels[0]!.id, search);
  await dialog.getByRole("button", { name: "Share this offer as a deal link" }).click();
  await expect(dialog.getByText(/Deal link ready/)).toBeVisible();
  const shortUrl = await dialog.getByLabel("Short link").inputValue();
  expect(shortUrl).toMatch(/\/url\/[0-9A-Z]{12}$/);
  return shortUrl;
}

test.describe.configure({ mode: "serial" });

test("an agent shares a room as a deal link; a signed-out visitor books it and pays; the open and the booking are counted", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await agentSignedIn(page);
  const shortUrl = await sharedRoom(page, 75);

  const guest = await browser.newPage();
  await guest.goto(local(shortUrl));
  await expect(guest).toHaveURL(/\/booknow\/hotels\/deal\?dealLinkId=/);
  await expect(guest.getByText("Same price as proposed.")).toBeVisible();
  await guest.getByRole("link", { name: "Book this deal" }).click();
  // The checkout, not the sign-in page: the link's grant lets the visitor book this room.
  await expect(guest).toHaveURL(/\/booknow\/hotels\/checkout\?/);
  await guest.getByLabel("First name").first().fill("Dora");
  await guest.getByLabel("Last name").first().fill("Deal");
  await guest.getByLabel("Email").fill(`dora.${Date.now()}@example.com`);
  await guest.getByLabel("Phone", { exact: true }).fill("+1 415 555 0100");
  const roomGuests = guest.getByRole("region", { name: "Guest names" });
  await roomGuests.getByLabel("First name").first().fill("Dora");
  await roomGuests.getByLabel("Last name").first().fill("Deal");
  await payAndBook(guest);
  await expect(guest.getByText(/is confirmed/)).toBeVisible({ timeout: 20_000 });

  await page.goto(demo("/deal-link"));
  const row = page.getByTestId("deal-links").getByRole("row").filter({ hasText: shortUrl });
  await expect(row.getByRole("cell").nth(2)).toHaveText("1");
  await expect(row.getByRole("cell").nth(3)).toHaveText("1");

  // Switched off, the same link says the deal is over, and the room is not bookable signed out.
  await row.getByRole("button", { name: /^Switch off/ }).click();
  await expect(row.getByText("Switched off")).toBeVisible();
  const late = await browser.newPage();
  await late.goto(local(shortUrl));
  await expect(late.getByRole("status")).toHaveText(/no longer available/);
  await late.close();
  await guest.close();
});

test("an agent shares a search from Searches; the visitor gets its results and reaches a checkout signed out", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await agentSignedIn(page);
  const tag = `${Date.now()}`;
  const placeId = await parisId(page);
  const search = parisStay(placeId, 80, { nationality: "US" });
  search.set("placeName", `Paris ${tag}`);
  await page.goto(demo(`/booknow/hotels/search?${search}`));
  await expect(page.getByRole("link", { name: "See rooms" }).first()).toBeVisible({
    timeout: 20_000,
  });
  await page.goto(demo("/searches?product=hotels"));
  await page
    .getByRole("button", { name: new RegExp(`^Share as a deal link: Paris ${tag}`) })
    .click();
  await expect(page).toHaveURL(/\/deal-link$/);
  const row = page
    .getByTestId("deal-links")
    .getByRole("row")
    .filter({ hasText: `Paris ${tag}` });
  await expect(row.getByText("A search")).toBeVisible();
  const shortUrl = (await row.locator("code").textContent())!;

  const guest = await browser.newPage();
  await guest.goto(local(shortUrl));
  await expect(guest).toHaveURL(/\/booknow\/hotels\/search\?.*dealLinkId=/);
  await guest.getByRole("article").first().getByRole("link", { name: "See rooms" }).click();
  await guest.getByRole("link", { name: "Choose" }).first().click();
  await expect(guest).toHaveURL(/\/booknow\/hotels\/checkout\?/);
  await expect(guest.getByLabel("Email")).toBeVisible();
  await guest.close();
});

test("a fare shared as a deal link is booked signed out as it was shared: passengers, then the checkout, no seats", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await agentSignedIn(page);
  const dialog = await standardFareDialog(
    page,
    await oneAdultFares(page, "OPO", "MAD", inDays(125)),
  );
  await dialog.getByRole("button", { name: "Share this offer as a deal link" }).click();
  const shortUrl = await dialog.getByLabel("Short link").inputValue();

  const guest = await browser.newPage();
  await guest.goto(local(shortUrl));
  await guest.getByRole("link", { name: "Book this deal" }).click();
  // The passengers' page keeps the link's mark, and has no seats step: seats would change the
  // fare the link shares, which its grant alone lets a signed-out visitor book here.
  await expect(guest).toHaveURL(/\/booknow\/flights\/reservation-details\?.*dealLinkId=/);
  const steps = guest.getByRole("list", { name: /steps/i });
  await expect(steps.getByRole("listitem")).toHaveCount(2);
  await fillOneAdult(guest, `clara.${Date.now()}@example.com`);
  await guest.getByRole("button", { name: "Continue to payment" }).click();
  await expect(guest).toHaveURL(/\/booknow\/flights\/checkout\?.*dealLinkId=/);
  await expect(guest.getByText("Fare held for")).toBeVisible({ timeout: 20_000 });
  await payAndBook(guest);
  await expect(guest.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
    timeout: 30_000,
  });
  await guest.close();
});

test("the deal's page and the Deal Link page are accessible in English and Arabic", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await agentSignedIn(page);
  const shortUrl = await sharedRoom(page, 85);
  const guest = await browser.newPage();
  await guest.goto(local(shortUrl));
  await expect(guest).toHaveURL(/\/booknow\/hotels\/deal\?dealLinkId=/);
  const deal = new URL(guest.url());
  for (const lng of ["en", "ar"]) {
    const dir = lng === "ar" ? "rtl" : "ltr";
    deal.searchParams.set("lng", lng);
    await guest.goto(deal.toString());
    await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(guest.locator("html")).toHaveAttribute("dir", dir);
    expect(await blockingViolations(guest), `${lng} deal`).toEqual([]);
    await page.goto(demo(`/deal-link?lng=${lng}`));
    await expect(page.getByTestId("deal-links")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    expect(await blockingViolations(page), `${lng} desk`).toEqual([]);
  }
  await guest.close();
});
