import { expect, test, url } from "./fixtures";

test("a pll_language=ar cookie renders the page right to left in Arabic", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "pll_language", value: "ar", url: url("demo.localhost") }]);
  await page.goto(url("demo.localhost"));
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("#products-heading")).toHaveText("ما نحجزه");
});

test("lng wins over the cookie and is remembered for a year", async ({ page, context }) => {
  await context.addCookies([{ name: "pll_language", value: "fr", url: url("demo.localhost") }]);
  await page.goto(url("demo.localhost", "/?lng=de"));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const cookie = (await context.cookies()).find((c) => c.name === "pll_language");
  expect(cookie?.value).toBe("de");
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  await page.goto(url("demo.localhost"));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("without lng or cookie the agency's default language is used", async ({ page }) => {
  await page.goto(url("viajes.localhost"));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("#products-heading")).toHaveText("Qué reservamos");
  await page.goto(url("demo.localhost"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a first visit stores a random session id; xsessionid overrides it", async ({
  page,
  context,
}) => {
  await page.goto(url("demo.localhost"));
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "x-session-id")?.value)
    .toMatch(/^[0-9a-f-]{36}$/);
  const first = (await context.cookies()).find((c) => c.name === "x-session-id")!.value;
  await page.reload();
  expect((await context.cookies()).find((c) => c.name === "x-session-id")!.value).toBe(first);

  await page.goto(url("demo.localhost", "/?xsessionid=shared-session-2026"));
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "x-session-id")?.value)
    .toBe("shared-session-2026");
});

test("analytics load only for an agency that enables them", async ({ page }) => {
  await page.goto(url("demo.localhost"));
  await expect(
    page.locator('script[src="https://www.googletagmanager.com/gtag/js?id=G-HZN7T2QX41"]'),
  ).toHaveCount(1);
  await expect(page.locator("script#fb-pixel")).toHaveCount(1);
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe(
    "function",
  );

  await page.goto(url("viajes.localhost"));
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  await expect(page.locator("script#fb-pixel")).toHaveCount(0);
});

test("the skip link is the first stop of the keyboard and reaches the content", async ({
  page,
}) => {
  await page.goto(url("demo.localhost"));
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
});
