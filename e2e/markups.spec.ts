import type { Page } from "@playwright/test";
import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";

const demo = (path = "/") => url("demo.localhost", path);

// The tests change and read the demo agency's markups: one at a time.
test.describe.configure({ mode: "serial" });

/** Puts the products named back to the seeded markups, from a page of the site (same Origin). */
async function restore(page: Page, markups: Record<string, unknown>) {
  await page.goto(demo("/api/agency"));
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch("/api/agency/markups", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ markups: body }),
        })
      ).status,
    markups,
  );
  expect(status).toBe(200);
}

test("the owner sets Hotels to 15 % and Cruise by keyboard, saves, and sees both after a reload", async ({
  page,
}) => {
  await signInByApi(page, "owner@horizon.test");
  try {
    await page.goto(demo("/settings/agency"));
    await expect(page.getByRole("heading", { name: "Markup Settings" })).toBeVisible();

    const hotels = page.getByRole("group", { name: "Hotels", exact: true });
    await expect(hotels.getByRole("radio", { name: "Percentage" })).toBeChecked();
    const hotelsPercent = hotels.getByLabel("Markup in percent");
    await expect(hotelsPercent).toHaveValue("12");
    await hotelsPercent.fill("15");

    // Keyboard only: the arrow keys move through the choice, Tab reaches the value, Enter saves.
    const cruise = page.getByRole("group", { name: "Cruise", exact: true });
    await expect(cruise.getByRole("radio", { name: "None" })).toBeChecked();
    await expect(cruise.getByRole("textbox")).toHaveCount(0);
    await cruise.getByRole("radio", { name: "None" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(cruise.getByRole("radio", { name: "Percentage" })).toBeChecked();
    await page.keyboard.press("Tab");
    const cruisePercent = cruise.getByLabel("Markup in percent");
    await expect(cruisePercent).toBeFocused();
    await page.keyboard.type("7,5");

    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/agency/markups") && r.request().method() === "PUT",
    );
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(200);
    await expect(page.getByText("Your markups have been saved.")).toBeVisible();
    await expect(cruisePercent).toHaveValue("7.5");

    await page.reload();
    await expect(hotels.getByRole("radio", { name: "Percentage" })).toBeChecked();
    await expect(hotels.getByLabel("Markup in percent")).toHaveValue("15");
    await expect(cruise.getByLabel("Markup in percent")).toHaveValue("7.5");
    // The other products kept theirs.
    const activities = page.getByRole("group", { name: "Activities", exact: true });
    await expect(activities.getByRole("radio", { name: "Fixed amount" })).toBeChecked();
    await expect(activities.getByLabel("Markup in US dollars")).toHaveValue("5.00");
  } finally {
    await restore(page, { hotels: { kind: "percent", basisPoints: 1200 }, cruise: null });
  }
});

test("invalid values show their inline errors and nothing is saved", async ({ page }) => {
  await signInByApi(page, "owner@horizon.test");
  await page.goto(demo("/settings/agency"));
  const puts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT" && r.url().endsWith("/api/agency/markups")) puts.push(r.url());
  });

  // Cars first: leaving a bad box shows its error under it, which moves what follows.
  const cars = page.getByRole("group", { name: "Cars", exact: true });
  await cars.getByRole("radio", { name: "Fixed amount" }).check();
  const carsAmount = cars.getByLabel("Markup in US dollars");
  await carsAmount.fill("100000.01");

  const hotels = page.getByRole("group", { name: "Hotels", exact: true });
  const hotelsPercent = hotels.getByLabel("Markup in percent");
  await hotelsPercent.fill("12.345");

  // Pressing Save leaves the button where it is until the click: the box being left shows no
  // error first, which would push the button from under the pointer and lose the click. (Without
  // scroll anchoring, as in a browser that lacks it, nothing puts the button back in its place.)
  await page.addStyleTag({ content: "* { overflow-anchor: none; }" });
  const save = page.getByRole("button", { name: "Save markups" });
  await save.scrollIntoViewIfNeeded();
  const box = (await save.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await save.boundingBox()).toEqual(box);
  await page.mouse.up();
  await expect(
    hotels.getByText("Enter a percentage such as 12 or 12.5, with at most 2 decimals."),
  ).toBeVisible();
  await expect(hotelsPercent).toHaveAttribute("aria-invalid", "true");
  await expect(hotelsPercent).toBeFocused();
  await expect(cars.getByText("The amount can be at most $100,000.00.")).toBeVisible();
  await expect(carsAmount).toHaveAccessibleDescription(/The amount can be at most \$100,000\.00\./);

  // Leaving a chosen kind empty is an error too, shown as the field is left.
  const flights = page.getByRole("group", { name: "Air Travel", exact: true });
  await flights.getByRole("radio", { name: "Percentage" }).check();
  await flights.getByLabel("Markup in percent").focus();
  await flights.getByLabel("Markup in percent").blur();
  await expect(flights.getByText("Enter a value, or choose None.")).toBeVisible();
  await flights.getByRole("radio", { name: "None" }).check();
  await expect(flights.getByRole("textbox")).toHaveCount(0);

  // Correcting a value clears its error.
  await hotelsPercent.fill("12");
  await expect(hotels.getByText(/Enter a percentage/)).toHaveCount(0);

  await page.getByRole("button", { name: "Save markups" }).click();
  await expect(carsAmount).toBeFocused();
  await expect(page.getByText("Your markups have been saved.")).toHaveCount(0);
  expect(puts).toEqual([]);

  await page.reload();
  await expect(cars.getByRole("radio", { name: "Percentage" })).toBeChecked();
  await expect(cars.getByLabel("Markup in percent")).toHaveValue("8");
});

test("a sales agent is refused markup settings by the API as well as the page", async ({
  page,
}) => {
  await signInByApi(page, "sales@horizon.test");
  const status = await page.evaluate(async () => (await fetch("/api/agency/markups")).status);
  expect(status).toBe(403);
});
