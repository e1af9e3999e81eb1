import { expect, test } from "./fixtures";
import { inDays, payAndBook } from "./helpers";
import {
  agentSignedIn,
  api,
  fillOneAdult,
  local,
  newClient,
  oneAdultFares,
  shortUrlMailed,
  standardFareDialog,
} from "./proposals-helpers";

/**
 * Proposals (issue 28) of the other products on the demo agency, whose non-login flow is off: an
 * agent adds a flight's fare from its fares page; signed out, the client books it from the
 * proposal's page through the passengers' page and the flight checkout, and pays. A cruise's cabin
 * and a resort's unit, proposed through the API, are held at their checkouts for the signed-out
 * client. Each flies, sails and stays on days and places of its own.
 */

test.describe.configure({ mode: "serial" });

test("an agent proposes a fare from its fares page; the client books it signed out through the passengers' page and pays", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = await agentSignedIn(page);
  const client = await newClient(page, `f${tag}`);
  const fares = await oneAdultFares(page, "OPO", "ATH", inDays(120));

  // The Standard fare from the fares page, into a new proposal.
  const dialog = await standardFareDialog(page, fares);
  await dialog.getByRole("button", { name: "A new proposal" }).click();
  await expect(dialog.getByText("Added to the proposal.")).toBeVisible();
  await dialog.getByRole("link", { name: "Open the proposal" }).click();
  await expect(page).toHaveURL(/\/proposals\?id=/);
  const id = new URL(page.url()).searchParams.get("id")!;
  const patched = await api(page, "PATCH", `/api/agency/proposals/${id}`, {
    title: `Athens ${tag}`,
    clientId: client.id,
  });
  expect(patched.status).toBe(200);
  const options = patched.body.options as { product: string; query: { seats: unknown[] } }[];
  expect(options.map((o) => o.product)).toEqual(["flights"]);
  expect(options[0]!.query.seats).toEqual([]);
  const sent = await api(page, "POST", `/api/agency/proposals/${id}/actions`, { action: "send" });
  expect(sent.status).toBe(200);

  // The client, signed out, from the mail: the proposal's page, then the fare's checkout.
  const guest = await browser.newPage();
  await guest.goto(local(await shortUrlMailed(client.email)));
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(`Athens ${tag}`);
  const option = guest.getByRole("article");
  await expect(option).toHaveCount(1);
  await expect(option.getByText("Same price as proposed.")).toBeVisible({ timeout: 20_000 });
  await option.getByRole("link", { name: "Book this option" }).click();
  // The passengers first, on their page, with the proposal's grant.
  await expect(guest).toHaveURL(/\/booknow\/flights\/reservation-details\?.*proposalId=/);
  const steps = guest.getByRole("list", { name: /steps/i });
  await expect(steps.getByRole("listitem")).toHaveCount(2);
  await fillOneAdult(guest, client.email);
  // A proposal's fare has no seats step: on to the checkout.
  await guest.getByRole("button", { name: "Continue to payment" }).click();
  await expect(guest).toHaveURL(/\/booknow\/flights\/checkout\?.*proposalId=/);
  await expect(guest.getByText("Fare held for")).toBeVisible({ timeout: 20_000 });
  await expect(guest).toHaveURL(/quote=/);
  await payAndBook(guest);
  await expect(guest).toHaveURL(/\/booknow\/flights\/confirmation\?reference=/, {
    timeout: 30_000,
  });
  await expect(guest.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
    timeout: 15_000,
  });
  await guest.close();

  // The agent's proposal is booked.
  const after = await api(page, "GET", `/api/agency/proposals/${id}`);
  expect(after.body.status).toBe("booked");
});

test("a proposed cruise cabin and resort unit are held at their checkouts for the signed-out client", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = await agentSignedIn(page);
  const client = await newClient(page, `c${tag}`);

  // A cabin for two, as its checkout quotes it: the sailing's day and the party.
  const party = { adults: 2, children: 0, infants: 0 };
  const sailings = await api(page, "POST", "/api/cruise/search", {
    departFrom: inDays(130),
    departTo: inDays(160),
    ...party,
  });
  expect(sailings.status).toBe(200);
  const sailing = (
    sailings.body.sailings as {
      departureDate: string;
      cabins: { offerId: string; available: boolean }[];
    }[]
  ).find((s) => s.cabins.some((c) => c.available))!;
  const cabin = sailing.cabins.find((c) => c.available)!;

  // A unit in Porto for a stay, as its checkout quotes it: the destination and the stay.
  const regions = await api(page, "GET", "/api/resort/v2/search?key=porto");
  const porto = (regions.body.data as { id: string; name: string; type: string }[]).find(
    (r) => r.name === "Porto" && r.type === "destination",
  )!;
  const stay = {
    checkIn: inDays(170),
    checkOut: inDays(173),
    units: 1,
    adults: 2,
    children: 0,
  };
  const stayParams = new URLSearchParams(
    Object.entries(stay).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const properties = await api(
    page,
    "GET",
    `/api/resort/v2/properties?regionId=${porto.id}&${stayParams}`,
  );
  expect(properties.status).toBe(200);
  const property = (properties.body.data as { id: string; destinationId: string }[])[0]!;
  const shown = await api(
    page,
    "GET",
    `/api/resort/v2/properties/availability?propertyId=${property.id}&${stayParams}`,
  );
  const unit = (shown.body.units as { offerId: string; available: boolean }[]).find(
    (u) => u.available,
  )!;

  const made = await api(page, "POST", "/api/agency/proposals", {
    title: `Sea and sun ${tag}`,
    clientId: client.id,
    currency: "USD",
  });
  expect(made.status).toBe(201);
  const id = made.body.id as string;
  for (const option of [
    {
      product: "cruise",
      offerId: cabin.offerId,
      query: { departFrom: sailing.departureDate, departTo: sailing.departureDate, ...party },
    },
    {
      product: "resort",
      offerId: unit.offerId,
      query: { regionId: property.destinationId, ...stay },
    },
  ]) {
    const added = await api(page, "POST", `/api/agency/proposals/${id}/options`, option);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  expect(
    (await api(page, "POST", `/api/agency/proposals/${id}/actions`, { action: "send" })).status,
  ).toBe(200);

  const guest = await browser.newPage();
  const proposal = local(await shortUrlMailed(client.email));
  for (const [nth, path, held] of [
    [0, /\/booknow\/cruise\/checkout\?.*proposalId=/, "Cabin held for"],
    [1, /\/booknow\/resort\/checkout\?.*proposalId=/, "Unit held for"],
  ] as const) {
    await guest.goto(proposal);
    const option = guest.getByRole("article").nth(nth);
    await expect(option.getByText("Same price as proposed.")).toBeVisible({ timeout: 20_000 });
    await option.getByRole("link", { name: "Book this option" }).click();
    await expect(guest).toHaveURL(path);
    // Held for the signed-out client by the proposal's grant (no sign-in asked).
    await expect(guest.getByText(held)).toBeVisible({ timeout: 20_000 });
    await expect(guest).toHaveURL(/quote=/);
  }
  await guest.close();
});
