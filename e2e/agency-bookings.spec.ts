import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";

/**
 * The back office's Bookings page (issue 16, Bookings): an agent's booking found by its
 * traveller's name, sorted on the server, exported as CSV; a restricted agent sees neither net
 * nor markup, on the page or in the export; axe in English and Arabic.
 */

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Books an ordinary Paris hotel through the API as the signed-in page's user; its reference. */
async function bookByApi(page: Page, surname: string, from: number): Promise<string> {
  return page.evaluate(
    async ([lastName, checkIn, checkOut]) => {
      const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
        const r = await fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        });
        return (await r.json()) as Record<string, unknown>;
      };
      const suggest = (await post("/api/v2/hotel/auto-suggest", { text: "Paris" })) as {
        data: { locationSuggestions: { id: string; countryCode: string }[] };
      };
      const placeId = suggest.data.locationSuggestions.find(
        (s) => s.id.startsWith("city-") && s.countryCode === "FR",
      )!.id;
      const stay = {
        placeId,
        checkIn,
        checkOut,
        rooms: [{ adults: 2, childAges: [] }],
        nationality: "FR",
      };
      const found = (await post("/api/hotels/search", stay)) as {
        hotels: { id: string; cheapest: { offerId: string } }[];
      };
      const offerId = found.hotels.find((h) => !h.id.includes("-test-"))!.cheapest.offerId;
      const quote = await post("/api/checkout/quotes", {
        product: "hotels",
        offerId,
        query: stay,
        currency: "USD",
      });
      const token = await post("/api/payments/sandbox/tokens", {
        number: "4242424242424242",
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: "123",
        name: "Ana Silva",
      });
      const booked = await post(
        "/api/bookings",
        {
          quoteId: quote.id,
          acceptTerms: true,
          payment: { method: "card", token: token.token },
          contact: {
            firstName: "Ana",
            lastName,
            email: "ana@example.com",
            phone: "+33612345678",
            country: "FR",
          },
          travellers: [{ unit: 0, firstName: "Ana", lastName }],
        },
        { "idempotency-key": crypto.randomUUID() },
      );
      return booked.reference as string;
    },
    [surname, inDays(from), inDays(from + 2)],
  );
}

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

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
