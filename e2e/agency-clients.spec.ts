import { readFileSync } from "node:fs";
import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { activityCityId, blockingViolations, inDays, parisId } from "./helpers";

/**
 * The back office's Clients page (issue 16, Clients): an agent creates a client and adds a
 * traveller with passport data, who then fills in a hotel's guest and an activity's traveller at
 * checkout; a CSV with a wrong line is refused line by line and imports
 * nothing, a right one imports, and the export of what was imported reads the same; a traveller
 * is sent away; axe in English and Arabic.
 */

test("an agent creates a client and adds a traveller with passport data", async ({ page }) => {
  const tag = `Cliente${Date.now().toString(36)}`;
  await signInByApi(page, "agent@horizon.test");
  await page.goto(url("demo.localhost", "/users/clients"));
  await page.getByRole("button", { name: "New client" }).click();
  const form = page.getByRole("form", { name: "New client" });
  // A wrong email is said beside its field, and nothing is sent.
  await form.getByLabel("First name").fill("Inés");
  await form.getByLabel("Last name").fill(tag);
  await form.getByLabel("Email").fill("not an email");
  await form.getByRole("button", { name: "Create client" }).click();
  await expect(form.getByText("Enter a valid email address.")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Email").fill(`ines.${tag.toLowerCase()}@example.com`);
  await form.getByLabel("Preferences").fill("Aisle seat");
  await form.getByRole("button", { name: "Create client" }).click();

  // The new client's own page.
  await expect(page).toHaveURL(/\/users\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: `Inés ${tag}` })).toBeVisible();
  await expect(page.getByLabel("Preferences")).toHaveValue("Aisle seat");
  await expect(page.getByText("No travellers yet.")).toBeVisible();

  await page.getByRole("button", { name: "Add a traveller" }).click();
  const traveller = page.getByRole("form", { name: "Add a traveller" });
  await traveller.getByLabel("Given names").fill("Tomas");
  await traveller.getByLabel("Surname").fill("Garcia");
  await traveller.getByLabel("Date of birth").fill("2015-06-01");
  await traveller.getByLabel("Gender").selectOption("male");
  const nationality = traveller.getByLabel("Nationality");
  await nationality.selectOption(
    (await nationality.locator("option").nth(1).getAttribute("value"))!,
  );
  await traveller.getByLabel("Passport number").fill("xb1234567");
  await traveller.getByLabel("Passport expiry date").fill("2020-01-01");
  await traveller.getByRole("button", { name: "Save traveller" }).click();
  await expect(traveller.getByText("The passport must expire after today.")).toBeVisible();
  await traveller.getByLabel("Passport expiry date").fill(inDays(800));
  await traveller.getByRole("button", { name: "Save traveller" }).click();
  const list = page.getByTestId("client-travellers");
  await expect(list).toContainText("Tomas Garcia");
  await expect(list).toContainText("XB1234567");

  // It is kept, and the client is in the table, found by name.
  await page.reload();
  await expect(page.getByTestId("client-travellers")).toContainText("Tomas Garcia");
  await page.getByRole("link", { name: "Back to clients" }).click();
  await page.getByLabel("Name, email or phone").fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(
    page.getByTestId("agency-clients").getByRole("link", { name: `Inés ${tag}` }),
  ).toBeVisible();

  // At a hotel's checkout the client is found, and their traveller fills in a room's guest.
  const stay = new URLSearchParams({
    place: await parisId(page),
    placeName: "Paris",
    checkIn: inDays(160),
    checkOut: inDays(161),
    rooms: "2",
    nationality: "FR",
  });
  await page.goto(url("demo.localhost", `/booknow/hotels/search?${stay}`));
  await page.getByRole("article").first().getByRole("link", { name: "See rooms" }).click();
  await page.getByRole("link", { name: "Choose" }).first().click();
  await expect(page.getByText("Room held for")).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("Find a client by name or email").fill(tag);
  await page.getByRole("option", { name: new RegExp(`Inés ${tag}`) }).click();
  await expect(page.getByText(`Booking for Inés ${tag}`)).toBeVisible();
  const room = page.getByRole("group", { name: "Room 1" });
  await room.getByLabel("Saved travellers").selectOption({ label: "Tomas Garcia (2015-06-01)" });
  await expect(room.getByLabel("First name")).toHaveValue("Tomas");
  await expect(room.getByLabel("Last name")).toHaveValue("Garcia");

  // And at an activity's checkout, one of the activity's travellers.
  const day = inDays(17);
  const walk = new URLSearchParams({
    cityId: await activityCityId(page, "Lisbon", "PT"),
    cityName: "Lisbon, Portugal",
    from: day,
    to: day,
  });
  await page.goto(url("demo.localhost", `/booknow/activities/search?${walk}`));
  await page.getByRole("link", { name: "Lisbon Photography Walk" }).click();
  const slots = page.getByRole("radiogroup", { name: "Start times: With hotel pick-up" });
  await expect(slots).toBeVisible({ timeout: 20_000 });
  await slots.locator("label:has(input:not([disabled]))").first().click();
  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page.getByText("Places held for")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Find a client by name or email").fill(tag);
  await page.getByRole("option", { name: new RegExp(`Inés ${tag}`) }).click();
  await expect(page.getByText(`Booking for Inés ${tag}`)).toBeVisible();
  const second = page.getByRole("group", { name: /^Adult .*, traveller 2$/ });
  await expect(second.getByLabel("Saved travellers")).toHaveAccessibleDescription(
    "Fills in this traveller with someone saved: a companion, or your client's traveller.",
  );
  await second.getByLabel("Saved travellers").selectOption({ label: "Tomas Garcia (2015-06-01)" });
  await expect(second.getByLabel("First name")).toHaveValue("Tomas");
  await expect(second.getByLabel("Last name")).toHaveValue("Garcia");
  await expect(page.locator("#act-traveller-0-firstName")).toHaveValue("");
});

