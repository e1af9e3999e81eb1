import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations } from "./helpers";

/**
 * Settings of issue 16 in the browser: Payment settings (refused to a sales agent by page and
 * API; the owner's brands saved and the connection tested) and Customize Theme (a colour short of
 * WCAG AA refused, a new colour and logo previewed, saved, and shown on the public site).
 */

const demo = (path: string) => url("demo.localhost", path);

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("a sales agent is refused Payment settings by the page and by the API", async ({ page }) => {
  await signInByApi(page, "sales@horizon.test");
  await page.goto(demo("/settings/payment"));
  await expect(page.getByText("Your role does not give you access to this page.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Payment gateway" })).toHaveCount(0);
  const statuses = await page.evaluate(async () => [
    (await fetch("/api/agency/payment-settings")).status,
    (
      await fetch("/api/agency/payment-settings", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ provider: "sandbox", mode: "test", methods: ["visa"] }),
      })
    ).status,
  ]);
  expect(statuses).toEqual([403, 403]);
});

test("the owner chooses the cards accepted, tests the connection, and bad Stripe keys are refused", async ({
  page,
}) => {
  await signInByApi(page, "owner@horizon.test");
  await page.goto(demo("/settings/payment"));
  const form = page.getByRole("form", { name: "Payment gateway" });
  await expect(form.getByRole("radio", { name: /Sandbox/ })).toBeChecked();
  await expect(form.getByRole("button", { name: "Save payment settings" })).toBeEnabled();

  // Stripe with a key that is not one: the field says so and nothing is sent.
  await form.getByRole("radio", { name: /Stripe/ }).check();
  await form.getByLabel("Publishable key").fill("my-key");
  await form.getByRole("button", { name: "Save payment settings" }).click();
  await expect(
    form.getByText("A publishable key looks like pk_test_… or pk_live_…."),
  ).toBeVisible();
  await expect(form.getByText("Enter the secret key.")).toBeVisible();
  await page.reload();
  await expect(form.getByRole("radio", { name: /Sandbox/ })).toBeChecked();

  // American Express no more, saved and still so after a reload.
  await form.getByRole("checkbox", { name: "American Express" }).uncheck();
  await form.getByRole("button", { name: "Save payment settings" }).click();
  await expect(page.getByText("Payment settings saved.")).toBeVisible();
  await page.reload();
  await expect(form.getByRole("checkbox", { name: "American Express" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Visa" })).toBeChecked();

  const test = page.getByRole("region", { name: "Connection test" });
  await test.getByRole("button", { name: "Test the connection" }).click();
  await expect(test.getByRole("status")).toHaveText(
    "The sandbox is ready: pay with its test cards.",
  );
  await expect(test).toContainText("the gateway accepted the keys");

  // Every brand again, as the other tests expect.
  await form.getByRole("checkbox", { name: "American Express" }).check();
  await form.getByRole("button", { name: "Save payment settings" }).click();
  await expect(page.getByText("Payment settings saved.")).toBeVisible();
});

test("the owner's new theme colour and logo are previewed, refused without contrast, and shown publicly", async ({
  page,
}) => {
  await signInByApi(page, "owner@horizon.test");
  try {
    await page.goto(demo("/settings/website"));
    const form = page.getByRole("form", { name: "Customize theme" });
    const colour = form.getByLabel("Primary colour (#RRGGBB)");
    const save = form.getByRole("button", { name: "Save theme" });
    await expect(save).toBeEnabled();

    await colour.fill("#e8590c");
    await expect(form.getByText(/contrast of 3\.58:1; WCAG AA needs 4\.5:1/)).toBeVisible();
    await expect(colour).toHaveAttribute("aria-invalid", "true");
    await expect(save).toBeDisabled();

    await colour.fill("#1e3a8a");
    await expect(form.getByText(/Contrast with white 10\.\d\d:1/)).toBeVisible();
    const preview = page.getByTestId("theme-preview");
    await expect(preview.getByText("Search", { exact: true })).toHaveCSS(
      "background-color",
      "rgb(30, 58, 138)",
    );
    await form.getByLabel("Logo", { exact: true }).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(preview.getByRole("img", { name: "Horizon Travel logo" })).toHaveAttribute(
      "src",
      /^data:image\/png;base64,/,
    );
    // A file of another type is refused before it is sent.
    await form.getByLabel("Favicon").setInputFiles({
      name: "icon.gif",
      mimeType: "image/gif",
      buffer: Buffer.from("GIF89a"),
    });
    await expect(form.getByText("Choose a PNG, ICO file.")).toBeVisible();
    await form.getByLabel("Favicon").setInputFiles([]);

    await save.click();
    await expect(page.getByText("Theme saved. Your site shows it now.")).toBeVisible();

    await page.goto(demo("/"));
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--agency-primary").trim(),
    );
    expect(primary).toBe("#1e3a8a");
    await expect(page.getByRole("img", { name: "Horizon Travel" }).first()).toHaveAttribute(
      "src",
      /^\/api\/agency\/theme\/logo\?v=\d+$/,
    );
  } finally {
    // The seeded colour again, which other tests read.
    const status = await page.evaluate(
      async () =>
        (
          await fetch("/api/agency/theme", {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ primaryColor: "#0b7285" }),
          })
        ).status,
    );
    expect(status).toBe(200);
  }
});

for (const lng of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on the settings pages in ${lng}`, async ({
    page,
  }) => {
    await signInByApi(page, "owner@horizon.test");
    for (const path of ["/settings/payment", "/settings/website"]) {
      await page.goto(demo(`${path}?lng=${lng}`));
      await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
      await expect(page.locator("form").first()).toBeVisible();
      expect(await blockingViolations(page), path).toEqual([]);
    }
  });
}
