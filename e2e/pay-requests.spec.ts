import { latestMail, signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations, fillCard } from "./helpers";

/**
 * Pay (issue 16): an agent asks a client for a payment; the client opens the mailed link without
 * signing in and pays it with the sandbox's success card; /pay then shows it paid, and a used
 * link says so. Axe in English and Arabic on /pay, and on the payer's page.
 */

/** A new client of the demo agency, made through the API as the signed-in agent. */
async function newClient(page: import("@playwright/test").Page, tag: string) {
  const email = `payer.${tag}@example.com`;
  const status = await page.evaluate(
    async ([e, last]) =>
      (
        await fetch("/api/agency/clients", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ firstName: "Paula", lastName: last, email: e }),
        })
      ).status,
    [email, `Payer${tag}`],
  );
  expect(status).toBe(201);
  return email;
}

test("an agent requests a payment, the client pays it by the mailed link, and /pay shows it paid", async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  await signInByApi(page, "agent@horizon.test");
  const email = await newClient(page, tag);
  const what = `Balance of the Lisbon trip ${tag}`;

  await page.goto(url("demo.localhost", "/pay"));
  await page.getByRole("button", { name: "Request a payment" }).click();
  const form = page.getByRole("form", { name: "Request a payment" });
  // Nothing chosen: each problem is said, and nothing is sent.
  await form.getByRole("button", { name: "Send the request" }).click();
  await expect(form.getByText("Choose a client.", { exact: true }).last()).toBeVisible();
  await expect(form.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Find a client").fill(`Payer${tag}`);
  const client = form.getByLabel("Client", { exact: true });
  await expect(client.locator("option", { hasText: email })).toHaveCount(1);
  await client.selectOption({ label: `Paula Payer${tag} (${email})` });
  await form.getByLabel("Amount").fill("123.45");
  await form.getByLabel("Currency").selectOption("USD");
  await form.getByLabel("What it is for").fill(what);
  await form.getByRole("button", { name: "Send the request" }).click();
  await expect(form.getByRole("status")).toHaveText(`The request was emailed to ${email}.`);
  const row = page.getByTestId("pay-requests").locator("tbody tr", { hasText: what });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("$123.45");

  // The client opens the link on their own browser, not signed in, and pays.
  const mail = await latestMail(email, /Horizon Travel asks you to pay/);
  const link = (mail.text ?? "").match(/https?:\/\/\S+\/pay\/([A-Za-z0-9_-]{43})/);
  expect(link).not.toBeNull();
  const payerContext = await browser.newContext();
  const payer = await payerContext.newPage();
  await payer.goto(url("demo.localhost", `/pay/${link![1]}`));
  await expect(payer.getByRole("heading", { name: "Payment to Horizon Travel" })).toBeVisible();
  await expect(payer.getByTestId("pay-amount")).toHaveText("$123.45");
  await expect(payer.getByText(what)).toBeVisible();
  expect(await blockingViolations(payer)).toEqual([]);
  await fillCard(payer);
  await payer.getByRole("button", { name: "Pay $123.45" }).click();
  await expect(payer.getByText("Thank you: your payment was received.")).toBeVisible();
  // The link is used up.
  await payer.reload();
  await expect(payer.getByText("This payment has already been made. Thank you.")).toBeVisible();
  await payerContext.close();

  // The agent sees it paid.
  await page.goto(url("demo.localhost", "/pay?status=paid"));
  const paid = page.getByTestId("pay-requests").locator("tbody tr", { hasText: what });
  await expect(paid).toContainText("Paid");
  await expect(paid.getByRole("button", { name: /Cancel/ })).toHaveCount(0);
});

test("a traveller is sent away from Pay", async ({ page }) => {
  await signInByApi(page, "traveller@horizon.test");
  await page.goto(url("demo.localhost", "/pay"));
  await expect(page).toHaveURL(/\/mytrip\/dashboard/);
});

for (const lng of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on Pay in ${lng}`, async ({ page }) => {
    await signInByApi(page, "agent@horizon.test");
    await page.goto(url("demo.localhost", `/pay?lng=${lng}`));
    await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page
      .getByRole("button", { name: lng === "ar" ? "طلب دفعة" : "Request a payment" })
      .click();
    await expect(page.getByRole("form")).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
