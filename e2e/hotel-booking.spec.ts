import type { Page } from "@playwright/test";
import { latestMail, restoreEnglish, signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations, expectPriceAddsUp, inDays, parisId } from "./helpers";

/**
 * Booking a hotel end to end (issue 13): search, filter, details, checkout with the sandbox
 * gateway, confirmation, the email with its voucher and calendar file, My Trips, cancellation;
 * and each failure path with its own message, nothing charged or held.
 */

const SUCCESS = "4242 4242 4242 4242";

function stayParams(placeId: string, from: number) {
  return new URLSearchParams({
    place: placeId,
    placeName: "Paris",
    checkIn: inDays(from),
    checkOut: inDays(from + 2),
    rooms: "2",
    nationality: "FR",
  });
}

/** The checkout of a named test hotel's double room (lib/server/inventory/hotels/test-hotels.ts). */
async function testHotelCheckout(page: Page, slug: string, from: number, host = "demo.localhost") {
  const placeId = await parisId(page, host);
  const hotelId = `h-${placeId.replace(/^city-/, "")}-test-${slug}`;
  const params = stayParams(placeId, from);
  params.set("offerId", `${hotelId}-DBL`);
  params.set("hotelId", hotelId);
  await page.goto(url(host, `/booknow/hotels/checkout?${params}`));
}

async function fillGuest(page: Page) {
  await page.getByLabel("First name").first().fill("Ana");
  await page.getByLabel("Last name").first().fill("Silva");
  await page.getByLabel("Email").fill("ana.silva@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+33 6 12 34 56 78");
  const roomGuests = page.getByRole("group", { name: /Guest names/ });
  if (await roomGuests.count()) {
    await roomGuests.getByLabel("First name").first().fill("Ana");
    await roomGuests.getByLabel("Last name").first().fill("Silva");
  }
}

async function fillCard(page: Page, number = SUCCESS) {
  await page.getByLabel("Name on card").fill("Ana Silva");
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date").fill(`12 / ${(new Date().getFullYear() + 2) % 100}`);
  await page.getByLabel("Security code (CVC)").fill("123");
}

async function pay(page: Page) {
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Pay and book" }).click();
}

test.describe.configure({ mode: "serial" });

test(
  "a traveller searches Paris, filters, books with the success card, finds the mail, the trip, and cancels it",
  { tag: "@processes" },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signInByApi(page, "traveller@horizon.test");
    const placeId = await parisId(page);
    await page.goto(url("demo.localhost", `/booknow/hotels/search?${stayParams(placeId, 45)}`));
    await expect(page.getByRole("heading", { name: /hotels? in Paris/ })).toBeVisible({
      timeout: 15_000,
    });
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    // Filter: four stars only; the filter goes into the address, so it is shared and reloaded.
    const fourStars = page
      .getByRole("group", { name: "Stars" })
      .getByRole("checkbox", { name: "4 stars" });
    await fourStars.click();
    await expect(page).toHaveURL(/stars=4/);
    await expect(fourStars).toBeChecked();
    await expect(cards.first()).toBeVisible();
    await cards.first().getByRole("link", { name: "See rooms" }).click();
    await expect(page).toHaveURL(/search-details/);
    await expect(page.getByRole("heading", { name: "Rooms and rates" })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole("link", { name: "Choose" }).first().click();

    await expect(page).toHaveURL(/checkout/);
    await expect(page.getByText("Room held for")).toBeVisible({ timeout: 15_000 });
    // The side panel prices the stay: the nights and the taxes add up to the total.
    const held = await expectPriceAddsUp(page, ["stay", "taxes"]);
    // Paying in dollars, nothing was converted: no rate line.
    await expect(page.getByText(/^You pay \$[\d,]+\.\d{2}\.$/)).toBeVisible();
    await expect(page.getByText(/ at rate /)).toHaveCount(0);
    await fillGuest(page);
    await fillCard(page);
    await pay(page);

    await expect(page).toHaveURL(/confirm-payment/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible();
    // The confirmation keeps the lines the checkout showed.
    expect(await expectPriceAddsUp(page, ["stay", "taxes"])).toBe(held);
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    await expect(page.getByText("Hotel confirmation number")).toBeVisible();

    const mail = await latestMail("ana.silva@example.com", new RegExp(reference));
    const names = mail.attachments.map((a) => a.filename);
    expect(names).toEqual(
      expect.arrayContaining([`voucher-${reference}.pdf`, `booking-${reference}.ics`]),
    );
    const pdf = mail.attachments.find((a) => a.filename?.endsWith(".pdf"))!;
    expect(pdf.content.subarray(0, 4).toString()).toBe("%PDF");

    await page.goto(url("demo.localhost", "/mytrip/mytrips"));
    await expect(page.getByText(reference)).toBeVisible({ timeout: 15_000 });

    await page.goto(url("demo.localhost", `/hotel-details?reference=${reference}`));
    await expect(page.getByText(/you will be refunded/).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByText(/This booking is cancelled. Refunded:/)).toBeVisible({
      timeout: 15_000,
    });
  },
);

test("the declined card says so and charges nothing; another card then books", async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, "traveller@horizon.test");
  await testHotelCheckout(page, "fails-at-cancel", 70);
  await expect(page.getByText("Room held for")).toBeVisible({ timeout: 15_000 });
  await fillGuest(page);
  await fillCard(page, "4000 0000 0000 0002");
  await pay(page);
  await expect(page.getByRole("alert").filter({ hasText: /declined/ })).toBeVisible();
  await fillCard(page);
  await pay(page);
  await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
    timeout: 20_000,
  });
});

