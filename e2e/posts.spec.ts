import { expect, test, url } from "./fixtures";

test("the blog lists posts newest first with dates, and opens a post", async ({ page }) => {
  await page.goto(url("demo.localhost", "/blog"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  const titles = page.getByRole("article").getByRole("heading");
  await expect(titles).toHaveText([
    "When to book a Caribbean cruise",
    "Packing for a two-week trip with one bag",
  ]);
  await expect(page.getByRole("article").first().locator("time")).toHaveText("Oct 02, 2026");
  await titles.first().getByRole("link").click();
  await expect(page).toHaveURL(url("demo.localhost", "/blog/when-to-book-a-caribbean-cruise"));
  await expect(page.getByText("The hurricane season runs from June to November")).toBeVisible();
});

test("a blog share link shows the post and names the post as canonical", async ({ page }) => {
  await page.goto(url("demo.localhost", "/blog/share?id=packing-for-a-two-week-trip-with-one-bag"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Packing for a two-week trip with one bag",
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://horizon.test/blog/packing-for-a-two-week-trip-with-one-bag",
  );
  expect((await page.goto(url("demo.localhost", "/blog/share?id=nope")))?.status()).toBe(404);
  // Another agency's post is not found here.
  expect(
    (
      await page.goto(url("demo.localhost", "/blog/cinco-pueblos-magicos-para-un-fin-de-semana"))
    )?.status(),
  ).toBe(404);
});

test("dates follow the page language", async ({ page }) => {
  await page.goto(url("viajes.localhost", "/blog"));
  await expect(page.getByRole("article").locator("time")).toHaveText("oct 10, 2026");
});

test("top destinations, their share page and the hidden gems, when the agency enables them", async ({
  page,
}) => {
  await page.goto(url("demo.localhost", "/top-destination"));
  await expect(page.getByRole("article")).toHaveCount(4);
  await page.goto(url("demo.localhost", "/destination"));
  await expect(page.getByRole("article")).toHaveCount(4);
  await page.goto(url("demo.localhost", "/destination/share?id=kyoto"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kyoto");
  await page.goto(url("demo.localhost", "/hidden-gems-round-the-world"));
  await expect(page.getByRole("article").getByRole("heading")).toHaveText([
    "Matera",
    "Faroe Islands",
  ]);

  for (const path of [
    "/top-destination",
    "/destination",
    "/destination/kyoto",
    "/hidden-gems-round-the-world",
  ]) {
    expect((await page.goto(url("viajes.localhost", path)))?.status(), path).toBe(404);
  }
});
