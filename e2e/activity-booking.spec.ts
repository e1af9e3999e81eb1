import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { latestMail, signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import {
  cancelWithFullRefund,
  activityCityId,
  blockingViolations,
  expectPriceAddsUp,
  fillCard,
  inDays,
  minor,
  PESOS,
} from "./helpers";

/**
 * Activities end to end (issue 15): from the home page's deal card to a day, travellers and a
 * time slot, the checkout with every traveller's name and the organiser's questions when the
 * option asks them, paid, a ticket per traveller, the mail with the tickets and the calendar,
 * cancelled with the refund; a guest on Viajes Sol in Spanish and pesos; a currency change that
 * reloads the page keeping what was chosen; axe in English and Arabic. Each test books its own
 * days (the slots' places are shared).
 */

/** The messages of a language (merged as the site merges them), for the tests in it. */
function messages(locale: string): Record<string, Record<string, string>> {
  const dir = path.join(process.cwd(), "messages", "parts");
  const parts = ["activities", "checkout", "trips", "trip-products"];
  return Object.assign(
    {},
    JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")),
    ...parts.map((p) => JSON.parse(readFileSync(path.join(dir, p, `${locale}.json`), "utf8"))),
  );
}

test("a visitor where the agency has no non-login flow sees Reveal Price instead of prices", async ({
  page,
}) => {
  const city = await activityCityId(page, "Lisbon", "PT");
  const day = inDays(25);
  await page.goto(
    url(
      "demo.localhost",
      `/booknow/activities/search?${new URLSearchParams({ cityId: city, cityName: "Lisbon, Portugal", from: day, to: day })}`,
    ),
  );
  const first = page.getByTestId("activity-results").getByRole("listitem").first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await expect(first.getByRole("link", { name: "Reveal Price" })).toHaveAttribute(
    "href",
    /\/login\?redirect=/,
  );
  await expect(page.getByTestId("activity-from-price")).toHaveCount(0);
});

/** Picks a day in the details' date field, going on month by month. */
async function pickDate(page: Page, day: number) {
  await page.getByRole("button", { name: /^Date / }).click();
  const calendar = page.getByRole("dialog", { name: "Choose the date: Date" });
  const date = new Date(Date.now() + day * 86_400_000);
  const name = new RegExp(
    `${date.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" })} ${date.getUTCDate()}(st|nd|rd|th), ${date.getUTCFullYear()}`,
  );
  // The calendar's code loads when it is first opened: count its days once they are there, or
  // the count finds none and the loop walks past the month.
  await expect(calendar.getByRole("grid").first()).toBeVisible();
  for (let n = 0; n < 6 && !(await calendar.getByRole("button", { name }).count()); n++) {
    await calendar.getByRole("button", { name: /Next Month/i }).click();
  }
  await calendar.getByRole("button", { name }).click();
  await expect(calendar).toHaveCount(0);
}

/** The first slot open to the travellers, chosen; the address then names it. */
async function chooseFirstSlot(page: Page) {
  const open = page.locator("label:has(input[type=radio]:not([disabled]))").first();
  await expect(open).toBeVisible({ timeout: 20_000 });
  await open.click();
  await expect(page).toHaveURL(/[?&]option=.*&time=\d\d%3A\d\d/);
}

/**
 * The travellers' names (each one's when the option needs them, else the lead's) and the required
 * answers; the number of names asked for.
 */
async function fillTravellers(page: Page, names: [string, string][], everyone: boolean) {
  const firsts = page.locator('input[id^="act-traveller-"][id$="-firstName"]');
  await expect(firsts.first()).toBeVisible();
  await expect(firsts).toHaveCount(everyone ? names.length : 1);
  for (let i = 0; i < (await firsts.count()); i++) {
    const [first, last] = names[i]!;
    await page.locator(`#act-traveller-${i}-firstName`).fill(first);
    await page.locator(`#act-traveller-${i}-lastName`).fill(last);
  }
  const required = page.locator('input[id^="act-answer-"][aria-required="true"]');
  for (let i = 0; i < (await required.count()); i++) {
    await required.nth(i).fill("Hotel Marine Plaza, Marine Drive");
  }
}

/** Whether the checkout asks every traveller's name (its section says so). */
async function everyoneNamed(page: Page, heading: string) {
  const section = page.locator("#travellers-heading");
  await expect(section).toBeVisible({ timeout: 20_000 });
  return (await section.textContent()) === heading;
}

test(
  "from the home page's activity deal: a day, 2 adults and a child, a slot, names and answers, paid, ticketed, mailed and cancelled",
  { tag: "@processes" },
  async ({ page }) => {
    test.setTimeout(150_000);
    await signInByApi(page, "traveller@horizon.test");
    await page.goto(url("demo.localhost", "/?tab=Activities"));
    await expect(page.getByRole("tab", { name: "Activities" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const deal = page.getByTestId("deal-card").first();
    const title = (await deal.getByRole("heading", { level: 3 }).textContent())!;
    await deal.getByRole("link", { name: "Book Now" }).click();

    await expect(page).toHaveURL(/\/booknow\/activities\/result-details\//);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("heading", { name: "Meeting point" })).toBeVisible();
    await pickDate(page, 12);
    await expect(page).toHaveURL(new RegExp(`date=${inDays(12)}`));
    await page.getByRole("button", { name: /^Add one: Child/ }).click();
    await expect(page).toHaveURL(/adults=2&children=1&seniors=0/);
    await chooseFirstSlot(page);
    await expect(page.getByText("Total for 2 adults and 1 child")).toBeVisible();
    // The total: each traveller at their type's price, as the page lists them.
    const total = minor((await page.getByTestId("activity-total").textContent())!);
    const each = async (type: string) =>
      minor(
        (await page
          .locator("section:has(> [role=radiogroup] input:checked)")
          .getByRole("listitem")
          .filter({ hasText: new RegExp(`^${type} \\(\\d+–\\d+\\): `) })
          .locator("span")
          .textContent())!,
      );
    expect(total).toBe(2 * (await each("Adult")) + (await each("Child")));
    await page.getByRole("link", { name: "Book", exact: true }).click();

    await expect(page).toHaveURL(/\/booknow\/activities\/bookings\/checkout\?/);
    await expect(page.getByText("Places held for")).toBeVisible({ timeout: 20_000 });
    // Held at the total the details page showed; each type's tickets, then taxes, add up to it.
    expect(await expectPriceAddsUp(page, ["adult", "child", "taxes"])).toBe(total);
    await fillTravellers(
      page,
      [
        ["Ana", "Silva"],
        ["Bruno", "Silva"],
        ["Carla", "Silva"],
      ],
      await everyoneNamed(page, "Travellers"),
    );
    await page.getByLabel("Email").fill("ana.passeio@example.com");
    await page.getByLabel("Country", { exact: true }).selectOption("PT");
    await page.getByLabel("Phone", { exact: true }).fill("+351 912 345 678");
    await fillCard(page);
    await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
    await page.getByRole("button", { name: "Pay and book" }).click();

    await expect(page).toHaveURL(
      /\/booknow\/activities\/confirmation\/[0-9A-HJKMNP-TV-Z]{8}(\?|$)/,
      {
        timeout: 30_000,
      },
    );
    await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
      timeout: 15_000,
    });
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
    expect(page.url()).toContain(`/confirmation/${reference}`);
    // One ticket a traveller, each its own number.
    const tickets = page.getByTestId("ticket-number");
    await expect(tickets).toHaveCount(3);
    expect(new Set(await tickets.allTextContents()).size).toBe(3);

    const mail = await latestMail("ana.passeio@example.com", new RegExp(reference));
    const names = mail.attachments.map((a) => a.filename);
    expect(names).toEqual(
      expect.arrayContaining([`tickets-${reference}.pdf`, `booking-${reference}.ics`]),
    );
    const pdf = mail.attachments.find((a) => a.filename?.endsWith(".pdf"))!;
    expect(pdf.content.subarray(0, 4).toString()).toBe("%PDF");
    const ics = mail.attachments.find((a) => a.filename?.endsWith(".ics"))!.content.toString();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    // The mail and My Trips both lead to the booking's page; cancelled free, all paid comes back.
    const bookingPath = `/mytrip/activity-details?reference=${reference}`;
    expect(mail.html || mail.text).toContain(bookingPath);
    await page.goto(url("demo.localhost", "/mytrip/mytrips"));
    const trip = page.getByRole("article").filter({ hasText: reference });
    await expect(trip).toBeVisible({ timeout: 15_000 });
    await expect(trip.getByRole("link").first()).toHaveAttribute("href", bookingPath);
    await trip.getByRole("link").last().click();
    await expect(page).toHaveURL(url("demo.localhost", bookingPath));
    await cancelWithFullRefund(page);
  },
);

test("an option with hotel pick-up asks every traveller's name and the hotel, refused until given", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, "traveller@horizon.test");
  const city = await activityCityId(page, "Lisbon", "PT");
  const day = inDays(16);
  await page.goto(
    url(
      "demo.localhost",
      `/booknow/activities/search?${new URLSearchParams({ cityId: city, cityName: "Lisbon, Portugal", from: day, to: day })}`,
    ),
  );
  await page.getByRole("link", { name: "Lisbon Photography Walk" }).click();
  await expect(page.getByRole("heading", { name: "With hotel pick-up" })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole("button", { name: /^Add one: Child/ }).click();
  await expect(page).toHaveURL(/adults=2&children=1&seniors=0/);
  const slots = page.getByRole("radiogroup", { name: "Start times: With hotel pick-up" });
  await expect(slots).toHaveAccessibleDescription(/Every traveller's name is needed/);
  await slots.locator("label:has(input:not([disabled]))").first().click();
  await page.getByRole("link", { name: "Book", exact: true }).click();

  await expect(page.getByText("Places held for")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Travellers", exact: true })).toBeVisible();
  for (const legend of [
    /^Adult .*, traveller 1$/,
    /^Adult .*, traveller 2$/,
    /^Child .*, traveller 1$/,
  ]) {
    await expect(page.getByRole("group", { name: legend })).toBeVisible();
  }
  const hotel = page.getByLabel("Hotel for pick-up (required)");
  await page.getByLabel("Email").fill("ana.recolha@example.com");
  await page.getByLabel("Country", { exact: true }).selectOption("PT");
  await page.getByLabel("Phone", { exact: true }).fill("+351 912 345 678");
  await fillCard(page);
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  // Nothing named nor answered: refused, each field saying why.
  await page.getByRole("button", { name: "Pay and book" }).click();
  await expect(page.getByText("Please correct the travellers' details below.")).toBeVisible();
  await expect(page.locator("#act-traveller-0-firstName")).toHaveAttribute("aria-invalid", "true");
  await expect(hotel).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/bookings\/checkout/);

  await fillTravellers(
    page,
    [
      ["Ana", "Silva"],
      ["Bruno", "Silva"],
      ["Carla", "Silva"],
    ],
    true,
  );
  await expect(hotel).toHaveValue("Hotel Marine Plaza, Marine Drive");
  await expect(hotel).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Pay and book" }).click();

  await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("ticket-number")).toHaveCount(3);
  // Each ticket names its holder.
  for (const holder of ["Ana Silva (Adult)", "Bruno Silva (Adult)", "Carla Silva (Child)"]) {
    await expect(page.getByText(holder, { exact: true })).toBeVisible();
  }
  await expect(page.getByText("Hotel Marine Plaza, Marine Drive")).toBeVisible();
});

test("a 3-D Secure card approved on the bank's page returns to the activity's confirmation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, "traveller@horizon.test");
  const city = await activityCityId(page, "Lisbon", "PT");
  const day = inDays(18);
  await page.goto(
    url(
      "demo.localhost",
      `/booknow/activities/search?${new URLSearchParams({ cityId: city, cityName: "Lisbon, Portugal", from: day, to: day })}`,
    ),
  );
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await cards.first().locator('a[href*="/result-details/"]').last().click();
  await chooseFirstSlot(page);
  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page.getByText("Places held for")).toBeVisible({ timeout: 20_000 });
  await fillTravellers(
    page,
    [
      ["Ana", "Silva"],
      ["Bruno", "Silva"],
    ],
    await everyoneNamed(page, "Travellers"),
  );
  await page.getByLabel("Email").fill("ana.3ds@example.com");
  await page.getByLabel("Country", { exact: true }).selectOption("PT");
  await page.getByLabel("Phone", { exact: true }).fill("+351 912 345 678");
  await fillCard(page, "4000 0027 6000 3184");
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Pay and book" }).click();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/booknow\/activities\/confirmation\/[0-9A-HJKMNP-TV-Z]{8}(\?|$)/, {
    timeout: 30_000,
  });
  await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId("ticket-number")).toHaveCount(2);
});

