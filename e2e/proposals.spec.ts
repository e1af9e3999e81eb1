import type { Page } from "@playwright/test";
import { latestMail } from "./accounts";
import {
  agentSignedIn,
  api,
  demo,
  local,
  newClient,
  parisOffers,
  shortUrlMailed,
  firstRoomDialog,
} from "./proposals-helpers";
import { expect, test, url } from "./fixtures";
import { blockingViolations, deskId, inDays, parisStay, payAndBook } from "./helpers";

/**
 * Proposals (issue 28) on the demo agency, whose non-login flow is off: an agent adds hotels to a
 * proposal from a hotel's page and the API, picks the client and sends it; signed out, the client
 * opens the short URL from the email, books the second option and pays, and the agent sees it
 * booked. Declining with a reason and asking the agent to book; a withdrawn link; Viajes Sol's
 * header hidden on a proposal's page; the pages axe-clean in English and Arabic; a proposed car
 * booked through its driver's page.
 */

/** A sent proposal of three hotels made through the API; its short URL from the client's mail. */
async function sentByApi(page: Page, tag: string, from: number) {
  const client = await newClient(page, tag);
  const { stay, hotels } = await parisOffers(page, from);
  const made = await api(page, "POST", "/api/agency/proposals", {
    title: `Paris ${tag}`,
    clientId: client.id,
    currency: "USD",
  });
  const id = made.body.id as string;
  for (const h of hotels) {
    const added = await api(page, "POST", `/api/agency/proposals/${id}/options`, {
      product: "hotels",
      offerId: h.cheapest.offerId,
      query: stay,
    });
    expect(added.status).toBe(201);
  }
  expect(
    (await api(page, "POST", `/api/agency/proposals/${id}/actions`, { action: "send" })).status,
  ).toBe(200);
  return { id, client, shortUrl: await shortUrlMailed(client.email) };
}

test.describe.configure({ mode: "serial" });

