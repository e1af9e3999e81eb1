import { expect, test, url } from "./fixtures";

test("About shows the agency's title, sanitised content and image", async ({ page }) => {
  await page.goto(url("demo.localhost"));
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "About Horizon" })
    .click();
  await expect(page).toHaveURL(url("demo.localhost", "/about"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Horizon Travel");
  await expect(page.getByText("independent agency founded in San Francisco")).toBeVisible();
  await expect(page.locator('main img[src="/assets/agencies/demo/about.svg"]')).toBeVisible();
});

test("a disabled About page says so, and the header has no About link", async ({ page }) => {
  await page.goto(url("minimal.localhost", "/about"));
  await expect(page.getByRole("heading", { name: "About Us Page is not available" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});

test("the FAQ accordion keeps one answer open at a time", async ({ page }) => {
  await page.goto(url("demo.localhost", "/faqs"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help & FAQ");
  await expect(
    page.getByText("Answers to the questions our travellers ask most often."),
  ).toBeVisible();
  const items = page.locator("details");
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(2).locator("summary").click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  await expect(page.getByText("Call +1 415 555 0132 on weekdays")).toBeHidden();
  // Keyboard: a summary is focusable and toggles with Enter.
  await items.nth(3).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(3)).toHaveAttribute("open", "");
  await expect(page.getByText("Call +1 415 555 0132 on weekdays")).toBeVisible();
});

test("a disabled FAQ page says so", async ({ page }) => {
  await page.goto(url("minimal.localhost", "/faqs"));
  await expect(page.getByRole("heading", { name: "Faq Page is not available" })).toBeVisible();
  await expect(page.getByText("Check back later for more information")).toBeVisible();
});

test("the footer shows contact, social links, every policy link and payment cards", async ({
  page,
}) => {
  await page.goto(url("demo.localhost"));
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "+1 415 555 0132" })).toHaveAttribute(
    "href",
    "tel:+14155550132",
  );
  await expect(footer.getByTestId("footer-address")).toHaveText(
    "455 Market Street, Suite 1200, San Francisco, CA, 94105, United States",
  );
  await expect(footer.locator("[data-social]")).toHaveCount(7);
  await expect(
    footer.getByRole("navigation", { name: "Useful Links" }).getByRole("link"),
  ).toHaveText([
    "Manage my booking",
    "Privacy Policy",
    "Terms & Conditions",
    "Cookies Policy",
    "Disclaimer",
  ]);
  await expect(footer.getByRole("img", { name: "Visa" })).toBeVisible();
});

test("footer links are hidden for empty policies; the phone when the agency does not allow it", async ({
  page,
}) => {
  await page.goto(url("viajes.localhost"));
  const footer = page.getByRole("contentinfo");
  // Viajes Sol's cookies policy is an empty paragraph and its disclaimer is blank.
  await expect(footer.getByRole("navigation").getByRole("link")).toHaveText([
    "Gestionar mi reserva",
    "Política de privacidad",
    "Términos y condiciones",
  ]);
  await expect(footer.getByText("+52 55 5555 0199")).toHaveCount(0);
  await expect(footer.locator("[data-social]")).toHaveCount(2);

  const empty = await page.goto(url("viajes.localhost", "/cookies-policy"));
  expect(empty?.status()).toBe(404);
});

test("policy pages render the agency's sanitised text", async ({ page }) => {
  for (const [path, heading, text] of [
    ["/privacy-policy", "Privacy Policy", "to make and service your bookings"],
    ["/cookies-policy", "Cookies Policy", "strictly necessary cookies"],
    ["/disclaimer", "Disclaimer", "acts as an agent"],
    ["/user-terms-and-conditions", "Terms & Conditions", "These terms apply to every booking"],
  ] as const) {
    const response = await page.goto(url("demo.localhost", path));
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(text)).toBeVisible();
  }
});

test("agency terms are served under the agency's own id only", async ({ page }) => {
  const agencyId = async (host: string) => {
    await page.goto(url(host));
    return page.evaluate(
      async () => (await (await fetch("/api/agency")).json()).agency.id as string,
    );
  };
  const demo = { id: await agencyId("demo.localhost") };
  const viajes = { id: await agencyId("viajes.localhost") };
  const own = await page.goto(url("demo.localhost", `/agency-terms-and-conditions/${demo.id}`));
  expect(own?.status()).toBe(200);
  await expect(page.getByText("These terms apply to every booking")).toBeVisible();
  const other = await page.goto(url("demo.localhost", `/agency-terms-and-conditions/${viajes.id}`));
  expect(other?.status()).toBe(404);
});

test("hideHeader=true and hideFooter=true hide the header and footer", async ({ page }) => {
  await page.goto(url("demo.localhost", "/?hideHeader=true&hideFooter=true"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Horizon Travel");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  // The choice holds for the rest of the browser session (an agency embedding its site)...
  await page.goto(url("demo.localhost", "/about"));
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  // ...until the page says otherwise.
  await page.goto(url("demo.localhost", "/?hideHeader=false&hideFooter=false"));
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.goto(url("demo.localhost", "/"));
  await expect(page.getByRole("banner")).toBeVisible();
});

test("the cancellation policy links its five cruise-line pages", async ({ page }) => {
  await page.goto(url("demo.localhost", "/cancellation-policy"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancellation policy");
  const lines = page.getByRole("navigation", { name: "Cruise lines" }).getByRole("link");
  await expect(lines).toHaveText([
    "Royal Caribbean",
    "Carnival",
    "MSC Cruises",
    "Celebrity Cruises",
    "Disney Cruise Line",
  ]);
  await lines.nth(2).click();
  await expect(page).toHaveURL(url("demo.localhost", "/cancellation-policy/mcl"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "MSC Cruises cancellation policy",
  );
  // Below the agency's words, the line's charges: the schedule a booking's refund follows.
  const table = page.getByRole("table", {
    name: "Charges for cancelling a cruise with MSC Cruises",
  });
  await expect(table.getByRole("row")).toHaveText([
    "Days before sailingCancellation charge",
    "60 days or moreNo charge",
    "59 to 30 days25% of the cruise price",
    "29 to 15 days50% of the cruise price",
    "14 to 7 days75% of the cruise price",
    "6 days or fewer100% of the cruise price",
  ]);
});

test("a cruise line's charges show where the agency wrote nothing of its own, in its language", async ({
  page,
}) => {
  await page.goto(url("viajes.localhost", "/cancellation-policy/carnival"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Política de cancelación: Carnival Cruise Line",
  );
  await expect(page.getByTestId("penalty-table").getByRole("row").nth(1)).toHaveText(
    "56 días o másSin cargo",
  );
});

test("cancellation pages an agency has not written are not found", async ({ page }) => {
  expect((await page.goto(url("viajes.localhost", "/cancellation-policy")))?.status()).toBe(404);
  expect(
    (await page.goto(url("demo.localhost", "/cancellation-policy/unknown-line")))?.status(),
  ).toBe(404);
});
