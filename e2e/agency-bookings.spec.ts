import { readFileSync } from "node:fs";
import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations, bookByApi } from "./helpers";

/**
 * The back office's Bookings page (issue 16, Bookings): an agent's booking found by its
 * traveller's name, sorted on the server, exported as CSV; a restricted agent sees neither net
 * nor markup, on the page or in the export; axe in English and Arabic.
 */

test("an agent finds a booking by its traveller, sorts and exports it with net and markup", async ({
  page,
}) => {
  const surname = `Tabla${Date.now().toString(36)}`;
  await signInByApi(page, "agent@horizon.test");
  const first = await bookByApi(page, surname, 200);
  const second = await bookByApi(page, surname, 210);
  expect(first).toMatch(/^[0-9A-Z]{8}$/);

  await page.goto(url("demo.localhost", "/bookings"));
  await page.getByLabel("Reference, traveller name or email").fill(surname);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${surname}`));
  const table = page.getByTestId("agency-bookings");
  await expect(page.getByRole("heading", { name: "2 bookings" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Net" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Markup" })).toBeVisible();
  // Newest first, then by travel date ascending: the earlier trip first.
  const rows = table.locator("tbody tr");
  await expect(rows.first()).toContainText(second);
  await table.getByRole("button", { name: "Sort by Travel date" }).click();
  await expect(page).toHaveURL(/sort=startsOn&dir=(asc|desc)/);
  const dir = new URL(page.url()).searchParams.get("dir");
  await expect(rows.first()).toContainText(dir === "asc" ? first : second);
  await expect(table.locator("th[aria-sort]")).toHaveText("Travel date");
  await expect(table.locator("th[aria-sort]")).toHaveAttribute(
    "aria-sort",
    dir === "asc" ? "ascending" : "descending",
  );

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain("Net (USD)");
  expect(lines).toHaveLength(3);
  expect(csv).toContain(first);
  expect(csv).toContain(second);

  // The reference opens the booking's own page, where staff keep notes and resend the mail.
  await table.getByRole("link", { name: first }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel-details\\?reference=${first}`));
  const panel = page.getByRole("region", { name: "Back office" });
  await expect(panel.getByText("No notes yet.")).toBeVisible();
  await panel.getByLabel("Add a note").fill("Asked for a quiet room.");
  await panel.getByRole("button", { name: "Save note" }).click();
  await expect(panel.getByTestId("booking-notes")).toContainText("Asked for a quiet room.");
  await expect(panel.getByTestId("booking-notes")).toContainText("Adam Reyes");
  await expect(panel.getByLabel("Add a note")).toHaveValue("");
  await panel.getByRole("button", { name: "Send the confirmation again" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    "Sent again to the traveller and the booking agent.",
  );
  await panel.getByRole("button", { name: "Send the confirmation again" }).click();
  await expect(panel.getByRole("status")).toHaveText("It was sent again less than a minute ago.");
  // The note is kept.
  await page.reload();
  await expect(page.getByTestId("booking-notes")).toContainText("Asked for a quiet room.");
});

test("a restricted agent sees no net or markup in the table or its export", async ({ page }) => {
  const surname = `Veda${Date.now().toString(36)}`;
  await signInByApi(page, "agent@horizon.test");
  const reference = await bookByApi(page, surname, 220);
  await page.context().clearCookies();
  await signInByApi(page, "restricted@horizon.test");
  await page.goto(url("demo.localhost", `/bookings?q=${surname}`));
  const table = page.getByTestId("agency-bookings");
  await expect(table.getByRole("link", { name: reference })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Charged" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Net" })).toHaveCount(0);
  await expect(table.getByRole("columnheader", { name: "Markup" })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(csv).toContain(reference);
  expect(csv).not.toContain("Net (USD)");
  expect(csv).not.toContain("Markup (USD)");
});

test("an address that names an agent and a client opens with both chosen in the filters", async ({
  page,
}) => {
  await signInByApi(page, "owner@horizon.test");
  const surname = `Filtro${Date.now().toString(36)}`;
  const options = await page.evaluate(async (lastName) => {
    const created = await fetch("/api/clients", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Clara", lastName, email: `${lastName}@example.com` }),
    });
    if (created.status !== 201) throw new Error(`client not created: ${created.status}`);
    return (await (await fetch("/api/agency/bookings/filter-options")).json()) as Record<
      "agents" | "clients",
      { id: string; name: string }[]
    >;
  }, surname);
  const agent = options.agents.find((a) => a.name === "Adam Reyes")!;
  const client = options.clients.find((c) => c.name === `Clara ${surname}`)!;
  await page.goto(url("demo.localhost", `/bookings?agentId=${agent.id}&clientId=${client.id}`));
  // The agents and clients arrive after the page: the address's choice is kept when they do.
  const agentFilter = page.getByRole("combobox", { name: /^Agent/ });
  const clientFilter = page.getByRole("combobox", { name: /^Client/ });
  await expect(agentFilter).toHaveValue(agent.id);
  await expect(clientFilter).toHaveValue(client.id);
  await expect(agentFilter.locator("option:checked")).toHaveText("Adam Reyes");
  await expect(clientFilter.locator("option:checked")).toHaveText(`Clara ${surname}`);
});

test("a traveller is sent to their own dashboard", async ({ page }) => {
  await signInByApi(page, "traveller@horizon.test");
  await page.goto(url("demo.localhost", "/bookings"));
  await expect(page).toHaveURL(/\/mytrip\/dashboard/);
});

for (const lng of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on Bookings in ${lng}`, async ({ page }) => {
    await signInByApi(page, "owner@horizon.test");
    await page.goto(url("demo.localhost", `/bookings?lng=${lng}`));
    await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
    await expect(page.locator('section[aria-busy="false"] h2')).not.toBeEmpty();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