test("an agent builds and sends a proposal; the client opens it signed out, books option 2 and pays; the agent sees it booked", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = await agentSignedIn(page);
  const client = await newClient(page, tag);
  const { placeId, stay, hotels } = await parisOffers(page, 50);
  const search = parisStay(placeId, 50, { nationality: "US" });
  search.set("rooms", "2");

  // The first hotel from its page: "Add to proposal" on its first rate, into a new proposal.
  const dialog = await firstRoomDialog(page, hotels[0]!.id, search);
  await dialog.getByRole("button", { name: "A new proposal" }).click();
  await expect(dialog.getByText("Added to the proposal.")).toBeVisible();
  await dialog.getByRole("link", { name: "Open the proposal" }).click();
  await expect(page).toHaveURL(/\/proposals\?id=/);
  const id = new URL(page.url()).searchParams.get("id")!;
  // The two others through the API, as the results page's button adds them.
  for (const h of hotels.slice(1)) {
    const added = await api(page, "POST", `/api/agency/proposals/${id}/options`, {
      product: "hotels",
      offerId: h.cheapest.offerId,
      query: stay,
    });
    expect(added.status).toBe(201);
  }
  await page.reload();
  await expect(page.getByRole("heading", { name: "Options" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove option/ })).toHaveCount(3);

  await page.getByLabel("Title").fill(`Paris for Clara ${tag}`);
  await page.getByLabel("Message to the client").fill("Three hotels near the Seine, as you asked.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  const combo = page.getByRole("combobox", { name: "Find a client by name or email" });
  await combo.fill(`Cliente${tag}`);
  await page.getByRole("option", { name: new RegExp(`Cliente${tag}`) }).click();
  await expect(page.getByText(`Booking for ${client.name}`)).toBeVisible();
  await page.getByRole("button", { name: "Send to the client" }).click();
  await expect(page.getByText(`Sent to ${client.email}.`)).toBeVisible();
  await expect(page.getByTestId("proposal-status")).toHaveText("Status: Sent");

  // The client, signed out, from the mail.
  const mail = await latestMail(client.email, /travel proposal/);
  expect(mail.attachments?.some((a) => a.contentType === "application/pdf")).toBe(true);
  const shortUrl = await shortUrlMailed(client.email);
  const guest = await browser.newPage();
  await guest.goto(local(shortUrl));
  await expect(guest).toHaveURL(/\/booknow\/hotels\/deal\//);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(`Paris for Clara ${tag}`);
  await expect(guest.getByText("Three hotels near the Seine, as you asked.")).toBeVisible();
  const options = guest.getByRole("article");
  await expect(options).toHaveCount(3);
  await expect(options.nth(1).getByText("Same price as proposed.")).toBeVisible();
  await options.nth(1).getByRole("link", { name: "Book this option" }).click();
  await expect(guest).toHaveURL(/\/booknow\/hotels\/checkout\?/);
  await guest.getByLabel("First name").first().fill("Clara");
  await guest.getByLabel("Last name").first().fill(`Cliente${tag}`);
  await guest.getByLabel("Email").fill(client.email);
  await guest.getByLabel("Phone", { exact: true }).fill("+1 415 555 0100");
  const roomGuests = guest.getByRole("region", { name: "Guest names" });
  await roomGuests.getByLabel("First name").first().fill("Clara");
  await roomGuests.getByLabel("Last name").first().fill(`Cliente${tag}`);
  await payAndBook(guest);
  await expect(guest.getByText(/is confirmed/)).toBeVisible({ timeout: 20_000 });

  // The agent: booked in Proposals, with the booking; in Bookings and on the client's page too.
  await page.reload();
  await expect(page.getByTestId("proposal-status")).toHaveText("Status: Booked");
  const booking = page.getByRole("link", { name: /^Booking / });
  const reference = ((await booking.textContent()) ?? "").replace(/^Booking /, "").trim();
  await booking.click();
  await expect(page).toHaveURL(/\/hotel-details\?reference=/);
  await page.goto(demo("/proposals?status=booked"));
  await expect(page.getByRole("link", { name: `Paris for Clara ${tag}` })).toBeVisible();
  await page.goto(demo(`/bookings?q=${reference}`));
  await expect(
    page.getByTestId("agency-bookings").getByRole("link", { name: reference }),
  ).toBeVisible();
  await page.goto(demo(`/users/clients/${client.id}`));
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
  await guest.close();
});

test("a second proposal declined with a reason, a third the client asks the agent to book", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = await agentSignedIn(page);
  const declined = await sentByApi(page, `d${tag}`, 52);
  const asked = await sentByApi(page, `a${tag}`, 53);

  const guest = await browser.newPage();
  await guest.goto(local(declined.shortUrl));
  await guest.getByRole("link", { name: "Decline this proposal" }).click();
  await expect(guest).toHaveURL(/\/disapproveProposal\?/);
  await expect(guest.getByRole("banner")).toHaveCount(0);
  await guest.getByRole("button", { name: "Decline the proposal" }).click();
  await expect(guest.getByText("Say why in a few words.")).toBeVisible();
  await guest.getByLabel("Why does this proposal not suit you?").fill("We chose other dates");
  await guest.getByRole("button", { name: "Decline the proposal" }).click();
  await expect(guest.getByText("Thank you. Your agent has been told.")).toBeVisible();

  await guest.goto(local(asked.shortUrl));
  await guest
    .getByRole("article")
    .nth(2)
    .getByRole("link", { name: "Ask my agent to book it" })
    .click();
  await expect(guest).toHaveURL(/\/allowAgentProposal\?/);
  await guest.getByLabel("A note for your agent (optional)").fill("Please book it for us");
  await guest.getByRole("button", { name: "Ask my agent to book it" }).click();
  await expect(guest.getByText(/has been asked to book this option/)).toBeVisible();
  await guest.close();

  await latestMail("agent@horizon.test", /declined/);
  await latestMail("agent@horizon.test", /asks you to book/);
  await page.goto(demo(`/proposals?id=${declined.id}`));
  await expect(page.getByTestId("proposal-status")).toHaveText("Status: Declined");
  await expect(page.getByText("The client's reason: We chose other dates")).toBeVisible();
  await page.goto(demo(`/proposals?id=${asked.id}`));
  await expect(page.getByText("The client asks you to book option 3.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Book it for the client" })).toBeVisible();
});

test("a withdrawn proposal's link says so; a tampered one is not valid; Viajes Sol hides its header on a proposal's page", async ({
  page,
  browser,
}) => {
  const tag = await agentSignedIn(page);
  const sent = await sentByApi(page, `w${tag}`, 54);
  await api(page, "POST", `/api/agency/proposals/${sent.id}/actions`, { action: "withdraw" });
  const guest = await browser.newPage();
  await guest.goto(local(sent.shortUrl));
  await expect(guest.getByRole("status")).toHaveText(
    "This proposal has been withdrawn by the agency.",
  );
  // Said in the client's language, not the API's English.
  const closed = new URL(guest.url());
  closed.searchParams.set("lng", "es");
  await guest.goto(closed.toString());
  await expect(guest.getByRole("status")).toHaveText("La agencia ha retirado esta propuesta.");
  await guest.goto(demo(`/booknow/hotels/deal/${sent.id}?lng=en&token=tampered`));
  await expect(guest.getByRole("status")).toHaveText(/link is not valid/);
  expect((await guest.goto(demo("/url/ZZZZZZZZZZZZ")))?.status()).toBe(404);

  await guest.goto(url("viajes.localhost", `/booknow/hotels/deal/${sent.id}?lng=en&token=x`));
  await expect(guest.getByRole("status")).toHaveText(/link is not valid/);
  await expect(guest.getByRole("navigation", { name: "Main", exact: true })).toHaveCount(0);
  await expect(guest.getByRole("link", { name: "Log In" })).toHaveCount(0);
  expect(await blockingViolations(guest)).toEqual([]);
  await guest.close();
});

