import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations } from "./helpers";

const PAGES = [
  "/",
  "/about",
  "/faqs",
  "/privacy-policy",
  "/errors",
  "/login",
  "/signup",
  "/booknow/resort",
  "/cancellation-policy/royal-caribbean",
];
const SIGNED_IN_PAGES = [
  "/dashboard",
  "/settings/profile",
  "/settings/agency",
  "/settings/website",
];

for (const lng of ["en", "ar"]) {
  for (const path of PAGES) {
    test(`no serious or critical accessibility violation on ${path} in ${lng}`, async ({
      page,
    }) => {
      await page.goto(url("demo.localhost", `${path}?lng=${lng}`));
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  for (const path of SIGNED_IN_PAGES) {
    test(`no serious or critical accessibility violation on signed-in ${path} in ${lng}, menus open`, async ({
      page,
    }) => {
      await signInByApi(page, "owner@horizon.test");
      await page.goto(url("demo.localhost", `${path}?lng=${lng}`));
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      const sidebar = page.locator("nav[data-open]");
      await expect(sidebar).toBeVisible();
      await sidebar.getByRole("button").first().click();
      await expect(sidebar).toHaveAttribute("data-open", "true");
      expect(await blockingViolations(page)).toEqual([]);
      await page.locator("header button[aria-controls]").last().click();
      await expect(page.locator("header [role=region]")).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
}

// The hero keeps each agency's own colour: the seeded orange (3.58:1 against white) and the
// default blue (4.14:1) of an agency without one are checked as well as the demo's.
for (const host of ["viajes.localhost", "minimal.localhost"]) {
  test(`no serious or critical accessibility violation on the home page of ${host}`, async ({
    page,
  }) => {
    await page.goto(url(host, "/"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
