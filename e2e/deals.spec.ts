import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";

const demo = (path = "/") => url("demo.localhost", path);
const panel = (page: import("@playwright/test").Page) => page.getByRole("tabpanel");

test("tabs follow the agency's active services, the first selected or the one named by tab", async ({
  page,
}) => {
  await page.goto(demo("/"));
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Air Travel", "Hotels", "Cars", "Activities", "Cruise"]);
  await expect(page.getByRole("tab", { name: "Air Travel" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // Flights and cruises show a Book Now banner, not a carousel.
  await expect(panel(page).getByRole("link", { name: "Book Now" })).toHaveAttribute(
    "href",
    "/booknow/flights",
  );

  await page.goto(demo("/?tab=Car Rentals"));
  await expect(page.getByRole("tab", { name: "Cars" })).toHaveAttribute("aria-selected", "true");

  await page.goto(url("viajes.localhost", "/?lng=en&tab=Activities"));
  await expect(page.getByRole("tab")).toHaveText(["Hoteles", "Autos", "Actividades"]);
  await expect(page.getByRole("tab", { name: "Actividades" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("a home page opened on another tab asks for that tab's deals alone, never the first tab's", async ({
  page,
}) => {
  // Viajes Sol's first tab is its hotels; the address names its cars.
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/dealray/deals/")) asked.push(path);
  });
  await page.goto(url("viajes.localhost", "/?lng=en&tab=Car Rentals"));
  await expect(page.getByRole("tab", { name: "Autos" })).toHaveAttribute("aria-selected", "true");
  await expect(
    panel(page).getByTestId("deal-card").first().getByRole("link").first(),
  ).toHaveAttribute("href", /\/booknow\/cars/);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual(["/api/dealray/deals/car-search"]);
});

test("a skeleton of four cards shows while deals load", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/dealray/deals/hotel-search", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(demo("/?tab=Hotels"));
  const skeleton = page.getByTestId("deals-skeleton");
  await expect(skeleton.locator("li")).toHaveCount(4);
  release();
  await expect(skeleton).toHaveCount(0);
  await expect(page.getByTestId("deal-card")).toHaveCount(4);
});

test("hotel cards show stars, distance in miles and prices hidden behind Reveal Price", async ({
  page,
}) => {
  await page.goto(demo("/?tab=Hotels"));
  const first = page.getByTestId("deal-card").first();
  await expect(first.getByRole("heading", { level: 3 })).toBeVisible();
  await expect(first.getByRole("img", { name: /^[1-5] stars?$/ })).toBeVisible();
  await expect(first.getByText(/^\d+\.\d{2} mi from /)).toBeVisible();
  await expect(first.getByTestId("deal-price")).toHaveCount(0);
  await expect(first.getByRole("link", { name: "Reveal Price" })).toHaveAttribute(
    "href",
    "/?tab=Hotels",
  );
});

test("the carousel shows four cards per row and wraps at both ends", async ({ page }) => {
  // The save-price prompt (tested below) opens as the deals scroll up; closed for this session.
  await page.addInitScript(() => sessionStorage.setItem("savePricePromptClosed", "1"));
  await page.goto(demo("/?tab=Hotels"));
  await expect(page.getByTestId("deal-card")).toHaveCount(4);
  const status = page.getByText(/^Page \d+ of \d+$/);
  await expect(status).toHaveText(/^Page 1 of (\d+)$/);
  const pages = Number((await status.textContent())!.match(/of (\d+)/)![1]);
  expect(pages).toBeGreaterThan(1);
  const firstName = await page.getByTestId("deal-card").first().getByRole("heading").textContent();
  await page.getByRole("button", { name: "Previous deals" }).click();
  await expect(status).toHaveText(`Page ${pages} of ${pages}`);
  await page.getByRole("button", { name: "Next deals" }).click();
  await expect(status).toHaveText(`Page 1 of ${pages}`);
  await expect(page.getByTestId("deal-card").first().getByRole("heading")).toHaveText(firstName!);
});

test("with no deals a banner leads to the product's booking page", async ({ page }) => {
  await page.route("**/api/dealray/deals/activity-search", (route) =>
    route.fulfill({ json: { response: [] } }),
  );
  await page.goto(demo("/?tab=Activities"));
  await expect(panel(page).getByRole("link", { name: "Book Now" })).toHaveAttribute(
    "href",
    "/booknow/activities",
  );
});

test("a failed deals load says so", async ({ page }) => {
  await page.route("**/api/dealray/deals/car-search", (route) =>
    route.fulfill({ status: 500, json: { message: "Something went wrong." } }),
  );
  await page.goto(demo("/?tab=Car Rentals"));
  await expect(panel(page).getByRole("alert")).toHaveText("Something went wrong.");
});

test("prices show for the non-login flow, in the chosen currency", async ({ page }) => {
  await page.goto(url("viajes.localhost", "/?lng=en&tab=Hotels"));
  const price = page.getByTestId("deal-price").first();
  await expect(price).toContainText("MX$");
  await expect(page.getByRole("link", { name: "Reveal Price" })).toHaveCount(0);
});

test("an agent sees wholesale rate and agency markup; a traveller does not", async ({ page }) => {
  await signInByApi(page, "agent@horizon.test");
  await page.goto(demo("/?tab=Hotels"));
  const card = page.getByTestId("deal-card").first();
  await expect(card.getByTestId("deal-price")).toContainText("$");
  await expect(card.getByTestId("wholesale")).toContainText("Wholesale Rate");
  await expect(card.getByTestId("markup")).toContainText("Agency Markup");

  await page.goto(demo("/logout"));
  await expect(page).toHaveURL(demo("/"));
  await signInByApi(page, "traveller@horizon.test");
  await page.goto(demo("/?tab=Hotels"));
  await expect(page.getByTestId("deal-price").first()).toBeVisible();
  await expect(page.getByTestId("wholesale")).toHaveCount(0);
  await expect(page.getByTestId("markup")).toHaveCount(0);
});

test("a signed-in agent's deals are asked for once, as the agent's, not first as a visitor's", async ({
  page,
}) => {
  await signInByApi(page, "agent@horizon.test");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/dealray/deals/hotel-search") {
      asked.push(request.method());
    }
  });
  await page.goto(demo("/?tab=Hotels"));
  await expect(page.getByTestId("deal-card").first().getByTestId("wholesale")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual(["POST"]);
});

test.describe("the save-price prompt", () => {
  test("opens 5 seconds after reaching home, and not again in the session once closed", async ({
    page,
  }) => {
    // The page's timers stand still until the test moves them, so the 5 s count from the moment
    // the prompt's timer is set (hydration), however long the page takes to get there.
    const start = new Date("2026-06-01T10:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto(demo("/"));
    // Hydrated: the header's data calls have been made and answered, the timer is set.
    await page.waitForLoadState("networkidle");
    const dialog = page.getByRole("dialog", { name: "Unlock instant savings by signing in" });
    await page.clock.runFor(4000);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(1500);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(dialog.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await page.clock.runFor(6000);
    await expect(dialog).toHaveCount(0);
  });

  test("opens when the deals scroll past the middle of the screen", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(demo("/"));
    const dialog = page.getByRole("dialog", { name: "Unlock instant savings by signing in" });
    await page.clock.runFor(1000);
    await expect(dialog).toHaveCount(0);
    await page.getByRole("heading", { name: "Exclusive Deals" }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect(dialog).toBeVisible();
  });

  test("waits while a field is in use, and once closed stays closed when the deals scroll into view", async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(demo("/"));
    await page.waitForLoadState("networkidle");
    const dialog = page.getByRole("dialog", { name: "Unlock instant savings by signing in" });
    // Typing in the search: the prompt does not cover the form.
    await page.getByRole("button", { name: /^Destination/ }).click();
    await expect(page.locator("main input").first()).toBeFocused();
    await page.clock.runFor(6000);
    await expect(dialog).toHaveCount(0);
    await page.locator("main input").first().blur();
    await page.clock.runFor(5500);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("heading", { name: "Exclusive Deals" }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.clock.runFor(1000);
    await expect(dialog).toHaveCount(0);
  });

  test("never opens for the agency with the non-login flow, nor for signed-in users", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(url("viajes.localhost", "/?lng=en"));
    // Hydrated first, so that a timer the page would set has been set before the clock moves.
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(6000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await signInByApi(page, "traveller@horizon.test");
    await page.goto(demo("/"));
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(6000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