test(
  "a double click on Pay is one attempt: one booking under one Idempotency-Key",
  { tag: "@processes" },
  async ({ page }) => {
    test.setTimeout(90_000);
    await signInByApi(page, "traveller@horizon.test");
    await testHotelCheckout(page, "fails-at-cancel", 73);
    await expect(page.getByText("Room held for")).toBeVisible({ timeout: 15_000 });
    await fillGuest(page);
    await fillCard(page);
    const keys: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/bookings") {
        keys.push(request.headers()["idempotency-key"] ?? "");
      }
    });
    await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
    await page.getByRole("button", { name: "Pay and book" }).dblclick();
    await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
      timeout: 20_000,
    });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  },
);

for (const [outcome, heading] of [
  ["Approve", "Your booking is confirmed"],
  ["Fail", "Your booking could not be completed"],
] as const) {
  test(`a 3-D Secure card the bank's page answers with ${outcome}`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInByApi(page, "traveller@horizon.test");
    await testHotelCheckout(page, "fails-at-cancel", outcome === "Approve" ? 72 : 74);
    await expect(page.getByText("Room held for")).toBeVisible({ timeout: 15_000 });
    await fillGuest(page);
    await fillCard(page, "4000 0027 6000 3184");
    await pay(page);
    await page.getByRole("button", { name: outcome }).click();
    await expect(page).toHaveURL(/confirm-payment/);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible({ timeout: 20_000 });
    if (outcome === "Fail") await expect(page.getByText("Nothing was charged.")).toBeVisible();
  });
}

test(
  "a sold-out room, a moved price and a supplier failure each say so",
  { tag: "@processes" },
  async ({ page }) => {
    test.setTimeout(90_000);
    await signInByApi(page, "traveller@horizon.test");

    await testHotelCheckout(page, "sold-out", 76);
    await expect(page.getByText("This room is no longer available")).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole("link", { name: "Search again" })).toBeVisible();

    await testHotelCheckout(page, "price-change", 78);
    await expect(page.getByText("The price has changed")).toBeVisible({ timeout: 15_000 });
    await fillGuest(page);
    await fillCard(page);
    await page.getByRole("button", { name: "Accept new price" }).click();
    await expect(page.getByText("New price accepted.")).toBeVisible();

    await testHotelCheckout(page, "fails-at-book", 80);
    await expect(page.getByText("Room held for")).toBeVisible({ timeout: 15_000 });
    await fillGuest(page);
    await fillCard(page);
    await pay(page);
    await expect(page.getByRole("alert").filter({ hasText: /supplier failed/ })).toBeVisible({
      timeout: 15_000,
    });
  },
);

test("a guest books on Viajes Sol in Spanish, with the keyboard alone", async ({ page }) => {
  test.setTimeout(90_000);
  await testHotelCheckout(page, "fails-at-cancel", 82, "viajes.localhost");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText("Habitación retenida durante")).toBeVisible({ timeout: 15_000 });
  // Every field reached with Tab and typed into; the terms ticked with Space; paid with Enter.
  const fields: [RegExp, string][] = [
    [/^Nombre$/, "Lucía"],
    [/^Apellido/, "García"],
    [/^Correo/, "lucia@example.com"],
    [/^Teléfono$/, "+34 612 345 678"],
  ];
  for (const [label, value] of fields) {
    const field = page.getByLabel(label).first();
    await field.focus();
    await page.keyboard.type(value);
  }
  // The guest named for the room: the next first and last name fields.
  for (const [label, value] of [
    [/^Nombre$/, "Lucía"],
    [/^Apellido/, "García"],
  ] as const) {
    await page.getByLabel(label).nth(1).focus();
    await page.keyboard.type(value);
  }
  for (const [label, value] of [
    [/Nombre en la tarjeta/, "Lucia Garcia"],
    [/Número de (la )?tarjeta/, "4242424242424242"],
    [/caducidad/i, `12 / ${(new Date().getFullYear() + 2) % 100}`],
    [/CVC/, "123"],
  ] as const) {
    await page.getByLabel(label).focus();
    await page.keyboard.type(value);
  }
  await page.getByRole("checkbox").last().focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: /Pagar/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/confirm-payment/, { timeout: 20_000 });
  await expect(page.getByTestId("booking-reference")).toBeVisible();
});

