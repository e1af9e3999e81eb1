import { PORT, expect, test, url } from "./fixtures";

test("each host's sitemap lists that agency's public pages at its canonical address", async ({
  page,
}) => {
  const demo = await (await page.goto(url("demo.localhost", "/sitemap.xml")))!.text();
  const demoLocs = [...demo.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(demoLocs).toEqual([
    "https://horizon.test/",
    "https://horizon.test/about",
    "https://horizon.test/faqs",
    "https://horizon.test/privacy-policy",
    "https://horizon.test/cookies-policy",
    "https://horizon.test/disclaimer",
    "https://horizon.test/user-terms-and-conditions",
    "https://horizon.test/cancellation-policy",
    "https://horizon.test/cancellation-policy/carnival",
    "https://horizon.test/cancellation-policy/celebrity",
    "https://horizon.test/cancellation-policy/disney",
    "https://horizon.test/cancellation-policy/mcl",
    "https://horizon.test/cancellation-policy/royal-caribbean",
    "https://horizon.test/blog",
    "https://horizon.test/blog/when-to-book-a-caribbean-cruise",
    "https://horizon.test/blog/packing-for-a-two-week-trip-with-one-bag",
    "https://horizon.test/top-destination",
    "https://horizon.test/hidden-gems-round-the-world",
    "https://horizon.test/destination/matera",
    "https://horizon.test/destination/faroe-islands",
    "https://horizon.test/destination/kyoto",
    "https://horizon.test/destination/lisbon",
  ]);

  const minimal = await (await page.goto(url("minimal.localhost", "/sitemap.xml")))!.text();
  const minimalLocs = [...minimal.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(minimalLocs).toEqual([
    `http://minimal.localhost:${PORT}/`,
    `http://minimal.localhost:${PORT}/user-terms-and-conditions`,
    `http://minimal.localhost:${PORT}/blog`,
  ]);
  expect(minimal).not.toContain("horizon");

  const closed = await page.goto(url("closed.localhost", "/sitemap.xml"));
  expect(closed?.status()).toBe(404);
});

test("robots.txt allows an agency's site and points at its sitemap; an unknown host is closed", async ({
  page,
}) => {
  const viajes = await (await page.goto(url("viajes.localhost", "/robots.txt")))!.text();
  expect(viajes).toContain("Allow: /");
  expect(viajes).toContain(`Sitemap: http://viajes.localhost:${PORT}/sitemap.xml`);
  const unknown = await (await page.goto(url("nowhere.localhost", "/robots.txt")))!.text();
  expect(unknown).toBe("User-agent: *\nDisallow: /\n");
});

test("pages carry a canonical URL, Open Graph tags and JSON-LD describing the agency", async ({
  page,
}) => {
  await page.goto(url("demo.localhost", "/about"));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://horizon.test/about",
  );
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
    "content",
    "Horizon Travel",
  );
  // The agency's logo, whatever it is now (Customize Theme may have replaced the seeded one),
  // at the canonical origin.
  const logo = await page.evaluate(
    async () =>
      ((await (await fetch("/api/agency")).json()) as { agency: { logo: string } }).agency.logo,
  );
  expect(logo).toMatch(/^\/(assets|api\/agency\/theme)\//);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `https://horizon.test${logo}`,
  );

  await page.goto(url("demo.localhost"));
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  );
  expect(jsonLd).toMatchObject({
    "@type": "TravelAgency",
    name: "Horizon Travel",
    url: "https://horizon.test/",
    email: "hello@horizon.test",
    address: { addressLocality: "San Francisco" },
  });
  expect(jsonLd.sameAs).toHaveLength(7);
});

test("the language menu switches the page language and remembers it", async ({ page, context }) => {
  await page.goto(url("demo.localhost", "/?lng=fr"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByRole("combobox", { name: "Langue" }).selectOption("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveURL(url("demo.localhost", "/"));
  expect((await context.cookies()).find((c) => c.name === "pll_language")?.value).toBe("de");
  await expect(page.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
});

test("an agency with one language shows no language menu", async ({ page }) => {
  await page.goto(url("minimal.localhost"));
  // The page does have comboboxes (the search panel's, once reached for), so the one looked for
  // is really absent.
  await page.getByRole("button", { name: /^Destination/ }).click();
  await expect(page.getByRole("combobox", { name: "Destination" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveCount(0);
});
