import { signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations, bookByApi, fillCard, parisId, parisStay } from "./helpers";

/**
 * The back office's money (issue 16): the owner tops the agency wallet up with a card; an agent's
 * booking shows in the Command Center's figures and activity and in their commission ledger as
 * pending; the traveller's reward credits have a statement; axe in English and Arabic.
 */

test("an owner tops the agency wallet up with a card and sees the line in its statement", async ({
  page,
}) => {
  await signInByApi(page, "owner@horizon.test");
  await page.goto(url("demo.localhost", "/wallet/details/?currency=USD"));
  const balance = page.getByTestId("balance-USD");
  const before = (await balance.count()) ? await balance.innerText() : null;
  const form = page.getByRole("form", { name: "Top up the wallet" });
  await form.getByLabel("Amount").fill("250");
  await form.getByLabel("Currency").selectOption("USD");
  await fillCard(page);
  await form.getByRole("button", { name: "Charge the card and top up" }).click();
  await expect(form.getByRole("status")).toHaveText("The wallet was topped up.");
  await expect(balance).toBeVisible();
  if (before) await expect(balance).not.toHaveText(before);
  const firstLine = page
    .getByRole("table", { name: /Statement in USD/ })
    .getByRole("row")
    .nth(1);
  await expect(firstLine).toContainText("Top-up");
  await expect(firstLine).toContainText("$250.00");

  // A wrong amount is refused before any card is charged.
  await form.getByLabel("Amount").fill("12.345");
  await form.getByRole("button", { name: "Charge the card and top up" }).click();
  await expect(form.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");
});

test("an agent's booking shows in the Command Center and as pending commission", async ({
  page,
}) => {
  await signInByApi(page, "agent@horizon.test");
  const reference = await bookByApi(page, `Mando${Date.now().toString(36)}`, 230);
  await page.goto(url("demo.localhost", "/dashboard"));
  await expect(page.getByRole("heading", { name: "Your bookings this month" })).toBeVisible();
  const bookings = page.getByTestId("figure-bookings");
  await expect(bookings.locator("dd").first()).not.toHaveText("0");
  const activity = page.getByRole("region", { name: "Recent activity" });
  await expect(activity.getByRole("link", { name: reference })).toBeVisible();

  // The search box opens the bookings table on that reference.
  await page.getByRole("searchbox", { name: "Find a booking" }).fill(reference);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings\\?q=${reference}`));

  const me = await page.evaluate(
    async () => ((await (await fetch("/api/user/me")).json()) as { user: { id: string } }).user.id,
  );
  await page.goto(url("demo.localhost", `/users/agents/view/${me}`));
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: reference }) });
  await expect(row).toContainText("Pending (trip not over)");
  // An agent records no payouts.
  await expect(page.getByRole("button", { name: "Record the payout" })).toHaveCount(0);
});

test(
  "the commission an agent is promised beside a rate is the checkout's, the confirmation's and the ledger's",
  { tag: "@processes" },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signInByApi(page, "agent@horizon.test");
    const placeId = await parisId(page);
    const stay = parisStay(placeId, 236, { nights: 2, nationality: "FR" });
    await page.goto(url("demo.localhost", `/booknow/hotels/search?${stay}`));
    await page.getByRole("article").first().getByRole("link", { name: "See rooms" }).click();
    await expect(page.getByRole("heading", { name: "Rooms and rates" })).toBeVisible({
      timeout: 15_000,
    });
    const rate = page
      .getByRole("listitem")
      .filter({ has: page.getByTestId("commission") })
      .first();
    const amount = /\$[\d,]+\.\d{2}/;
    const promised = (await rate.getByTestId("commission").innerText()).match(amount)![0];
    await rate.getByRole("link", { name: "Choose" }).click();

    await expect(page.getByText("Room held for")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("agent-commission")).toHaveText(promised);
    await page.getByLabel("First name").first().fill("Ana");
    await page.getByLabel("Last name").first().fill("Mandos");
    await page.getByLabel("Email", { exact: true }).fill("ana.mandos@example.com");
    await page.getByLabel("Phone", { exact: true }).fill("+33 6 12 34 56 78");
    const roomGuests = page.getByRole("region", { name: "Guest names" });
    await roomGuests.getByLabel("First name").first().fill("Ana");
    await roomGuests.getByLabel("Last name").first().fill("Mandos");
    await fillCard(page);
    await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
    await page.getByRole("button", { name: "Pay and book" }).click();
    await expect(page.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId("agent-commission")).toHaveText(promised);
    const reference = await page.getByTestId("booking-reference").innerText();

    const me = await page.evaluate(
      async () =>
        ((await (await fetch("/api/user/me")).json()) as { user: { id: string } }).user.id,
    );
    await page.goto(url("demo.localhost", `/users/agents/view/${me}`));
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: reference }) });
    await expect(row).toContainText(promised);
  },
);

for (const lng of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on the money pages in ${lng}`, async ({
    page,
  }) => {
    await signInByApi(page, "owner@horizon.test");
    for (const path of ["/dashboard", "/wallet/details/"]) {
      await page.goto(url("demo.localhost", `${path}?lng=${lng}`));
      await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
      await expect(page.locator("main h1")).not.toBeEmpty();
      expect(await blockingViolations(page), path).toEqual([]);
    }
    await signInByApi(page, "traveller@horizon.test");
    await page.goto(url("demo.localhost", `/mytrip/wallet/?lng=${lng}`));
    await expect(page.locator("main h1")).not.toBeEmpty();
    expect(await blockingViolations(page), "/mytrip/wallet/").toEqual([]);
  });
}
