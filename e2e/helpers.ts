import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { url } from "./fixtures";

/** What several specs do alike: days ahead, axe's blocking findings, a card, a booking. */

export const inDays = (n: number) =>
  new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Axe's serious and critical findings on the page (and its frames), one line each, once the page
 * is settled: nothing marked busy, no transition or finite animation running.
 *
 * Axe runs in the page itself ("legacy mode") and reports violations only. The default mode opens
 * a blank page for every scan to merge the frames' results, and every result type carries the
 * HTML of each node that passed: together 2–7 s a scan on pages whose audit takes 0.3–0.9 s
 * (the Arabic flight journey, 10 scans: 36 s → 11 s). The rules and the violations are the same.
 */
export async function blockingViolations(page: Page) {
  // A page judged while it updates is judged on a frame nobody reads: results dimmed while a
  // newer search loads (aria-busy) or fading back in failed colour contrast once in a CI run.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Axe on the page as it stands, not as the pointer left it: a link under the pointer would be
 * hovered. The pointer rests in the viewport's bottom inline-end corner, away from the signed-in
 * sidebar at the inline start, which opens when the pointer rests on it (a CI run of issue 27
 * saw a pointer parked at 0,0 open it over the search form's button).
 */
export async function scanAtRest(page: Page) {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 720 };
  const rtl = (await page.locator("html").getAttribute("dir")) === "rtl";
  await page.mouse.move(rtl ? 1 : width - 2, height - 2);
  return blockingViolations(page);
}

/** Types a sandbox test card into the card fields, in any page language. */
/** The card, the terms accepted, and "Pay and book". */
export async function payAndBook(page: Page) {
  await fillCard(page);
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Pay and book" }).click();
}

export async function fillCard(page: Page, number = "4242424242424242") {
  const inputs = page.locator('input[autocomplete^="cc-"]');
  await inputs.nth(0).fill("Ana Silva");
  await inputs.nth(1).fill(number);
  await inputs.nth(2).fill(`12 / ${(new Date().getFullYear() + 2) % 100}`);
  await inputs.nth(3).fill("123");
}

/** Books an ordinary Paris hotel through the API as the signed-in page's user; its reference. */
export async function bookByApi(page: Page, surname: string, from: number): Promise<string> {
  return page.evaluate(
    async ([lastName, checkIn, checkOut]) => {
      const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
        const r = await fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        });
        return (await r.json()) as Record<string, unknown>;
      };
      const suggest = (await post("/api/v2/hotel/auto-suggest", { text: "Paris" })) as {
        data: { locationSuggestions: { id: string; countryCode: string }[] };
      };
      const placeId = suggest.data.locationSuggestions.find(
        (s) => s.id.startsWith("city-") && s.countryCode === "FR",
      )!.id;
      const stay = {
        placeId,
        checkIn,
        checkOut,
        rooms: [{ adults: 2, childAges: [] }],
        nationality: "FR",
      };
      const found = (await post("/api/hotels/search", stay)) as {
        hotels: { id: string; cheapest: { offerId: string } }[];
      };
      const offerId = found.hotels.find((h) => !h.id.includes("-test-"))!.cheapest.offerId;
      const quote = await post("/api/checkout/quotes", {
        product: "hotels",
        offerId,
        query: stay,
        currency: "USD",
      });
      const token = await post("/api/payments/sandbox/tokens", {
        number: "4242424242424242",
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: "123",
        name: "Ana Silva",
      });
      const booked = await post(
        "/api/bookings",
        {
          quoteId: quote.id,
          acceptTerms: true,
          payment: { method: "card", token: token.token },
          contact: {
            firstName: "Ana",
            lastName,
            email: "ana@example.com",
            phone: "+33612345678",
            country: "FR",
          },
          travellers: [{ unit: 0, firstName: "Ana", lastName }],
        },
        { "idempotency-key": crypto.randomUUID() },
      );
      return booked.reference as string;
    },
    [surname, inDays(from), inDays(from + 2)],
  );
}

/** Paris's place id, as autosuggest gives it (asked from a page of the host: Node cannot resolve *.localhost). */
export async function parisId(page: Page, host = "demo.localhost"): Promise<string> {
  if (!page.url().includes(host)) await page.goto(url(host, "/api/agency"));
  return page.evaluate(async () => {
    const r = await fetch("/api/v2/hotel/auto-suggest", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "Paris" }),
    });
    const body = (await r.json()) as {
      data: { locationSuggestions: { id: string; countryCode: string }[] };
    };
    return body.data.locationSuggestions.find(
      (s) => s.id.startsWith("city-") && s.countryCode === "FR",
    )!.id;
  });
}

