import type { Page } from "@playwright/test";
import { latestMail, signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations, fillCard, inDays, parisId } from "./helpers";

/**
 * The back office's Agents page (issue 16, Agents): the owner invites an agent, who opens the
 * mailed link, chooses a password and lands on the Command Center; the owner then disables the
 * agent, whose next request is refused; axe in English and Arabic.
 */

const PASSWORD = "Harbour-Lights-2031";

async function ownId(page: Page): Promise<string> {
  return page.evaluate(
    async () => ((await (await fetch("/api/user/me")).json()) as { user: { id: string } }).user.id,
  );
}

test("an owner invites an agent, who sets a password and works; disabled, they are signed out", async ({
  page,
  browser,
}) => {
  // Two people, three browser contexts and a dozen pages: 16 s on a quiet two-core machine, past
  // the default 30 s beside another build.
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  const email = `nina.${tag}@agents.test`;
  await signInByApi(page, "owner@horizon.test");
  const ownerId = await ownId(page);
  await page.goto(url("demo.localhost", `/users/agents/view/${ownerId}`));
  await expect(page.getByRole("heading", { name: "Olivia Hart" })).toBeVisible();
  await expect(page.getByText("This is your own account")).toBeVisible();

  const form = page.getByRole("form", { name: "Invite an agent" });
  // The form checks its fields before anything is sent.
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText("Enter a first name")).toBeVisible();
  await form.getByLabel("First name").fill("Nina");
  await form.getByLabel("Last name").fill(`Berg${tag}`);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption("SalesAgent");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByRole("status")).toHaveText(`Invitation sent to ${email}.`);

  // The invited agent is in the table, found by name, as invited.
  await page.getByLabel("Name or email").fill(tag);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const table = page.getByTestId("agency-agents");
  const row = table.locator("tbody tr", { hasText: email });
  await expect(row).toContainText("Sales agent");
  await expect(row).toContainText("Invited");

  // The agent opens the mailed link on their own browser and chooses a password.
  const mail = await latestMail(email, /Olivia Hart invites you to join Horizon Travel/);
  const token = (mail.text ?? "").match(/\/invite\?token=([A-Za-z0-9_-]{43})/)![1]!;
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.goto(url("demo.localhost", `/invite?token=${token}`));
  await agent.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await agent.getByLabel("Confirm password").fill(PASSWORD);
  await agent.getByRole("button", { name: "Activate my account" }).click();
  await expect(agent).toHaveURL(/\/dashboard/);
  await expect(agent.getByRole("heading", { name: "Command Center", level: 1 })).toBeVisible();
  // A sales agent opens their own page, read only, and nobody else's.
  const agentId = await ownId(agent);
  await agent.goto(url("demo.localhost", `/users/agents/view/${agentId}`));
  await expect(agent.getByRole("heading", { name: `Nina Berg${tag}` })).toBeVisible();
  await expect(agent.getByRole("button", { name: "Disable agent" })).toHaveCount(0);
  const other = await agent.goto(url("demo.localhost", `/users/agents/view/${ownerId}`));
  expect(other?.status()).toBe(404);

  // The owner opens the agent from the table and disables them, after confirming.
  await page.reload();
  await table.getByRole("link", { name: `Nina Berg${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/users/agents/view/${agentId}`));
  await expect(page.getByRole("heading", { name: `Nina Berg${tag}`, level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "Disable agent" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Disable Nina Berg${tag}?`);
  await confirm.getByRole("button", { name: "Yes, disable" }).click();
  await expect(page.getByText("This agent is disabled and cannot sign in.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enable agent" })).toBeVisible();

  // The agent's next call is refused, and their next page signs them out (SPEC §7: as a 401
  // does, through /logout, to the home page); signed out, the Command Center asks them to sign in.
  const status = await agent.evaluate(async () => (await fetch("/api/agency/bookings")).status);
  expect(status).toBe(401);
  await agent.goto(url("demo.localhost", "/dashboard"));
  await expect(agent).toHaveURL(url("demo.localhost", "/"));
  expect((await agentContext.cookies()).map((c) => c.name)).not.toContain("x-access-token");
  await agent.goto(url("demo.localhost", "/dashboard"));
  await expect(agent).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await agentContext.close();

  // The link works once only.
  const again = await browser.newPage();
  await again.goto(url("demo.localhost", `/invite?token=${token}`));
  await again.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await again.getByLabel("Confirm password").fill(PASSWORD);
  await again.getByRole("button", { name: "Activate my account" }).click();
  await expect(again.getByRole("alert").filter({ hasText: "already been used" })).toBeVisible();
  await again.close();
});

test("an invited agent books a hotel for a new client; the booking shows across the back office", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const email = `leo.${tag}@agents.test`;
  const clientName = `Marta Quint${tag}`;
  await signInByApi(page, "owner@horizon.test");
  await page.goto(url("demo.localhost", `/users/agents/view/${await ownId(page)}`));
  const form = page.getByRole("form", { name: "Invite an agent" });
  await form.getByLabel("First name").fill("Leo");
  await form.getByLabel("Last name").fill(`Park${tag}`);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption("TravelAgent");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByRole("status")).toHaveText(`Invitation sent to ${email}.`);

  const mail = await latestMail(email, /invites you to join Horizon Travel/);
  const token = (mail.text ?? "").match(/\/invite\?token=([A-Za-z0-9_-]{43})/)![1]!;
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.goto(url("demo.localhost", `/invite?token=${token}`));
  await agent.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await agent.getByLabel("Confirm password").fill(PASSWORD);
  await agent.getByRole("button", { name: "Activate my account" }).click();
  await expect(agent.getByRole("heading", { name: "Command Center", level: 1 })).toBeVisible();
  const agentId = await ownId(agent);

  // The agent searches Paris, chooses a room and books it for a client made at the checkout.
  const params = new URLSearchParams({
    place: await parisId(agent),
    placeName: "Paris",
    checkIn: inDays(150),
    checkOut: inDays(152),
    rooms: "2",
    nationality: "FR",
  });
  await agent.goto(url("demo.localhost", `/booknow/hotels/search?${params}`));
  await agent.getByRole("article").first().getByRole("link", { name: "See rooms" }).click();
  await expect(agent.getByRole("heading", { name: "Rooms and rates" })).toBeVisible({
    timeout: 15_000,
  });
  await agent.getByRole("link", { name: "Choose" }).first().click();
  await expect(agent.getByText("Room held for")).toBeVisible({ timeout: 15_000 });
  await agent.getByRole("button", { name: "New client" }).click();
  const newClient = agent.getByRole("form", { name: "New client" });
  await newClient.getByLabel("First name").fill("Marta");
  await newClient.getByLabel("Last name").fill(`Quint${tag}`);
  await newClient.getByLabel("Email").fill(`marta.${tag}@clients.test`);
  await newClient.getByLabel("Phone", { exact: true }).fill("+33 6 12 34 56 78");
  await newClient.getByRole("button", { name: "Save client" }).click();
  await expect(agent.getByText(`Booking for ${clientName}`)).toBeVisible();
  await fillCard(agent);
  await agent.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await agent.getByRole("button", { name: "Pay and book" }).click();
  await expect(agent.getByRole("heading", { name: "Your booking is confirmed" })).toBeVisible({
    timeout: 20_000,
  });
  const reference = (await agent.getByTestId("booking-reference").textContent())!.trim();

  // The agent's Command Center counts it and lists it as recent activity.
  await agent.goto(url("demo.localhost", "/dashboard"));
  await expect(agent.getByTestId("figure-bookings").locator("dd").first()).toHaveText("1");
  const activity = agent.getByRole("region", { name: "Recent activity" });
  await expect(activity.getByRole("link", { name: reference })).toBeVisible();
  await agentContext.close();

  // The owner finds it in Bookings, on the client's page, and on the agent's page as pending.
  await page.goto(url("demo.localhost", `/bookings?q=${reference}`));
  const bookings = page.getByTestId("agency-bookings");
  await expect(bookings.getByRole("link", { name: reference })).toBeVisible();
  await expect(bookings).toContainText(`Leo Park${tag}`);
  await page.goto(url("demo.localhost", `/users/clients?q=${tag}`));
  await page.getByRole("link", { name: clientName }).click();
  await expect(page.getByRole("heading", { name: clientName })).toBeVisible();
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
  await page.goto(url("demo.localhost", `/users/agents/view/${agentId}`));
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: reference }) });
  await expect(row).toContainText("Pending (trip not over)");
});

for (const lng of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on Agents in ${lng}`, async ({ page }) => {
    await signInByApi(page, "owner@horizon.test");
    const id = await ownId(page);
    await page.goto(url("demo.localhost", `/users/agents/view/${id}?lng=${lng}`));
    await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
    await expect(page.getByTestId("agency-agents")).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    // The disable confirmation too.
    const admin = page.getByTestId("agency-agents").locator("a", { hasText: "Ahmed Karim" });
    await admin.click();
    await page
      .getByRole("button", { name: lng === "ar" ? "تعطيل الوكيل" : "Disable agent" })
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
