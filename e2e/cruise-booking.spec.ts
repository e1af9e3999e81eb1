import type { Page } from "@playwright/test";
import { latestMail, signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { fillCard, minor, scanAtRest } from "./helpers";

/**
 * Cruises end to end (issue 27): from the home page's Cruise tab, a balcony cabin for 2 adults
 * and 1 child far enough ahead to sell on a deposit, the deposit paid, mailed with the voucher and
 * the calendar file, then the balance paid from the booking page; a sailing within 90 days is
 * charged in full, with the keyboard alone; axe on every cruise page in English and Arabic. Each
 * test books its own months (a cabin category's allotment is shared).
 */

/** The month `ahead` months from this one, as the search's month list names it ("June 2027"). */
function monthLabel(ahead: number): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
  return new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    month,
  );
}

/** The search form's month, the party (adults are 2 by default), then Search. */
async function searchCruises(page: Page, ahead: number, children = 0) {
  await page.getByLabel("Departure month").selectOption({ label: monthLabel(ahead) });
  for (let i = 0; i < children; i++) {
    await page.getByRole("button", { name: "One more: Children" }).click();
  }
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/booknow\/cruise\/search\?/);
  await expect(page.getByTestId("sailing-card").first()).toBeVisible({ timeout: 20_000 });
}

const guests = [
  { first: "Ana", last: "Silva", born: "1984-05-12" },
  { first: "Rui", last: "Silva", born: "1982-11-03" },
  { first: "Inês", last: "Silva", born: "2016-02-20" },
];

/** Every guest as on the passport, then the dining time. */
async function fillGuests(page: Page, count: number) {
  for (const [i, g] of guests.slice(0, count).entries()) {
    await page.locator(`#cruise-guest-${i}-firstName`).fill(g.first);
    await page.locator(`#cruise-guest-${i}-lastName`).fill(g.last);
    await page.locator(`#cruise-guest-${i}-dateOfBirth`).fill(g.born);
    await page.locator(`#cruise-guest-${i}-nationality`).selectOption("PT");
    await page.locator(`#cruise-guest-${i}-passportNumber`).fill(`P${1000000 + i}`);
    await page.locator(`#cruise-guest-${i}-passportExpiry`).fill("2036-01-31");
  }
  await page.getByLabel("Late sitting").check();
}