test("the proposal's pages, the client's answers and the agent's desk are accessible in English and Arabic", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = await agentSignedIn(page);
  const sent = await sentByApi(page, `x${tag}`, 55);
  const guest = await browser.newPage();
  await guest.goto(local(sent.shortUrl));
  await expect(guest).toHaveURL(/\/booknow\/hotels\/deal\//);
  const deal = new URL(guest.url());
  const answer = `proposalId=${sent.id}&token=${deal.searchParams.get("token")}`;
  for (const lng of ["en", "ar"]) {
    const dir = lng === "ar" ? "rtl" : "ltr";
    deal.searchParams.set("lng", lng);
    await guest.goto(deal.toString());
    await expect(guest.getByRole("article")).toHaveCount(3);
    await expect(guest.locator("html")).toHaveAttribute("dir", dir);
    expect(await blockingViolations(guest), `${lng} proposal`).toEqual([]);
    for (const path of ["/disapproveProposal", "/allowAgentProposal"]) {
      const option = path === "/allowAgentProposal" ? "&option=x" : "";
      await guest.goto(demo(`${path}?${answer}${option}&lng=${lng}`));
      await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(guest.locator("html")).toHaveAttribute("dir", dir);
      expect(await blockingViolations(guest), `${lng} ${path}`).toEqual([]);
    }
    await page.goto(demo(`/proposals?id=${sent.id}&lng=${lng}`));
    await expect(page.getByTestId("proposal-status")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    expect(await blockingViolations(page), `${lng} desk`).toEqual([]);
  }
  await guest.close();
});

test("a proposed car with a child seat: the client names the driver, keeps the proposal's grant back at the checkout, and pays", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = await agentSignedIn(page);
  const client = await newClient(page, `c${tag}`);
  const desk = await deskId(page, "Lisbon", "LIS");
  const query = {
    locationId: desk,
    pickUp: `${inDays(160)}T10:00`,
    dropOff: `${inDays(163)}T10:00`,
    driverAge: 30,
    residence: "PT",
  };
  const found = await api(page, "POST", "/api/cars/search", query);
  const cars = found.body.cars as { offerId: string; testBehaviour: string | null }[];
  const car = cars.find((c) => c.testBehaviour === null)!;
  const made = await api(page, "POST", "/api/agency/proposals", {
    title: `Lisbon car ${tag}`,
    clientId: client.id,
    currency: "EUR",
    option: {
      product: "cars",
      offerId: car.offerId,
      query: { ...query, extras: { childSeat: 1 } },
    },
  });
  expect(made.status).toBe(201);
  const id = made.body.id as string;
  const sent = await api(page, "POST", `/api/agency/proposals/${id}/actions`, { action: "send" });
  expect(sent.status).toBe(200);

  const guest = await browser.newPage();
  await guest.goto(local(await shortUrlMailed(client.email)));
  await expect(guest.getByRole("article")).toHaveCount(1);
  // The proposal's currency is the visitor's now: its checkout quotes in it.
  await expect(guest.getByRole("button", { name: /^Currency: EUR/ })).toBeVisible();
  await guest.getByRole("link", { name: "Book this option" }).click();
  // A car is booked from its driver's page, with the child seat proposed.
  const driver = guest.getByRole("form", { name: "Driver details" });
  await expect(driver).toBeVisible({ timeout: 20_000 });
  await expect(guest.getByText("Child seat × 1")).toBeVisible();
  await driver.getByLabel(/^First name/).fill("Clara");
  await driver.getByLabel(/^Last name/).fill(`Cliente${tag}`);
  await driver.getByLabel("Country that issued the driving licence").selectOption("PT");
  await driver.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(guest.getByText("Car held for")).toBeVisible({ timeout: 20_000 });
  await expect(guest).toHaveURL(/proposalId=/);
  const rental = guest.getByRole("complementary", { name: "Your car" });
  await expect(rental.getByText("Child seat × 1")).toBeVisible();
  await expect(rental.getByText(/^€/).last()).toBeVisible();
  const contact = guest.getByRole("region", { name: "Contact details" });
  await contact.getByLabel("First name").fill("Clara");
  await contact.getByLabel("Last name").fill(`Cliente${tag}`);
  await guest.getByLabel("Email").fill(client.email);
  await guest.getByLabel("Phone", { exact: true }).fill("+351 912 345 678");
  await payAndBook(guest);
  await expect(guest.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
    timeout: 20_000,
  });
  await guest.close();
  await page.goto(demo(`/proposals?id=${id}`));
  await expect(page.getByTestId("proposal-status")).toHaveText("Status: Booked");
});
