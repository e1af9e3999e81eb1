import { expect, test, url } from "./fixtures";

test("the currency defaults to the agency's: USD for Horizon, MXN for Viajes Sol", async ({
  page,
}) => {
  await page.goto(url("demo.localhost"));
  await expect(page.getByTestId("currency-button")).toHaveText("USD");
  await page.goto(url("viajes.localhost"));
  await expect(page.getByTestId("currency-button")).toHaveText("MXN");
});

test("the currency menu searches by name or code and keeps the choice across reloads and tabs", async ({
  page,
  context,
}) => {
  await page.goto(url("demo.localhost"));
  const other = await context.newPage();
  await other.goto(url("demo.localhost", "/about"));

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

test("Escape closes the currency menu and returns focus", async ({ page }) => {
  await page.goto(url("demo.localhost"));
  await page.getByTestId("currency-button").click();
  await expect(page.getByRole("dialog", { name: "Currency" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Currency" })).toHaveCount(0);
  await expect(page.getByTestId("currency-button")).toBeFocused();
});

test("a known currency parameter is taken; an unknown one is ignored", async ({ page }) => {
  await page.goto(url("demo.localhost", "/?currency=cad"));
  await expect(page.getByTestId("currency-button")).toHaveText("CAD");
  await page.goto(url("demo.localhost", "/?currency=XYZ"));
  await expect(page.getByTestId("currency-button")).toHaveText("CAD");
});

test("the currency menu shows the rate with its ECB date in the page language", async ({
  page,
}) => {
  await page.goto(url("demo.localhost", "/?currency=EUR"));
  await page.getByTestId("currency-button").click();
  await expect(page.getByTestId("exchange-rate")).toHaveText(
    "$1.00 = €0.86 (ECB reference rate of Oct 09, 2025)",
  );
  await page.goto(url("demo.localhost", "/?lng=de"));
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