/** A destination's city id, as the activities' autosuggest gives it (asked from the host). */
export async function activityCityId(page: Page, text: string, country: string) {
  if (!page.url().includes("demo.localhost")) await page.goto(url("demo.localhost", "/api/agency"));
  return page.evaluate(
    async ([t, c]) => {
      const r = await fetch("/api/activities/destinations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: t }),
      });
      const body = (await r.json()) as { data: { id: string; countryCode: string }[] };
      return body.data.find((d) => d.countryCode === c)!.id;
    },
    [text, country],
  );
}

/**
 * Cancels the booking whose page is open, where the policy refunds everything paid: the page
 * promises the amount charged, and says it was refunded.
 */
export async function cancelWithFullRefund(page: Page): Promise<void> {
  const charged = page.locator('dt:has-text("Amount charged") + dd');
  await expect(charged).toBeVisible({ timeout: 15_000 });
  const paid = (await charged.textContent())!.trim();
  await expect(
    page.getByText(`If you cancel now, you will be refunded ${paid}.`).first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByText(`This booking is cancelled. Refunded: ${paid}.`)).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * A stay in Paris as a hotel address carries it: `nights` from `from` days ahead, two adults in
 * one room, for a guest of `nationality`.
 */
export function parisStay(
  placeId: string,
  from: number,
  { nights = 1, nationality = "US" } = {},
): URLSearchParams {
  return new URLSearchParams({
    place: placeId,
    placeName: "Paris",
    checkIn: inDays(from),
    checkOut: inDays(from + nights),
    rooms: "2",
    nationality,
  });
}

/** A Paris test hotel's double room checkout for one night (the last-room one by default). */
export async function hotelCheckout(
  page: Page,
  from: number,
  slug = "last-room",
  host = "demo.localhost",
) {
  const placeId = await parisId(page, host);
  const hotelId = `h-${placeId.replace(/^city-/, "")}-test-${slug}`;
  const params = parisStay(placeId, from, { nationality: "FR" });
  params.set("offerId", `${hotelId}-DBL`);
  params.set("hotelId", hotelId);
  await page.goto(url(host, `/booknow/hotels/checkout?${params}`));
}

/** Mexican pesos as Mexico writes them (es-MX: "$1,397.80"; it writes dollars "USD 1,397.80"). */
export const PESOS = /\$\d{1,3}(,\d{3})*\.\d{2}/;

/** Money as shown ("$1,234.56", "MX$1,234.56", "1380,03 MXN") in minor units (cents). */
export function minor(text: string): number {
  const digits = text.replace(/[^\d.,]/g, "");
  const cents = /[.,](\d{2})$/.exec(digits);
  const whole = cents ? digits.slice(0, -3) : digits;
  return Number(whole.replace(/[.,]/g, "")) * 100 + Number(cents?.[1] ?? 0);
}

/**
 * The checkout's price lines (issue 25 item 4) add up to the total shown, which it returns in
 * minor units; `kinds` are the lines expected, in order (taxes and fees last).
 */
export async function expectPriceAddsUp(page: Page, kinds: string[]): Promise<number> {
  const lines = page.getByTestId("price-lines");
  await expect(lines).toBeVisible();
  const amounts = lines.locator("[data-testid^=price-line-]");
  await expect(amounts).toHaveCount(kinds.length);
  const shown = await amounts.evaluateAll((dds) =>
    dds.map((dd) => [dd.getAttribute("data-testid")!.slice("price-line-".length), dd.textContent!]),
  );
  expect(shown.map(([kind]) => kind)).toEqual(kinds);
  const total = minor((await lines.getByTestId("price-total").textContent())!);
  expect(shown.reduce((sum, [, text]) => sum + minor(text!), 0)).toBe(total);
  return total;
}

/** A rental desk's id, as the car autosuggest gives it (asked from a page of the host). */
export async function deskId(page: Page, text: string, iata: string, host = "demo.localhost") {
  if (!page.url().includes(host)) await page.goto(url(host, "/api/agency"));
  return page.evaluate(
    async ([t, code]) => {
      const r = await fetch("/api/car-rental/auto-suggest", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: t }),
      });
      const body = (await r.json()) as { data: { locations: { id: string; iata?: string }[] } };
      return body.data.locations.find((l) => l.iata === code)!.id;
    },
    [text, iata],
  );
}
