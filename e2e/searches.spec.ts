import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations, inDays, parisId } from "./helpers";

/**
 * Searches (issue 16): an agent's hotel search is listed on /searches, with who made it and what
 * it was for, and runs again in one click; the product filter narrows the list; axe in English
 * and Arabic.
 */

test("an agent's hotel search is listed on Searches and runs again in one click", async ({
  page,
}) => {
  const tag = `Paris ${Date.now().toString(36)}`;
  await signInByApi(page, "agent@horizon.test");
  const params = new URLSearchParams({
    place: await parisId(page),
    placeName: tag,
    checkIn: inDays(170),
    checkOut: inDays(172),
    rooms: "2",
    nationality: "FR",
  });
  await page.goto(url("demo.localhost", `/booknow/hotels/search?${params}`));
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 15_000 });

  await page.goto(url("demo.localhost", "/searches"));
  const table = page.getByTestId("agency-searches");
  const row = table.locator("tbody tr", { hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Agent");
  await expect(row).toContainText("Hotels");
  await expect(row).toContainText("2 adults");

  // Another product's searches leave it out.
  await page.getByLabel("Product").selectOption("flights");
  await expect(page).toHaveURL(/product=flights/);
  await expect(page.locator("tbody tr", { hasText: tag })).toHaveCount(0);
  await page.getByLabel("Product").selectOption("hotels");
  await expect(page).toHaveURL(/product=hotels/);

  // One click runs it again.
  await page
    .getByTestId("agency-searches")
    .getByRole("link", { name: new RegExp(`Search again: ${tag}`) })
    .click();
  await expect(page).toHaveURL(/\/booknow\/hotels\/search\?/);
  expect(new URL(page.url()).searchParams.get("placeName")).toBe(tag);
  expect(new URL(page.url()).searchParams.get("checkIn")).toBe(inDays(170));
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 15_000 });
});

test("a traveller is sent away from Searches", async ({ page }) => {
  await signInByApi(page, "traveller@horizon.test");
  await page.goto(url("demo.localhost", "/searches"));
  await expect(page).toHaveURL(/\/mytrip\/dashboard/);
});

for (const lng of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on Searches in ${lng}`, async ({ page }) => {
    await signInByApi(page, "agent@horizon.test");
    await page.goto(url("demo.localhost", `/searches?lng=${lng}`));
    await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