for (const lng of ["en", "ar"]) {
  test(`no serious or critical accessibility violation on the booking pages in ${lng}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page, "traveller@horizon.test");
    const placeId = await parisId(page);
    const params = stayParams(placeId, lng === "en" ? 90 : 92);
    params.set("lng", lng);
    const pages: [string, RegExp | string][] = [
      [`/booknow/hotels?${params}`, "form"],
      [`/booknow/hotels/search?${params}`, "results"],
    ];
    for (const [path, what] of pages) {
      await page.goto(url("demo.localhost", path));
      await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
      if (what === "results") await expect(page.getByRole("article").first()).toBeVisible();
      expect(await blockingViolations(page), path).toEqual([]);
    }
    const hotelId = `h-${placeId.replace(/^city-/, "")}-test-fails-at-cancel`;
    params.set("hotelId", hotelId);
    await page.goto(url("demo.localhost", `/booknow/hotels/search-details?${params}`));
    await expect(page.getByTestId("hotel-rates")).toBeVisible({ timeout: 15_000 });
    expect(await blockingViolations(page), "details").toEqual([]);

    params.set("offerId", `${hotelId}-DBL`);
    await page.goto(url("demo.localhost", `/booknow/hotels/checkout?${params}`));
    await expect(page.getByLabel(/Card number|رقم البطاقة/)).toBeVisible({ timeout: 15_000 });
    expect(await blockingViolations(page), "checkout").toEqual([]);

    await page
      .getByLabel(/First name|الاسم الأول/)
      .first()
      .fill("Ana");
    await page
      .getByLabel(/Last name|اسم العائلة/)
      .first()
      .fill("Silva");
    await page.getByLabel(/^(Email|البريد الإلكتروني)$/).fill("ana.silva@example.com");
    await page.getByLabel(/^(Phone|الهاتف|رقم الهاتف)$/).fill("+33 6 12 34 56 78");
    await page
      .getByLabel(/First name|الاسم الأول/)
      .nth(1)
      .fill("Ana");
    await page
      .getByLabel(/Last name|اسم العائلة/)
      .nth(1)
      .fill("Silva");
    await fillCardAnyLanguage(page);
    await page.getByRole("checkbox").last().check();
    await page.getByRole("button", { name: /Pay and book|ادفع/ }).click();
    await expect(page.getByTestId("booking-reference")).toBeVisible({ timeout: 20_000 });
    expect(await blockingViolations(page), "confirmation").toEqual([]);
  });
}

async function fillCardAnyLanguage(page: Page) {
  const inputs = page.locator('input[autocomplete^="cc-"]');
  await inputs.nth(0).fill("Ana Silva");
  await inputs.nth(1).fill(SUCCESS);
  await inputs.nth(2).fill(`12 / ${(new Date().getFullYear() + 2) % 100}`);
  await inputs.nth(3).fill("123");
}

test("a language change reloads the checkout with the same hold and what was typed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, "traveller@horizon.test");
  await testHotelCheckout(page, "fails-at-cancel", 94);
  await expect(page.getByText("Room held for")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/quote=/);
  const quote = new URL(page.url()).searchParams.get("quote");
  await page.getByLabel("Phone", { exact: true }).fill("+33 6 12 34 56 78");
  await page.getByLabel(/Anything the hotel should know/).fill("A quiet room, please");
  await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Français" });
  try {
    await expect(page.locator("html")).toHaveAttribute("lang", "fr", { timeout: 15_000 });
    await expect(page.getByLabel("Téléphone", { exact: true })).toHaveValue("+33 6 12 34 56 78", {
      timeout: 15_000,
    });
    await expect(page.getByRole("textbox", { name: /hôtel/ })).toHaveValue("A quiet room, please");
    expect(new URL(page.url()).searchParams.get("quote")).toBe(quote);
  } finally {
    await restoreEnglish(page);
  }
});
