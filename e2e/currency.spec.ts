import { expect, test, url } from "./fixtures";

test("the currency defaults to the agency's: USD for Horizon, MXN for Viajes Sol", async ({
  page,
}) => {
  // The country list every page asks for comes compressed (scripts/lib/api-compression.mjs):
  // Next sends a route handler's answer whole.
  const countries = page.waitForResponse((r) => r.url().endsWith("/api/admin/country/enable"));
  await page.goto(url("demo.localhost"));
  expect((await countries).headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
  await expect(page.getByTestId("currency-button")).toHaveText("USD");
  await page.goto(url("viajes.localhost"));
  await expect(page.getByTestId("currency-button")).toHaveText("MXN");
});

test("the currency menu searches by name or code and keeps the choice across reloads and tabs", async ({
  page,
  context,
}) => {
  await page.goto(url("demo.localhost", "/about"));
  const other = await context.newPage();
  await other.goto(url("demo.localhost", "/faqs"));

  await page.getByTestId("currency-button").click();
  const dialog = page.getByRole("dialog", { name: "Currency" });
  await dialog.getByLabel("Search by country or currency").fill("eUr");
  await expect(dialog.getByRole("button", { name: /Germany/ })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /Mexico/ })).toHaveCount(0);
  await dialog.getByLabel("Search by country or currency").fill("mexi");
  await expect(dialog.getByRole("button")).toHaveCount(1);
  await dialog.getByLabel("Search by country or currency").fill("zzzz");
  await expect(dialog.getByText("No currency matches")).toBeVisible();
  await dialog.getByLabel("Search by country or currency").fill("germ");
  await dialog.getByRole("button", { name: /Germany/ }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("currency-button")).toHaveText("EUR");
  await expect(page.getByTestId("currency-button")).toBeFocused();
  await expect(other.getByTestId("currency-button")).toHaveText("EUR");
  await page.reload();
  await expect(page.getByTestId("currency-button")).toHaveText("EUR");
});

test("the home page resets the choice to the agency's default, in every tab", async ({
  page,
  context,
}) => {
  await page.goto(url("demo.localhost", "/about?currency=EUR"));
  await expect(page.getByTestId("currency-button")).toHaveText("EUR");
  const other = await context.newPage();
  await other.goto(url("demo.localhost", "/faqs"));
  await expect(other.getByTestId("currency-button")).toHaveText("EUR");

  await page.goto(url("demo.localhost"));
  await expect(page.getByTestId("currency-button")).toHaveText("USD");
  await expect(other.getByTestId("currency-button")).toHaveText("USD");
  // A currency named in the address is still taken on the home page.
  await page.goto(url("demo.localhost", "/?currency=GBP"));
  await expect(page.getByTestId("currency-button")).toHaveText("GBP");
  await page.goto(url("demo.localhost", "/?currency=XYZ"));
  await expect(page.getByTestId("currency-button")).toHaveText("USD");
});

test("an agency without a default currency uses the visitor's geolocated country when it lists it", async ({
  browser,
}) => {
  const visit = async (country: string | null) => {
    const context = await browser.newContext(
      country ? { extraHTTPHeaders: { "cf-ipcountry": country } } : {},
    );
    const page = await context.newPage();
    await page.goto(url("minimal.localhost"));
    const shown = page.getByTestId("currency-button");
    return { shown, context };
  };
  // Minimal Trips lists the United States, Canada, the United Kingdom and Australia.
  for (const [country, currency] of [
    ["GB", "GBP"],
    ["AU", "AUD"],
    ["DE", "USD"],
    [null, "USD"],
  ] as const) {
    const { shown, context } = await visit(country);
    await expect(shown).toHaveText(currency);
    await context.close();
  }
  // Horizon has a default (USD): the visitor's country does not change it.
  const context = await browser.newContext({ extraHTTPHeaders: { "cf-ipcountry": "GB" } });
  const page = await context.newPage();
  await page.goto(url("demo.localhost"));
  await expect(page.getByTestId("currency-button")).toHaveText("USD");
  await context.close();
});

test("Escape closes the currency menu and returns focus", async ({ page }) => {
  await page.goto(url("demo.localhost"));
  await page.getByTestId("currency-button").click();
  await expect(page.getByRole("dialog", { name: "Currency" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Currency" })).toHaveCount(0);
  await expect(page.getByTestId("currency-button")).toBeFocused();
});

test("a known currency parameter is taken; an unknown one is ignored", async ({ page }) => {
  await page.goto(url("demo.localhost", "/about?currency=cad"));
  await expect(page.getByTestId("currency-button")).toHaveText("CAD");
  await page.goto(url("demo.localhost", "/about?currency=XYZ"));
  await expect(page.getByTestId("currency-button")).toHaveText("CAD");
});

test("the currency menu shows the rate with its ECB date in the page language", async ({
  page,
}) => {
  await page.goto(url("demo.localhost", "/about?currency=EUR"));
  await page.getByTestId("currency-button").click();
  await expect(page.getByTestId("exchange-rate")).toHaveText(
    "$1.00 = €0.86 (ECB reference rate of Oct 09, 2025)",
  );
  await page.goto(url("demo.localhost", "/about?lng=de"));
  await page.getByTestId("currency-button").click();
  await expect(page.getByTestId("exchange-rate")).toHaveText(
    "1,00\u00a0$ = 0,86\u00a0€ (EZB-Referenzkurs vom Okt. 09, 2025)",
  );
});

test("a failed exchange-rate load shows a toast that closes by itself", async ({ page }) => {
  await page.route("**/api/multi-currency/exchange", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"Something went wrong."}',
    }),
  );
  await page.goto(url("demo.localhost"));
  const toast = page.getByText("Failed to fetch exchange rates");
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await expect(toast).toBeHidden({ timeout: 10_000 });
});
