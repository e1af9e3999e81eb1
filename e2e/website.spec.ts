import type { Page } from "@playwright/test";
import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";

const viajes = (path: string) => url("viajes.localhost", path);

// These tests change Viajes Sol's About page (no other test reads its title or text).
test.describe.configure({ mode: "serial" });

async function putWebsite(page: Page, body: unknown) {
  await page.goto(viajes("/api/agency"));
  return page.evaluate(
    async (json) =>
      (
        await fetch("/api/agency/website", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(json),
        })
      ).status,
    body,
  );
}

async function currentAbout(page: Page) {
  await page.goto(viajes("/api/agency"));
  return page.evaluate(async () => (await (await fetch("/api/agency/website")).json()).about);
}

test("the owner edits the About page and the cached public page shows it at once", async ({
  page,
  browser,
}) => {
  // A visitor's view first, so the page is in the cache (it is kept 300 s otherwise).
  const visitor = await browser.newPage();
  await visitor.goto(viajes("/about?lng=en"));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Sobre Viajes Sol");
  // Asked again within the second, the server answers from its front cache (scripts/serve.mjs),
  // the only answer with an Age; the same page Next gave.
  const read = () =>
    visitor.evaluate(async () => {
      const response = await fetch("/about");
      return { age: response.headers.get("age"), html: await response.text() };
    });
  const fromNext = (await read()).html;
  await expect
    .poll(async () => {
      const again = await read();
      return again.age !== null && again.html === fromNext;
    })
    .toBe(true);

  await signInByApi(page, "dueno@viajessol.test", "viajes.localhost");
  const original = await currentAbout(page);
  const title = `Nuestra historia ${Date.now()}`;
  try {
    await page.goto(viajes("/settings/website?lng=en"));
    const about = page.locator("form", { has: page.getByRole("heading", { name: "About page" }) });
    await expect(about.getByLabel("Show the About page")).toBeChecked();
    await about.getByLabel("Page title").fill(title);
    await about
      .getByLabel("Content (HTML)")
      .fill('<p>Desde 1998 en la Ciudad de México.</p><script>alert("x")</script>');
    await about.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. Your public pages show the change now.")).toBeVisible();
    // The form shows what was stored: the script is gone.
    await expect(about.getByLabel("Content (HTML)")).toHaveValue(
      "<p>Desde 1998 en la Ciudad de México.</p>",
    );

    await visitor.goto(viajes("/about?lng=en"));
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await visitor.goto(viajes("/about"));
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(visitor.getByText("Desde 1998 en la Ciudad de México.")).toBeVisible();
  } finally {
    expect(await putWebsite(page, { about: original })).toBe(200);
  }
  await visitor.goto(viajes("/about?lng=en"));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Sobre Viajes Sol");
});

test("turning the About page off shows 'not available' to visitors; FAQ questions are added and removed", async ({
  page,
}) => {
  await signInByApi(page, "dueno@viajessol.test", "viajes.localhost");
  const original = await currentAbout(page);
  try {
    await page.goto(viajes("/settings/website?lng=en"));
    const about = page.locator("form", { has: page.getByRole("heading", { name: "About page" }) });
    await about.getByLabel("Show the About page").uncheck();
    await about.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. Your public pages show the change now.")).toBeVisible();
    await page.goto(viajes("/about?lng=en"));
    await expect(page.getByText("About Us Page is not available")).toBeVisible();
  } finally {
    expect(await putWebsite(page, { about: original })).toBe(200);
  }

  await page.goto(viajes("/settings/website?lng=en"));
  const faq = page.locator("form", { has: page.getByRole("heading", { name: "FAQ page" }) });
  const before = await faq.getByRole("listitem").count();
  await faq.getByRole("button", { name: "Add a question" }).click();
  await expect(faq.getByRole("listitem")).toHaveCount(before + 1);
  await expect(faq.getByLabel(`Question ${before + 1}`)).toHaveValue("");
  await faq.getByRole("button", { name: `Remove question ${before + 1}` }).click();
  await expect(faq.getByRole("listitem")).toHaveCount(before);
});

test("a sales agent cannot open Website Settings", async ({ page }) => {
  await signInByApi(page, "sales@horizon.test");
  await page.goto(url("demo.localhost", "/settings/website"));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Your role does not give you access to this page.",
  );
  await expect(page.locator("form")).toHaveCount(0);
});
