import { expect, test, url } from "./fixtures";

const AGENCIES = [
  {
    host: "demo.localhost",
    name: "Horizon Travel",
    title: "Horizon Travel | Hotels, flights, cruises and more",
    colour: "#0b7285",
    colour60: "rgb(11 114 133 / 0.6)",
    favicon: "/assets/agencies/demo/favicon.svg",
    lang: "en",
    keywords: "travel agency,hotels,flights,cruises,car rental,holidays",
  },
  {
    host: "viajes.localhost",
    name: "Viajes Sol",
    title: "Viajes Sol | Hoteles, autos y actividades",
    colour: "#e8590c",
    colour60: "rgb(232 89 12 / 0.6)",
    favicon: "/assets/agencies/viajes/favicon.svg",
    lang: "es",
    keywords: "agencia de viajes,hoteles,renta de autos,actividades,México",
  },
  {
    host: "minimal.localhost",
    name: "Minimal Trips",
    title: "Minimal Trips",
    colour: "#2c7be5",
    colour60: "rgb(44 123 229 / 0.6)",
    favicon: "/assets/favicon.svg",
    lang: "en",
    keywords: null,
  },
];

for (const a of AGENCIES) {
  test(`${a.host} shows ${a.name} with its own branding and meta tags`, async ({ page }) => {
    const response = await page.goto(url(a.host));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(a.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.name);
    await expect(page.locator("html")).toHaveAttribute("lang", a.lang);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", a.favicon);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute("content", /.+/);
    if (a.keywords)
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", a.keywords);
    else await expect(page.locator('meta[name="keywords"]')).toHaveCount(0);

    const colours = await page.evaluate(() => {
      const s = getComputedStyle(document.documentElement);
      return [
        s.getPropertyValue("--agency-primary").trim(),
        s.getPropertyValue("--agency-primary-60").trim(),
      ];
    });
    expect(colours).toEqual([a.colour, a.colour60]);
    // The hero is painted in the agency's colour.
    const hero = page.locator("section").first();
    const rgb = a.colour.match(/[0-9a-f]{2}/gi)!.map((h) => parseInt(h, 16));
    await expect(hero).toHaveCSS("background-color", `rgb(${rgb.join(", ")})`);
  });
}

test("the demo agency lists all six products; Viajes Sol only its four active ones", async ({
  page,
}) => {
  await page.goto(url("demo.localhost"));
  await expect(page.locator("[data-product]")).toHaveText([
    "Air Travel",
    "Hotels",
    "Cars",
    "Activities",
    "Cruise",
    "Resorts",
  ]);
  await page.goto(url("viajes.localhost"));
  await expect(page.locator("[data-product]")).toHaveText([
    "Hoteles",
    "Autos",
    "Actividades",
    "Resorts",
  ]);
});

test("the agency's logo is shown, and a placeholder when it has none", async ({ page }) => {
  await page.goto(url("demo.localhost"));
  await expect(page.getByRole("img", { name: "Horizon Travel" })).toBeVisible();
  await page.goto(url("minimal.localhost"));
  await expect(page.getByTestId("logo-placeholder")).toContainText("Minimal Trips");
  await expect(page.getByTestId("logo-placeholder")).toContainText("MT");
});

test("the custom domain horizon.test serves Horizon Travel", async ({ page }) => {
  const response = await page.goto(url("horizon.test"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Horizon Travel");
});

test("a bare localhost serves the default agency", async ({ page }) => {
  await page.goto(url("localhost"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Horizon Travel");
});

test("an unknown host shows 'Agency not found!' with HTTP 404", async ({ page }) => {
  const response = await page.goto(url("nowhere.localhost"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Agency not found!" })).toBeVisible();
  await expect(page.getByText("Horizon Travel")).toHaveCount(0);
});

test("an inactive agency shows only the blocking modal", async ({ page }) => {
  await page.goto(url("closed.localhost"));
  const dialog = page.getByRole("alertdialog", { name: "Agency is inactive" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Please contact the administrator");
  await expect(page.locator("[data-product]")).toHaveCount(0);
  await expect(page.locator("main")).toHaveCount(0);
});

test("an unmatched path redirects to /errors, which offers contact and a way home", async ({
  page,
}) => {
  await page.goto(url("demo.localhost", "/no/such/page"));
  await expect(page).toHaveURL(url("demo.localhost", "/errors"));
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "mailto:hello@horizon.test",
  );
  await page.getByRole("link", { name: "Take me home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Horizon Travel");
});

test("/errors has no contact link when the agency has no email", async ({ page }) => {
  await page.goto(url("minimal.localhost", "/errors"));
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveCount(0);
});
