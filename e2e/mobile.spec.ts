import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations, hotelCheckout } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("below 1200 px the header's links and menus live in a slide-out menu", async ({ page }) => {
  await page.goto(url("demo.localhost"));
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("combobox", { name: "Language" })).toBeVisible();
  await expect(menu.getByTestId("currency-button")).toHaveText("USD");

  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();

  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: "Help & FAQ" })
    .click();
  await expect(page).toHaveURL(url("demo.localhost", "/faqs"));
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
});

test("in Arabic the menu slides in from the left", async ({ page }) => {
  await page.goto(url("demo.localhost", "/?lng=ar"));
  await page.getByRole("button", { name: "القائمة" }).click();
  const box = await page.getByRole("dialog", { name: "القائمة" }).boundingBox();
  expect(box!.x).toBe(0);
});

test("above 1200 px there is no menu button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url("demo.localhost"));
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("on a phone the first car is on the first screen, the filters behind their button", async ({
  page,
}) => {
  const from = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 63 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(
    url(
      "demo.localhost",
      `/booknow/cars/search?locationId=airport-JFK&pickUp=${from}T10:00&dropOff=${to}T10:00`,
    ),
  );
  const first = page.getByRole("article").first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await expect(first).toBeInViewport();
  const filters = page.getByRole("button", { name: "Filters" });
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { name: "Filters", level: 2 })).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "Filters", level: 2 })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test("on a phone the hold's time and the total stay in sight at the checkout's bottom", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, "traveller@horizon.test");
  await hotelCheckout(page, 191, "fails-at-cancel");
  const bar = page.getByTestId("checkout-bar");
  await expect(bar).toBeVisible({ timeout: 20_000 });
  await expect(bar.getByText("Room held for")).toBeVisible();
  await expect(bar).toContainText(/\$[\d,]+\.\d{2}/);
  await page.getByRole("checkbox", { name: /terms and conditions/ }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  expect(await blockingViolations(page)).toEqual([]);
});
