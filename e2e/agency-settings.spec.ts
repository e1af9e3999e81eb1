import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations } from "./helpers";
import { offerProducts } from "./products";

/**
 * Settings of the back office (issue 16): Applications (an API key created with scopes, shown
 * once, used, revoked) and Product Settings (a product switched off leaves the home tabs and the
 * booking menu, its pages answer 404, and it comes back); axe in English and Arabic.
 */

const demo = (path: string) => url("demo.localhost", path);

test("an owner creates an API key, sees it once, uses it and revokes it", async ({ page }) => {
  const name = `Reporting ${Date.now().toString(36)}`;
  await signInByApi(page, "owner@horizon.test");
  await page.goto(demo("/applications?lng=en"));

  // Nothing is created without a name and a scope.
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Give the key a name.")).toBeVisible();
  await expect(page.getByText("Choose at least one scope.")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("checkbox", { name: /Read bookings/ }).check();
  await page.getByRole("button", { name: "Create key" }).click();

  const created = page.getByTestId("new-api-key");
  await expect(created.getByRole("alert")).toHaveText(
    "Copy this key now and keep it safe: it will not be shown again.",
  );
  const key = await created.getByLabel("API key").inputValue();
  expect(key).toMatch(/^wl_[A-Za-z0-9_-]{43}$/);
  await expect(created.getByRole("button", { name: "Copy key" })).toBeVisible();

  const row = page.getByTestId("api-keys").getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Read bookings");
  await expect(row).toContainText("Olivia Hart");
  await expect(row).toContainText("Never");
  await expect(row).toContainText(key.slice(0, 11));

  // Done puts it away for good: the page never shows it again.
  await created.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(key)).toHaveCount(0);
  expect(await page.content()).not.toContain(key);

  // The key reads the bookings, and its use shows.
  const status = await page.evaluate(
    async (k) =>
      (await fetch("/api/agency/bookings", { headers: { authorization: `Bearer ${k}` } })).status,
    key,
  );
  expect(status).toBe(200);
  await page.reload();
  await expect(row).not.toContainText("Never");

  // Revoking asks first; Cancel keeps the key.
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Revoke ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await page
    .getByRole("dialog", { name: `Revoke ${name}?` })
    .getByRole("button", { name: "Revoke key" })
    .click();
  await expect(row).toContainText("Revoked on");
  await expect(row.getByRole("button", { name: `Revoke ${name}` })).toHaveCount(0);
  const after = await page.evaluate(
    async (k) =>
      (await fetch("/api/agency/bookings", { headers: { authorization: `Bearer ${k}` } })).status,
    key,
  );
  expect(after).toBe(401);
});

test("a sales agent cannot create keys nor change the products", async ({ page }) => {
  await signInByApi(page, "sales@horizon.test");
  await page.goto(demo("/settings/product?lng=en"));
  await expect(
    page.getByRole("alert").filter({ hasText: "Your role does not give you access to this page." }),
  ).toBeVisible();
  await expect(page.getByRole("switch")).toHaveCount(0);
  await page.goto(demo("/applications?lng=en"));
  await expect(page.getByRole("button", { name: "Create key" })).toHaveCount(0);
});

test("a product switched off leaves the home tabs and the menu, its pages 404, and comes back", async ({
  page,
  browser,
}) => {
  // Put back whatever happens below.
  const restore = await offerProducts(browser, "demo.localhost", "owner@horizon.test", {});
  try {
    await signInByApi(page, "owner@horizon.test");
    await page.goto(demo("/settings/product?lng=en"));
    const cruise = page.getByRole("switch", { name: "Offer Cruise" });
    await expect(cruise).toBeChecked();

    // Reordering with the keyboard: the focus stays on the moved product's button.
    const up = page.getByRole("button", { name: "Move Hotels up" });
    // The list is disabled until the page is interactive.
    await expect(up).toBeEnabled();
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("ol > li").first()).toHaveAttribute("data-product", "hotels");
    await expect(page.getByRole("button", { name: "Move Hotels down" })).toBeFocused();
    await expect(
      page.getByRole("status").filter({ hasText: "Hotels is now number 1 of 6." }),
    ).toBeAttached();

    await cruise.press("Space");
    await expect(cruise).not.toBeChecked();
    await page.getByRole("button", { name: "Save products" }).click();
    await expect(page.getByText("Products saved.")).toBeVisible();

    await page.goto(demo("/?lng=en"));
    await expect(page.getByRole("tab")).toHaveText(["Hotels", "Air Travel", "Cars", "Activities"]);
    await expect(page.locator('[data-product="cruise"]')).toHaveCount(0);
    await expect(page.locator("#products-heading + ul > li").first()).toHaveAttribute(
      "data-product",
      "hotels",
    );

    // Switching every product off is refused on the page, before any call.
    await page.goto(demo("/settings/product?lng=en"));
    for (const s of await page.getByRole("switch").all()) await s.uncheck();
    await page.getByRole("button", { name: "Save products" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "At least one product must stay active." }),
    ).toBeVisible();
  } finally {
    await restore();
  }
  await page.goto(demo("/?lng=en"));
  await expect(page.getByRole("tab")).toHaveText([
    "Air Travel",
    "Hotels",
    "Cars",
    "Activities",
    "Cruise",
  ]);
});

test("a switched-off product's booking pages answer 404 and its bookings stay", async ({
  page,
  browser,
}) => {
  const restore = await offerProducts(browser, "demo.localhost", "owner@horizon.test", {
    cars: false,
  });
  try {
    for (const path of ["/booknow/cars", "/booknow/cars/search", "/booknow/Cars/checkout"]) {
      const r = await page.goto(demo(`${path}?lng=en`));
      expect(r?.status(), path).toBe(404);
    }
    await page.goto(demo("/?lng=en"));
    await expect(page.getByRole("tab", { name: "Cars" })).toHaveCount(0);
    expect((await page.goto(demo("/booknow/hotels?lng=en")))?.status()).toBe(200);
  } finally {
    await restore();
  }
  expect((await page.goto(demo("/booknow/cars?lng=en")))?.status()).toBe(200);
});

for (const lng of ["en", "ar"] as const) {
  for (const path of ["/applications", "/settings/product"]) {
    test(`no serious or critical accessibility violation on ${path} in ${lng}`, async ({
      page,
    }) => {
      await signInByApi(page, "owner@horizon.test");
      await page.goto(demo(`${path}?lng=${lng}`));
      await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
      await expect(page.locator("main h2, main legend").first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
}
