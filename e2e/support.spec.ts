import { latestMail, signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { blockingViolations } from "./helpers";

/**
 * Support (issue 16): a traveller opens a request under the agency's contact details, the agency
 * is mailed, the owner answers it from /settings/support, and the traveller reads the answer
 * (and is mailed); axe on both pages in English and Arabic.
 */

test("a traveller opens a request, the owner answers it, the traveller reads the answer", async ({
  page,
  browser,
}) => {
  const subject = `Baby cot ${Date.now().toString(36)}`;
  await signInByApi(page, "traveller@horizon.test");
  await page.goto(url("demo.localhost", "/mytrip/support"));
  // The agency's contact details stay above the requests.
  await expect(
    page.getByRole("main").getByRole("link", { name: "hello@horizon.test" }),
  ).toBeVisible();
  await expect(page.getByTestId("support-total")).toHaveText(/request/);

  await page.getByRole("button", { name: "New request" }).click();
  const form = page.getByRole("form", { name: "New request" });
  // A missing subject and message are said beside their fields, and nothing is sent.
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByText("Enter a subject of 3 to 120 characters.")).toBeVisible();
  await expect(form.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Write a message of 1 to 4,000 characters.")).toBeVisible();
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Could the room have a baby cot, please?");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your request was sent." }),
  ).toBeVisible();
  const mine = page.getByTestId("support-threads");
  await expect(mine.getByRole("link", { name: subject })).toBeVisible();

  // The agency's contact email is told.
  const notice = await latestMail("hello@horizon.test", new RegExp(subject));
  expect(notice.text).toContain("Could the room have a baby cot, please?");
  expect(notice.text).toContain("/settings/support?thread=");

  // The owner finds it among the open requests and answers it.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInByApi(owner, "owner@horizon.test");
  await owner.goto(url("demo.localhost", "/settings/support"));
  await expect(
    owner.getByRole("main").getByRole("link", { name: "hello@horizon.test" }),
  ).toBeVisible();
  const inbox = owner.getByTestId("support-threads");
  const row = inbox.locator("tbody tr", { hasText: subject });
  await expect(row).toContainText("traveller@horizon.test");
  await expect(row).toContainText("Needs an answer");
  await row.getByRole("link", { name: subject }).click();
  await expect(owner).toHaveURL(/\?thread=[0-9a-f-]{36}/);
  await expect(owner.getByRole("heading", { name: subject, level: 2 })).toBeFocused();
  await expect(owner.getByTestId("support-messages")).toContainText(
    "Could the room have a baby cot, please?",
  );
  await owner.getByLabel("Your reply").fill("Of course, a cot will be ready.");
  await owner.getByRole("button", { name: "Send reply" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Your reply was sent." })).toBeVisible();
  await expect(owner.getByTestId("support-messages").locator("li")).toHaveCount(2);
  await ownerContext.close();

  // The traveller is mailed, and reads the answer on the page.
  const mail = await latestMail("traveller@horizon.test", new RegExp(subject));
  expect(mail.text).toContain("Of course, a cot will be ready.");
  expect(mail.text).toContain("/mytrip/support?thread=");
  await page.reload();
  const answered = page.getByTestId("support-threads").locator("tbody tr", { hasText: subject });
  await expect(answered).toContainText("New answer");
  await answered.getByRole("link", { name: subject }).click();
  const messages = page.getByTestId("support-messages");
  await expect(messages).toContainText("Of course, a cot will be ready.");
  await expect(messages).toContainText("Olivia Hart, Horizon Travel");
  // Back to the list by keyboard as well.
  await page.getByRole("link", { name: "Back to requests" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("support-threads")).toBeVisible();
});

for (const lng of ["en", "ar"] as const) {
  test(`no serious or critical accessibility violation on Support in ${lng}`, async ({
    page,
    browser,
  }) => {
    await signInByApi(page, "traveller@horizon.test");
    await page.goto(url("demo.localhost", `/mytrip/support?lng=${lng}`));
    await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
    await expect(page.getByTestId("support-total")).not.toBeEmpty();
    expect(await blockingViolations(page)).toEqual([]);
    // The new request's form, and a request when there is one.
    await page.getByRole("button", { name: lng === "ar" ? "طلب جديد" : "New request" }).click();
    expect(await blockingViolations(page)).toEqual([]);
    const first = page.getByTestId("support-threads").locator("tbody a").first();
    if (await first.count()) {
      await first.click();
      await expect(page.getByTestId("support-messages")).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    }

    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signInByApi(owner, "owner@horizon.test");
    await owner.goto(url("demo.localhost", `/settings/support?lng=${lng}&status=all`));
    await expect(owner.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
    await expect(owner.getByTestId("support-total")).not.toBeEmpty();
    expect(await blockingViolations(owner)).toEqual([]);
    const thread = owner.getByTestId("support-threads").locator("tbody a").first();
    if (await thread.count()) {
      await thread.click();
      await expect(owner.getByTestId("support-messages")).toBeVisible();
      expect(await blockingViolations(owner)).toEqual([]);
    }
    await ownerContext.close();
  });
}