test("a guest on Viajes Sol books an activity in Spanish, priced in pesos", async ({ page }) => {
  test.setTimeout(120_000);
  const es = messages("es");
  await page.goto(url("viajes.localhost", "/?tab=Activities"));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const deal = page.getByTestId("deal-card").first();
  await expect(deal.getByTestId("deal-price")).toHaveText(PESOS);
  await deal.getByRole("link", { name: es.Deals!.bookNow }).click();
  await expect(page.getByRole("heading", { name: es.Activities!.meetingPoint })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(es.Activities!.chooseDateAndTime!)).toBeVisible();
  await chooseFirstSlot(page);
  const total = page.getByTestId("activity-total");
  await expect(total).toHaveText(PESOS);
  await page.getByRole("link", { name: es.Activities!.book, exact: true }).click();

  await expect(page.getByText(es.ActivityCheckout!.holdFor!)).toBeVisible({ timeout: 20_000 });
  await fillTravellers(
    page,
    [
      ["Lucía", "García"],
      ["Mateo", "García"],
    ],
    await everyoneNamed(page, es.ActivityCheckout!.travellers!),
  );
  await page.locator("#co-contact-firstName").fill("Lucía");
  await page.locator("#co-contact-lastName").fill("García");
  await page.locator("#co-contact-email").fill("lucia.actividad@example.com");
  await page.locator("#co-contact-country").selectOption("MX");
  await page.locator("#co-contact-phone").fill("+52 55 1234 5678");
  await expect(page.getByText(/ MXN/).first()).toBeVisible();
  await fillCard(page);
  await page.getByRole("checkbox").last().check();
  await page.getByRole("button", { name: es.Checkout!.pay }).click();

  await expect(page).toHaveURL(/\/booknow\/activities\/confirmation\/[0-9A-HJKMNP-TV-Z]{8}/, {
    timeout: 30_000,
  });
  await expect(page.getByRole("heading", { name: es.Checkout!.confirmedTitle })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId("ticket-number")).toHaveCount(2);
  await expect(page.locator(`dt:has-text("${es.Checkout!.amountCharged}") + dd`)).toContainText(
    "MXN",
  );
});

