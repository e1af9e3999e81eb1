import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, latestMail, signInByApi } from "./accounts";
import { expect, test, url } from "./fixtures";
import { hotelCheckout } from "./helpers";

/**
 * Deep links through sign-in (SPEC §4, issue 28): a signed-out visitor sent to /login from a deep
 * link comes back to it after signing in or up, logout forgets it, and an agency's white-label
 * root opens the booking flow.
 */

const demo = (path = "/") => url("demo.localhost", path);
const viajes = (path = "/") => url("viajes.localhost", path);

async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("a visitor sent from a checkout to log in comes back to it, after a detour to a forgotten password", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await hotelCheckout(page, 243, "fails-at-cancel");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbooknow%2Fhotels%2Fcheckout%3F/);
  const deepLink = new URL(page.url()).searchParams.get("redirect")!;

  // The visitor wonders about the password, then comes back by the plain "Back to log in".
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(demo("/forgotpassword"));
  await page.getByRole("link", { name: "Back to log in" }).click();
  await expect(page).toHaveURL(demo("/login"));

  await logIn(page, "traveller@horizon.test");
  await expect(page).toHaveURL(demo(deepLink));
  await expect(page.getByText("Room held for")).toBeVisible({ timeout: 20_000 });
});

test("from log in to sign up: the emailed link, opened in another browser, leads back to the deep link", async ({
  page,
  browser,
}) => {
  const email = `e2e.deep.${Date.now()}@mail.test`;
  const password = "Sunny-Algarve-2027";
  await page.goto(demo("/mytrip/mytrips"));
  await expect(page).toHaveURL(demo("/login?redirect=%2Fmytrip%2Fmytrips"));
  const signUp = page.getByRole("link", { name: "Sign up", exact: true });
  await expect(signUp).toHaveAttribute("href", "/signup?redirect=%2Fmytrip%2Fmytrips");
  await signUp.click();
  await expect(page).toHaveURL(demo("/signup?redirect=%2Fmytrip%2Fmytrips"));
  await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute(
    "href",
    "/login?redirect=%2Fmytrip%2Fmytrips",
  );
  await page.getByLabel("First name").fill("Marta");
  await page.getByLabel("Last name").fill("Reis");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toContainText(`We have sent a link to ${email}`);

  const mail = await latestMail(email, /Confirm your email address for Horizon Travel/);
  const link = (mail.text ?? "").match(/http:\/\/demo\.localhost:\d+\/verify\?\S+/)?.[0];
  expect(link).toContain("redirect=%2Fmytrip%2Fmytrips");

  // Another browser (a phone's mail app): nothing of the first visit is kept there.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(link!);
  await expect(phone.getByRole("status")).toHaveText(
    "Your email address is confirmed. You can log in now.",
  );
  await phone.getByRole("link", { name: "Go to log in" }).click();
  await expect(phone).toHaveURL(demo("/login?redirect=%2Fmytrip%2Fmytrips"));
  await logIn(phone, email, password);
  await expect(phone).toHaveURL(demo("/mytrip/mytrips"));
  await expect(phone.getByRole("heading", { name: "My Trips" })).toBeVisible();
  await other.close();
});

test("logout forgets the deep link: the next plain login lands on the usual page", async ({
  page,
}) => {
  await signInByApi(page, "traveller@horizon.test");
  // A login page opened with a deep link keeps it until it is used...
  await page.goto(demo("/login?redirect=%2Fmytrip%2Fprofile"));
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
  // ...but signing out forgets it.
  await page.goto(demo("/logout"));
  await expect(page).toHaveURL(demo("/"));
  await page.goto(demo("/login"));
  await logIn(page, "traveller@horizon.test");
  await expect(page).toHaveURL(demo("/"));
});

test("an off-site redirect is neither kept nor carried to sign-up", async ({ page }) => {
  for (const evil of ["//evil.com", "https://evil.com"]) {
    await page.goto(demo(`/login?redirect=${encodeURIComponent(evil)}`));
    await expect(page.getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute(
      "href",
      "/signup",
    );
    await page.goto(demo(`/continue?to=${encodeURIComponent(evil)}`));
    await expect(page).toHaveURL(demo("/login"));
  }
  await logIn(page, "traveller@horizon.test");
  await expect(page).toHaveURL(demo("/"));
});

test("an agency with the white-label root opens the booking flow at /, through log in for visitors", async ({
  page,
  browser,
}) => {
  const owner = await browser.newPage();
  await signInByApi(owner, "dueno@viajessol.test", "viajes.localhost");
  const setting = () => owner.getByLabel("Open the booking flow instead of the home page");
  const save = async (on: boolean) => {
    await owner.goto(viajes("/settings/website?lng=en"));
    const form = owner.locator("form", { has: owner.getByRole("heading", { name: "Home page" }) });
    await (on ? setting().check() : setting().uncheck());
    await form.getByRole("button", { name: "Save" }).click();
    await expect(owner.getByText("Saved. Your public pages show the change now.")).toBeVisible();
  };
  try {
    await save(true);
    await owner.reload();
    await expect(setting()).toBeChecked();

    await page.goto(viajes("/?lng=en"));
    await expect(page).toHaveURL(viajes("/login?redirect=%2Fbooknow%2Fhotels"));
    await logIn(page, "viajero@viajessol.test");
    await expect(page).toHaveURL(viajes("/booknow/hotels"));
    await page.goto(viajes("/"));
    await expect(page).toHaveURL(viajes("/booknow/hotels"));
  } finally {
    await save(false);
    await owner.close();
  }
  // Off again: the home page is the home page.
  await page.goto(viajes("/"));
  await expect(page).toHaveURL(viajes("/"));
});