test("an import with a wrong line imports nothing; a right one round-trips through the export", async ({
  page,
}) => {
  const tag = `Lote${Date.now().toString(36)}`;
  const mail = (name: string) => `${name}.${tag.toLowerCase()}@example.com`;
  await signInByApi(page, "agent@horizon.test");
  await page.goto(url("demo.localhost", `/users/clients?q=${tag}`));
  await expect(page.getByRole("heading", { name: "0 clients" })).toBeVisible();

  const header = "firstName,lastName,email,phone,country,preferences";
  const upload = async (csv: string) => {
    await page.getByLabel("CSV file").setInputFiles({
      name: "clients.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByRole("button", { name: "Import", exact: true }).click();
  };
  await upload(
    [
      header,
      `Ada,${tag},${mail("ada")},,,`,
      `Bea,${tag},not-an-email,,,`,
      `Cy,${tag},${mail("ada")},,,`,
    ].join("\n"),
  );
  const errors = page.getByTestId("import-errors");
  await expect(errors).toContainText("Line 3, email:");
  await expect(errors).toContainText("Line 4, email:");
  await page.reload();
  await expect(page.getByRole("heading", { name: "0 clients" })).toBeVisible();

  await upload(
    [
      header,
      `Ada,${tag},${mail("ada")},+44 20 7946 0018,GB,Quiet room`,
      `Bea,${tag},${mail("bea")},,,"Window seat, vegan"`,
    ].join("\n"),
  );
  await expect(page.getByRole("status").filter({ hasText: "2 clients imported." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "2 clients" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(
    csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/),
  ).toEqual([
    header,
    `Ada,${tag},${mail("ada")},'+442079460018,GB,Quiet room`,
    `Bea,${tag},${mail("bea")},,,"Window seat, vegan"`,
  ]);
  // The exported file again: every email is a client's already, so nothing is added.
  await upload(csv);
  await expect(page.getByTestId("import-errors")).toContainText("Line 2, email:");
  await page.reload();
  await expect(page.getByRole("heading", { name: "2 clients" })).toBeVisible();
});

test("the clients table pages and sorts through the address, starting again from the first page", async ({
  page,
}) => {
  const tag = `Pagina${Date.now().toString(36)}`;
  await signInByApi(page, "agent@horizon.test");
  await page.goto(url("demo.localhost", `/users/clients?q=${tag}&pageSize=10`));
  await expect(page.getByRole("heading", { name: "0 clients" })).toBeVisible();
  const names = Array.from({ length: 12 }, (_, i) => `N${String(i + 1).padStart(2, "0")}`);
  await page.getByLabel("CSV file").setInputFiles({
    name: "clients.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "firstName,lastName,email",
        ...names.map((n) => `${n},${tag},${n.toLowerCase()}.${tag.toLowerCase()}@example.com`),
      ].join("\n"),
    ),
  });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { name: "12 clients" })).toBeVisible();

  const table = page.getByTestId("agency-clients");
  const rows = table.locator("tbody tr");
  const next = page.getByRole("button", { name: "Next page" });
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText("N01");
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("N11");
  await expect(next).toBeDisabled();

  // Another order starts again from the first page.
  await table.getByRole("button", { name: "Sort by Name" }).click();
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(rows.first()).toContainText("N12");
  await expect(rows).toHaveCount(10);

  // So does another page size.
  await next.click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await page.getByLabel("Rows per page").selectOption("25");
  await expect(rows).toHaveCount(12);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page).not.toHaveURL(/pageSize=/);
  await expect(rows.first()).toContainText("N12");
});

test("a traveller is sent to their own dashboard", async ({ page }) => {
  await signInByApi(page, "traveller@horizon.test");
  await page.goto(url("demo.localhost", "/users/clients"));
  await expect(page).toHaveURL(/\/mytrip\/dashboard/);
});

for (const lng of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on Clients in ${lng}`, async ({ page }) => {
    await signInByApi(page, "owner@horizon.test");
    await page.goto(url("demo.localhost", `/users/clients?lng=${lng}`));
    await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
    await expect(page.locator('section[aria-busy="false"] h2')).not.toBeEmpty();
    expect(await blockingViolations(page)).toEqual([]);
    // The new client's form and a client's page too.
    await page.getByRole("button", { name: lng === "ar" ? "عميل جديد" : "New client" }).click();
    expect(await blockingViolations(page)).toEqual([]);
    const first = page.getByTestId("agency-clients").locator("tbody a").first();
    if (await first.count()) {
      await first.click();
      await expect(page).toHaveURL(/\/users\/clients\/[0-9a-f-]{36}/);
      expect(await blockingViolations(page)).toEqual([]);
    }
  });
}
