import { expect, test, url } from "./fixtures";

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
