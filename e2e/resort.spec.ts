import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";

const demo = (path: string) => url("demo.localhost", path);

test("a visitor finds a destination by keyboard and sees the resort deals near it", async ({
  page,
}) => {
  const correlationIds: (string | undefined)[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/resort/v2/")) correlationIds.push(r.headers()["x-correlation-id"]);
  });
  await page.goto(demo("/booknow/resort?lng=en"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resorts");
  const input = page.getByRole("combobox", { name: "Destination" });
  await input.fill("nass");
  await expect(
    page.getByRole("listbox", { name: "Destination" }).getByRole("option").first(),
  ).toContainText("Nassau");
  await input.press("ArrowDown");
  await input.press("ArrowUp");
  await input.press("Enter");
  await expect(input).toHaveValue("Nassau");
  await expect(page.getByRole("heading", { name: "Resort deals near Nassau" })).toBeVisible();
  const cards = page.getByTestId("resort-deals").getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  // Signed out at an agency without the non-login flow: prices stay hidden.
  await expect(cards.first().getByRole("link", { name: "Reveal Price" })).toBeVisible();
  await expect(page.getByTestId("deal-price")).toHaveCount(0);
  expect(correlationIds.length).toBeGreaterThanOrEqual(2);
  for (const id of correlationIds) expect(id).toMatch(/^[0-9a-f-]{36}$/);
});

test("a signed-in agent sees prices in the chosen currency with wholesale rate and markup", async ({
  page,
}) => {
  await signInByApi(page, "agent@horizon.test");
  await page.goto(demo("/booknow/resort?lng=en&currency=EUR"));
  await page.getByRole("combobox", { name: "Destination" }).fill("nassau");
  await page
    .getByRole("option", { name: /Nassau/ })
    .first()
    .click();
  const first = page.getByTestId("resort-deals").getByRole("article").first();
  await expect(first.getByTestId("deal-price")).toContainText("€");
  await expect(first.getByTestId("wholesale")).toBeVisible();
  await expect(first.getByTestId("markup")).toBeVisible();
});

test("choosing another place while deals load cancels that request silently", async ({ page }) => {
  let held = 0;
  await page.route("**/api/resort/v2/properties/deals**", async (route) => {
    // The first place's deals take long; the second's come at once.
    if (held++ === 0) await new Promise((r) => setTimeout(r, 3_000));
    await route.continue().catch(() => {});
  });
  const aborted: string[] = [];
  page.on("requestfailed", (r) => {
    if (r.url().includes("/properties/deals")) aborted.push(r.failure()?.errorText ?? "");
  });
  await page.goto(demo("/booknow/resort?lng=en"));
  const input = page.getByRole("combobox", { name: "Destination" });
  await input.fill("nassau");
  await page
    .getByRole("option", { name: /Nassau/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Resort deals near Nassau" })).toBeVisible();
  await input.fill("freeport");
  await page
    .getByRole("listbox", { name: "Destination" })
    .getByRole("option", { name: /Freeport/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /Resort deals near Freeport/ })).toBeVisible();
  await expect(page.getByTestId("resort-deals").getByRole("article").first()).toBeVisible();
  await expect.poll(() => aborted.length).toBe(1);
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});

test("failed suggestions say so; the page exists only where Resorts is an active product", async ({
  page,
}) => {
  await page.route("**/api/resort/v2/search**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
  );
  await page.goto(demo("/booknow/resort?lng=en"));
  await page.getByRole("combobox", { name: "Destination" }).fill("nassau");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Failed to fetch suggestions");

  // Product Settings: an inactive product's pages answer 404.
  const gone = await page.goto(url("minimal.localhost", "/booknow/resort"));
  expect(gone?.status()).toBe(404);
});

test("browsing by region: sub-regions under their region's name, then a country's resort deals", async ({
  page,
}) => {
  await page.goto(demo("/booknow/resort?lng=en"));
  await page.getByRole("button", { name: "Browse by region" }).click();
  const americas = page.getByRole("region", { name: "Americas" });
  await expect(americas.getByRole("heading", { name: "Americas" })).toBeVisible();
  await americas.getByRole("button", { name: "Caribbean" }).click();
  await expect(americas.getByRole("button", { name: "Caribbean" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("heading", { name: "Countries in Caribbean" })).toBeVisible();
  await page.getByRole("button", { name: "Bahamas", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Resort deals near Bahamas" })).toBeVisible();
  await expect(page.getByTestId("resort-deals").getByRole("article").first()).toBeVisible();
});

test("a failed region load says so and lists no regions", async ({ page }) => {
  await page.route("**/api/resort/v2/regions**", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"x"}' }),
  );
  await page.goto(demo("/booknow/resort?lng=en"));
  await page.getByRole("button", { name: "Browse by region" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Failed to fetch regions and subregions",
  );
  await expect(page.getByRole("region", { name: "Americas" })).toHaveCount(0);
});