test(
  "from the home page's Cruise tab: a balcony cabin for 2 adults and 1 child on a deposit, mailed, and the balance paid later",
  { tag: "@processes" },
  async ({ page }) => {
    test.setTimeout(180_000);
    await signInByApi(page, "traveller@horizon.test");
    await page.goto(url("demo.localhost", "/?tab=Cruise"));
    await expect(page.getByRole("tab", { name: "Cruise" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.getByRole("tabpanel").getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL(/\/booknow\/cruise$/);

    // Seven months ahead: the balance is due 90 days before sailing, so a deposit now.
    await searchCruises(page, 7, 1);
    await expect(page.getByTestId("cruise-search-summary")).toContainText("2 adults, 1 child");
    await page
      .getByTestId("sailing-card")
      .first()
      .getByRole("link", { name: "See cabins" })
      .click();

    // The sailing day by day, each time on its port's clock; the cabins for the party.
    await expect(page).toHaveURL(/\/booknow\/cruise\/search-details\?sailingId=cs-/);
    const itinerary = page.getByTestId("cruise-itinerary");
    await expect(itinerary).toBeVisible({ timeout: 20_000 });
    const nights = Number(
      /(\d+) nights?/.exec(
        (await page.getByRole("heading", { level: 2 }).first().textContent())!,
      )![1],
    );
    await expect(itinerary.locator("tbody tr")).toHaveCount(nights + 1);
    const balcony = page.getByTestId("cabin-balcony");
    const shown = minor((await balcony.getByTestId("cabin-total").textContent())!);
    await balcony.getByRole("link", { name: "Choose this cabin" }).click();

    // The checkout: the cabin held at the price shown, every guest, the deposit and the balance.
    await expect(page).toHaveURL(/\/booknow\/cruise\/checkout\?/);
    await expect(page.getByText("Cabin held for")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("cruise-summary")).toContainText("Balcony stateroom");
    await expect(page.getByTestId("cruise-penalties").getByRole("listitem").first()).toContainText(
      "Free cancellation until",
    );
    expect(minor((await page.getByTestId("price-total").textContent())!)).toBe(shown);
    const deposit = minor((await page.getByTestId("deposit-now").textContent())!);
    const balance = minor((await page.getByTestId("balance-later").textContent())!);
    expect(deposit + balance).toBe(shown);
    expect(deposit).toBeGreaterThan(0);
    expect(deposit).toBeLessThan(balance);

    // Paying without the guests says what is missing, at the first guest's field.
    await page.getByLabel("Email").fill("ana.cruzeiro@example.com");
    await page.getByLabel("Country", { exact: true }).selectOption("PT");
    await page.getByLabel("Phone", { exact: true }).fill("+351 912 345 678");
    await fillCard(page);
    await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
    await page.getByRole("button", { name: "Pay and book" }).click();
    await expect(page.getByText("Some guest details need correcting")).toBeVisible();
    await expect(page.locator("#cruise-guest-0-firstName")).toBeFocused();
    await fillGuests(page, 3);
    await page.getByRole("button", { name: "Pay and book" }).click();

    await expect(page).toHaveURL(/\/booknow\/cruise\/confirmation\/[0-9A-Z]{8}/, {
      timeout: 30_000,
    });
    await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
      timeout: 15_000,
    });
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

    // The mail: the voucher and the calendar file of the sailing.
    const mail = await latestMail("ana.cruzeiro@example.com", new RegExp(reference));
    const names = mail.attachments.map((a) => a.filename);
    expect(names).toEqual(
      expect.arrayContaining([`voucher-${reference}.pdf`, `booking-${reference}.ics`]),
    );
    const pdf = mail.attachments.find((a) => a.filename?.endsWith(".pdf"))!;
    expect(pdf.content.subarray(0, 4).toString()).toBe("%PDF");
    const ics = mail.attachments.find((a) => a.filename?.endsWith(".ics"))!.content.toString();
    expect(ics).toContain("BEGIN:VEVENT");

    // The booking's page: the deposit charged, the balance due; paid by card, once.
    const bookingPath = `/mytrip/cruise-details?reference=${reference}`;
    expect(mail.html || mail.text).toContain(bookingPath);
    await page.goto(url("demo.localhost", bookingPath));
    const section = page.getByTestId("balance-section");
    await expect(section).toBeVisible({ timeout: 15_000 });
    const charged = page.locator('dt:has-text("Amount charged") + dd');
    expect(minor((await charged.textContent())!)).toBe(deposit);
    expect(minor((await section.getByTestId("balance-amount").textContent())!)).toBe(balance);
    await expect(page.getByTestId("cruise-itinerary")).toBeVisible();
    await fillCard(page);
    await section.getByRole("button", { name: /^Pay the balance of / }).click();
    await expect(section.getByTestId("balance-paid")).toBeVisible({ timeout: 20_000 });
    await expect(charged).not.toHaveText(/^\s*$/);
    await expect.poll(async () => minor((await charged.textContent())!)).toBe(shown);
    await expect(section.getByRole("button", { name: /^Pay the balance/ })).toHaveCount(0);
  },
);

test(
  "a sailing within 90 days is charged in full, from a checkout done with the keyboard alone",
  { tag: "@processes" },
  async ({ page }) => {
    test.setTimeout(150_000);
    await signInByApi(page, "traveller@horizon.test");
    await page.goto(url("demo.localhost", "/booknow/cruise"));
    await searchCruises(page, 1);
    await page
      .getByTestId("sailing-card")
      .first()
      .getByRole("link", { name: "See cabins" })
      .click();
    const inside = page.getByTestId("cabin-inside");
    await expect(inside).toBeVisible({ timeout: 20_000 });
    await inside.getByRole("link", { name: "Choose this cabin" }).click();
    await expect(page.getByText("Cabin held for")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("deposit-now")).toHaveCount(0);
    const total = minor((await page.getByTestId("price-total").textContent())!);

    // From here on only Tab, Space and the keys typed.
    const tabTo = async (selector: string) => {
      const target = page.locator(selector);
      for (
        let i = 0;
        i < 80 && !(await target.evaluate((el) => el === document.activeElement));
        i++
      ) {
        await page.keyboard.press("Tab");
      }
      await expect(target).toBeFocused();
    };
    for (const [i, g] of guests.slice(0, 2).entries()) {
      await tabTo(`#cruise-guest-${i}-firstName`);
      await page.keyboard.type(g.first);
      await tabTo(`#cruise-guest-${i}-lastName`);
      await page.keyboard.type(g.last);
      await tabTo(`#cruise-guest-${i}-dateOfBirth`);
      // A date field takes its parts in the page language's order (month, day, year in English).
      const [y, m, d] = g.born.split("-");
      await page.keyboard.type(`${m}${d}${y}`);
      await tabTo(`#cruise-guest-${i}-nationality`);
      await page.keyboard.type("Portugal");
      await tabTo(`#cruise-guest-${i}-passportNumber`);
      await page.keyboard.type(`K${2000000 + i}`);
      await tabTo(`#cruise-guest-${i}-passportExpiry`);
      await page.keyboard.type("01312036");
    }
    await tabTo("#cruise-dining-early");
    await page.keyboard.press("Space");
    await tabTo('input[type="email"]');
    await page.keyboard.type("rui.cruzeiro@example.com");
    await tabTo("#co-contact-country");
    await page.keyboard.type("Portugal");
    await tabTo('input[type="tel"]');
    await page.keyboard.type("+351 913 000 000");
    const card = page.locator('input[autocomplete^="cc-"]');
    for (const [i, text] of ["Rui Silva", "4242424242424242", "1230", "123"].entries()) {
      await tabTo(`input[autocomplete^="cc-"] >> nth=${i}`);
      await page.keyboard.type(i === 2 ? `12 / ${(new Date().getFullYear() + 2) % 100}` : text);
    }
    await expect(card.nth(1)).not.toHaveValue("");
    await tabTo('input[type="checkbox"][name="acceptTerms"]');
    await page.keyboard.press("Space");
    await tabTo('button[type="submit"]:has-text("Pay and book")');
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
      timeout: 30_000,
    });
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
    await page.goto(url("demo.localhost", `/mytrip/cruise-details?reference=${reference}`));
    const charged = page.locator('dt:has-text("Amount charged") + dd');
    await expect(charged).toBeVisible({ timeout: 15_000 });
    expect(minor((await charged.textContent())!)).toBe(total);
    await expect(page.getByTestId("balance-section")).toHaveCount(0);
  },
);

for (const locale of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on the cruise pages in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page, "traveller@horizon.test");
    const lng = `lng=${locale}`;
    await page.goto(url("demo.localhost", `/booknow/cruise?${lng}`));
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("form").first()).toBeVisible();
    expect(await scanAtRest(page)).toEqual([]);

    await page.getByRole("form").first().locator('button[type="submit"]').click();
    await expect(page.getByTestId("sailing-card").first()).toBeVisible({ timeout: 20_000 });
    expect(await scanAtRest(page)).toEqual([]);

    await page.getByTestId("sailing-card").first().getByRole("link").first().click();
    await expect(page.getByTestId("cruise-itinerary")).toBeVisible({ timeout: 20_000 });
    expect(await scanAtRest(page)).toEqual([]);

    await page.locator('[data-testid^="cabin-"] a').first().click();
    await expect(page.locator("#cruise-guest-0-firstName")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("cruise-summary")).toBeVisible({ timeout: 20_000 });
    expect(await scanAtRest(page)).toEqual([]);
  });
}