test("a currency change on the details reloads them in the new currency, keeping the day, travellers and slot", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, "traveller@horizon.test");
  const city = await activityCityId(page, "Lisbon", "PT");
  const from = inDays(20);
  await page.goto(
    url(
      "demo.localhost",
      `/booknow/activities/search?${new URLSearchParams({ cityId: city, cityName: "Lisbon, Portugal", from, to: inDays(22) })}`,
    ),
  );
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await cards.first().locator('a[href*="/result-details/"]').last().click();
  await expect(page.getByRole("heading", { name: "Meeting point" })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole("button", { name: /^Add one: Adult/ }).click();
  await expect(page).toHaveURL(/adults=3/);
  await chooseFirstSlot(page);
  const total = page.getByTestId("activity-total");
  await expect(total).toContainText("$");
  const before = new URL(page.url()).searchParams;

  await page.getByTestId("currency-button").click();
  const dialog = page.getByRole("dialog", { name: "Currency" });
  await dialog.getByLabel("Search by country or currency").fill("germ");
  await dialog.getByRole("button", { name: /Germany/ }).click();

  await expect(page.getByTestId("currency-button")).toHaveText("EUR", { timeout: 15_000 });
  await expect(total).toContainText("€", { timeout: 20_000 });
  const after = new URL(page.url()).searchParams;
  for (const kept of [
    "date",
    "adults",
    "children",
    "seniors",
    "option",
    "time",
    "cityId",
    "from",
  ]) {
    expect(after.get(kept), kept).toBe(before.get(kept));
  }
  await expect(page.locator("input[type=radio]:checked")).toHaveCount(1);
});

for (const lng of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on the activity pages in ${lng}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page, "traveller@horizon.test");
    const city = await activityCityId(page, "Madrid", "ES");
    const check = async (what: string) => {
      await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
      expect(await blockingViolations(page), what).toEqual([]);
    };
    const from = inDays(lng === "en" ? 25 : 27);
    const params = new URLSearchParams({ cityId: city, cityName: "Madrid", from, to: from, lng });
    await page.goto(url("demo.localhost", `/booknow/activities/search?${params}`));
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    await check("results");
    await cards.first().locator('a[href*="/result-details/"]').last().click();
    await expect(page.locator("label:has(input[type=radio])").first()).toBeVisible({
      timeout: 20_000,
    });
    await check("details");
    await chooseFirstSlot(page);
    await page.locator('a[href*="/bookings/checkout"]').click();
    await expect(page.locator('input[autocomplete="cc-number"]')).toBeVisible({
      timeout: 20_000,
    });
    await check("checkout");
  });
}
