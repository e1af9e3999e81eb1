import { DEMO_PASSWORD, latestMail, signInByApi } from "./accounts";
import type { Page } from "@playwright/test";
import { expect, test, url } from "./fixtures";
import { blockingViolations, fillCard } from "./helpers";

const demo = (path = "/") => url("demo.localhost", path);

test("a traveller signs up, confirms by the emailed link, signs in and signs out", async ({
  page,
}) => {
  const email = `e2e.${Date.now()}@mail.test`;
  const password = "Sunny-Algarve-2027";
  await page.goto(demo("/"));
  await page.getByRole("link", { name: "Sign Up" }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel("First name").fill("Inês");
  await page.getByLabel("Last name").fill("Costa");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toContainText(`We have sent a link to ${email}`);

  const mail = await latestMail(email, /Confirm your email address for Horizon Travel/);
  const link = (mail.text ?? "").match(/http:\/\/demo\.localhost:\d+\/verify\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("status")).toHaveText(
    "Your email address is confirmed. You can log in now.",
  );
  await page.getByRole("link", { name: "Go to log in" }).click();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(demo("/"));
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();

  await page.getByRole("button", { name: "Account menu for Inês" }).first().click();
  await page.getByRole("link", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(demo("/"));
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "x-access-token")).toBeUndefined();
});

test("a wrong password is refused with a clear message and no session", async ({ page }) => {
  await page.goto(demo("/login"));
  await page.getByLabel("Email").fill("traveller@horizon.test");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "The email or password is not correct.",
  );
  await expect(page).toHaveURL(/\/login$/);
});

const ROLES = [
  {
    email: "traveller@horizon.test",
    name: "Tara",
    home: "Dashboard",
    menu: ["Book Now", "My Trips", "Profile Settings", "Support", "Wallet", "Logout"],
    greyed: [] as string[],
  },
  {
    email: "agent@horizon.test",
    name: "Adam",
    home: "Command Center",
    menu: ["Book Now", "My Trips", "Profile Settings", "Support", "Wallet", "Logout"],
    greyed: ["Agents", "Applications", "Customize Theme"],
  },
  {
    email: "sales@horizon.test",
    name: "Sam",
    home: "Command Center",
    menu: ["Book Now", "My Trips", "Profile Settings", "Support", "Wallet", "Logout"],
    greyed: ["Agents", "Applications", "Customize Theme"],
  },
  {
    email: "owner@horizon.test",
    name: "Olivia",
    home: "Command Center",
    menu: [
      "Book Now",
      "My Trips",
      "Profile Settings",
      "Website Settings",
      "Support",
      "Wallet",
      "Logout",
    ],
    greyed: [] as string[],
  },
];

for (const role of ROLES) {
  test(`${role.email} sees the ${role.home} link, its profile menu and greyed sidebar entries`, async ({
    page,
  }) => {
    await signInByApi(page, role.email);
    await page.goto(demo("/"));
    await expect(page.getByRole("link", { name: role.home, exact: true }).first()).toBeVisible();
    await page
      .getByRole("button", { name: `Account menu for ${role.name}` })
      .first()
      .click();
    const menu = page
      .locator("[id]")
      .filter({ has: page.getByText(role.email) })
      .first();
    await expect(menu.getByRole("link")).toHaveText(role.menu);

    const sidebar = page.getByRole("navigation", { name: "Account navigation" });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.locator("[aria-disabled=true]")).toHaveCount(role.greyed.length);
    for (const label of role.greyed) {
      await expect(sidebar.locator("[aria-disabled=true]", { hasText: label })).toHaveCount(1);
    }
  });
}

test("a sales agent cannot open markup settings but can edit the profile", async ({ page }) => {
  await signInByApi(page, "sales@horizon.test");
  await page.goto(demo("/settings/agency"));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Your role does not give you access to this page.",
  );
  await page.goto(demo("/settings/profile"));
  await expect(page.getByLabel("First name")).toHaveValue("Sam");
});

test("an owner of an unsubscribed agency is sent to /subscription, pays a plan and reaches the back office", async ({
  page,
  browser,
}) => {
  await signInByApi(page, "owner@minimal.test", "minimal.localhost");
  await page.goto(url("minimal.localhost", "/dashboard"));
  await expect(page).toHaveURL(url("minimal.localhost", "/subscription"));
  await expect(page.getByText("Your agency's subscription is not active")).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  // In Arabic too, in a browser of its own (the language choice is remembered).
  const arabic = await browser.newContext();
  const ar = await arabic.newPage();
  await signInByApi(ar, "owner@minimal.test", "minimal.localhost");
  await ar.goto(url("minimal.localhost", "/subscription?lng=ar"));
  await expect(ar.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(ar.getByRole("form")).toBeVisible();
  expect(await blockingViolations(ar)).toEqual([]);
  await arabic.close();

  const form = page.getByRole("form", { name: "Choose a plan" });
  await form.getByRole("radio", { name: /Yearly/ }).check();
  // A declined card says so and leaves the agency as it was.
  await fillCard(page, "4000000000000002");
  await form.getByRole("button", { name: "Pay $490.00 and subscribe" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "declined" })).toBeVisible();
  await page.goto(url("minimal.localhost", "/dashboard"));
  await expect(page).toHaveURL(url("minimal.localhost", "/subscription"));

  await form.getByRole("radio", { name: /Yearly/ }).check();
  await fillCard(page);
  await form.getByRole("button", { name: "Pay $490.00 and subscribe" }).click();
  await expect(page).toHaveURL(url("minimal.localhost", "/dashboard"));
  await expect(page.getByRole("heading", { name: "Command Center", level: 1 })).toBeVisible();
  await page.goto(url("minimal.localhost", "/subscription"));
  await expect(page.getByText("Your agency's subscription is active")).toBeVisible();
  await expect(page.getByText(/^Paid until /)).toBeVisible();
});

test("single sign-on through the agency's OpenID provider", async ({ page }) => {
  await page.goto(demo("/login"));
  await page.getByRole("link", { name: "Log in with single sign-on" }).click();
  // The provider's own sign-in page, on its own origin.
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByLabel("Email").fill("sso.traveller@horizon-sso.test");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(demo("/"));
  await page.getByRole("button", { name: "Account menu for Sofia" }).first().click();
  await expect(page.getByText("sso.traveller@horizon-sso.test").first()).toBeVisible();
});

test("before the page's script has run, the sign-in form cannot send the password in the address", async ({
  page,
}) => {
  // The page as a slow phone has it before React takes over: the scripts have not arrived.
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await page.goto(url("demo.localhost", "/login"));
  await page.getByLabel("Email").fill("traveller@horizon.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  const submit = page.getByRole("button", { name: "Log in" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(url("demo.localhost", "/login"));
});

test("a protected page sends a visitor to log in and back again", async ({ page }) => {
  await page.goto(demo("/mytrip/mytrips"));
  await expect(page).toHaveURL(demo("/login?redirect=%2Fmytrip%2Fmytrips"));
  await page.getByLabel("Email").fill("traveller@horizon.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(demo("/mytrip/mytrips"));
  await expect(page.getByRole("heading", { name: "My Trips" })).toBeVisible();
});

test("the dashboards, trips and bookings are one cached page for everyone, the user filled in by the browser", async ({
  page,
  browser,
}) => {
  // Without a session cookie the proxy sends the visitor to log in; no page is rendered.
  for (const path of ["/mytrip/dashboard", "/mytrip/mytrips", "/dashboard", "/bookings"]) {
    const login = await page.goto(demo(`${path}?tab=1`));
    expect((await login!.request().redirectedFrom()?.response())?.status(), path).toBe(307);
    await expect(page).toHaveURL(demo(`/login?redirect=${encodeURIComponent(`${path}?tab=1`)}`));
  }

  await signInByApi(page, "traveller@horizon.test");
  const agent = await browser.newPage();
  await signInByApi(agent, "agent@horizon.test");
  const read = (p: Page, path: string) =>
    p.evaluate(async (address) => {
      const response = await fetch(address);
      return { cache: response.headers.get("x-nextjs-cache"), html: await response.text() };
    }, path);
  for (const path of ["/mytrip/dashboard", "/mytrip/mytrips", "/dashboard", "/bookings"]) {
    await read(page, path); // the first request may be the one that renders it
    const [tara, adam] = await Promise.all([read(page, path), read(agent, path)]);
    // Served as the public pages are, from the cache, and the same for both users.
    expect(tara.cache).toMatch(/HIT|STALE/);
    expect(tara.html).toBe(adam.html);
    for (const personal of ["Tara", "Adam", "traveller@horizon.test"]) {
      expect(tara.html).not.toContain(personal);
    }
  }

  await page.goto(demo("/mytrip/dashboard"));
  await expect(page.getByText("Welcome back, Tara.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wallet balance" })).toBeVisible();
  // The traveller's dashboard is not an agent's: the agent goes on to the Command Center.
  await agent.goto(demo("/mytrip/dashboard"));
  await expect(agent).toHaveURL(demo("/dashboard"));
  await expect(agent.getByRole("heading", { name: "Command Center" })).toBeVisible();
  await expect(agent.getByText("Welcome back, Adam.")).toBeVisible();
  await expect(agent.getByTestId("figure-bookings")).toBeVisible();
  await agent.close();
  // Nor is the Command Center a traveller's.
  await page.goto(demo("/dashboard"));
  await expect(page).toHaveURL(demo("/mytrip/dashboard"));

  // A session that ended (signed out in another browser) is cleared on the cached page too.
  const ended = await browser.newContext();
  await ended.addCookies(await page.context().cookies());
  await page.goto(demo("/logout"));
  await expect(page).toHaveURL(demo("/"));
  const stale = await ended.newPage();
  await stale.goto(demo("/mytrip/mytrips"));
  await expect(stale).toHaveURL(demo("/"));
  expect((await ended.cookies()).map((c) => c.name)).not.toContain("x-access-token");
  await ended.close();
});

test("an off-site redirect is never followed", async ({ page }) => {
  await page.goto(demo("/login?redirect=%2F%2Fevil.test%2Fphish"));
  await page.getByLabel("Email").fill("traveller@horizon.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(demo("/"));
});

test("Log In carries the page back, except from the public pages of SPEC §6", async ({ page }) => {
  await page.goto(demo("/blog"));
  await expect(page.getByRole("link", { name: "Log In" }).first()).toHaveAttribute(
    "href",
    "/login?redirect=%2Fblog",
  );
  await page.goto(demo("/about"));
  await expect(page.getByRole("link", { name: "Log In" }).first()).toHaveAttribute(
    "href",
    "/login",
  );
});

test("logout clears the session, local storage and hidden-footer state", async ({ page }) => {
  await signInByApi(page, "traveller@horizon.test");
  await page.goto(demo("/?hideFooter=true"));
  await expect(page.locator("footer")).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem("probe", "1"));
  const before = (await page.context().cookies()).find((c) => c.name === "x-access-token");
  expect(before?.httpOnly).toBe(true);

  await page.goto(demo("/logout"));
  await expect(page).toHaveURL(demo("/"));
  expect(await page.evaluate(() => localStorage.getItem("probe"))).toBeNull();
  await expect(page.locator("footer")).toHaveCount(1);
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain("x-access-token");
  expect(names).not.toContain("hideFooter");

  // The old token is refused at once.
  const replay = await page.evaluate(
    async (token) =>
      (await fetch("/api/user/me", { credentials: "omit", headers: { "x-access-token": token } }))
        .status,
    before!.value,
  );
  expect(replay).toBe(401);
});

test("the sidebar waits for intent and never stays over the page the pointer went on to", async ({
  page,
}) => {
  await signInByApi(page, "owner@horizon.test");
  await page.goto(demo("/users/agents"));
  const sidebar = page.getByRole("navigation", { name: "Account navigation" });
  await expect(sidebar).toHaveAttribute("data-open", "false");
  // Crossing the strip on the way to the table, never resting on it: the menu stays shut.
  for (let y = 300; y < 420; y += 10) {
    await page.mouse.move(20, y);
    await page.waitForTimeout(30);
  }
  await page.mouse.move(700, 420, { steps: 5 });
  await page.waitForTimeout(300);
  await expect(sidebar).toHaveAttribute("data-open", "false");
  // Resting on it opens it; going on to the page closes it again, uncovering what lies there.
  await page.mouse.move(20, 300);
  await expect(sidebar).toHaveAttribute("data-open", "true");
  await page.mouse.move(700, 300, { steps: 5 });
  await expect(sidebar).toHaveAttribute("data-open", "false");
  // Opened with its toggle, it stays open until a click outside or on an entry.
  await page.getByRole("button", { name: "Expand menu" }).click();
  await page.mouse.move(700, 300, { steps: 5 });
  await expect(sidebar).toHaveAttribute("data-open", "true");
  await page.mouse.click(900, 500);
  await expect(sidebar).toHaveAttribute("data-open", "false");
});

test("the sidebar is collapsed, expands on hover after 100 ms and is absent on the about page", async ({
  page,
}) => {
  await signInByApi(page, "agent@horizon.test");
  await page.goto(demo("/dashboard"));
  const sidebar = page.getByRole("navigation", { name: "Account navigation" });
  await expect(sidebar).toHaveAttribute("data-open", "false");
  await sidebar.hover();
  await expect(sidebar).toHaveAttribute("data-open", "true");
  await page.mouse.click(900, 500);
  await expect(sidebar).toHaveAttribute("data-open", "false");
  await page.getByRole("button", { name: "Expand menu" }).click();
  await expect(sidebar).toHaveAttribute("data-open", "true");
  await sidebar.getByRole("link", { name: "Clients" }).click();
  await expect(page).toHaveURL(demo("/users/clients"));
  await expect(page.getByRole("navigation", { name: "Account navigation" })).toHaveAttribute(
    "data-open",
    "false",
  );
  await page.goto(demo("/about"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Account navigation" })).toHaveCount(0);
});

test("the academy opens in a new tab with a single-use token, never the session", async ({
  page,
}) => {
  // The academy is another site; answer for it here.
  await page
    .context()
    .route("https://academy.horizon.test/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Academy</title>" }),
    );
  await signInByApi(page, "owner@horizon.test");
  await page.goto(demo("/dashboard"));
  await page.getByRole("button", { name: "Expand menu" }).click();
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page
      .getByRole("navigation", { name: "Account navigation" })
      .getByRole("button", { name: "Academy" })
      .click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^https:\/\/academy\.horizon\.test\/enter\?token=/);
  const token = new URL(tab.url()).searchParams.get("token")!;
  const session = (await page.context().cookies()).find((c) => c.name === "x-access-token")!;
  expect(token).not.toBe(session.value);
  const exchange = () =>
    page.evaluate(async (t) => {
      const r = await fetch("/api/academy/exchange", {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: t }),
      });
      return { status: r.status, body: await r.json() };
    }, token);
  const first = await exchange();
  expect(first.status).toBe(200);
  expect(first.body.user.email).toBe("owner@horizon.test");
  expect((await exchange()).status).toBe(400);
});

test("a profile edit shows at once and the language choice follows the account", async ({
  page,
}) => {
  await signInByApi(page, "restricted@horizon.test");
  await page.goto(demo("/settings/profile"));
  await page.getByLabel("First name").fill("Rita Maria");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your details have been saved.")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Account menu for Rita Maria" }).first(),
  ).toBeVisible();
  await page.getByLabel("First name").fill("Rita");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Account menu for Rita" }).first()).toBeVisible();
});

test("Support reads Help and opens the help widget for the agency configured for it", async ({
  page,
}) => {
  await signInByApi(page, "viajero@viajessol.test", "viajes.localhost");
  await page.goto(url("viajes.localhost", "/?lng=en"));
  await page.getByRole("button", { name: "Account menu for Lucía" }).first().click();
  const menu = page.getByRole("region", { name: "Account menu for Lucía" });
  await expect(menu.getByRole("link", { name: "Support" })).toHaveCount(0);
  await menu.getByRole("button", { name: "Help" }).click();
  const dialog = page.getByRole("dialog", { name: "Help" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("an agent page never shows another agency's user", async ({ page, browser }) => {
  const other = await browser.newPage();
  await signInByApi(other, "dueno@viajessol.test", "viajes.localhost");
  const foreignId = await other.evaluate(
    async () => ((await (await fetch("/api/user/me")).json()) as { user: { id: string } }).user.id,
  );
  await other.close();

  await signInByApi(page, "owner@horizon.test");
  const ownId = await page.evaluate(
    async () => ((await (await fetch("/api/user/me")).json()) as { user: { id: string } }).user.id,
  );
  await page.goto(demo(`/users/agents/view/${ownId}`));
  // The opened agent's panel (the agents table below lists the address too).
  await expect(
    page.getByRole("region", { name: "Olivia Hart" }).getByText("owner@horizon.test"),
  ).toBeVisible();
  const foreign = await page.goto(demo(`/users/agents/view/${foreignId}`));
  expect(foreign?.status()).toBe(404);
  await expect(page.getByText("dueno@viajessol.test")).toHaveCount(0);
});

test.describe("deal and proposal links, for an agency that hides the header on them", () => {
  const viajes = (path: string) => url("viajes.localhost", path);

  test("signed-out visitors lose the header links and login buttons", async ({ page }) => {
    await page.goto(viajes("/?lng=en"));
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
    for (const path of [
      "/?lng=en&dealLinkId=42",
      "/?lng=en&proposalId=9",
      "/?lng=en&checkout=true",
      "/?lng=en&from=checkout",
      // A bare id is a deal link's on the booking pages only.
      "/booknow/hotels?lng=en&id=7",
    ]) {
      await page.goto(viajes(path));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main", exact: true })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Log In" })).toHaveCount(0);
    }
    // Elsewhere an id names something else (a blog post shared): the header stays.
    await page.goto(viajes("/?lng=en&id=7"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
  });

  test("signed-in users keep the header links", async ({ page }) => {
    await signInByApi(page, "viajero@viajessol.test", "viajes.localhost");
    await page.goto(viajes("/?lng=en&dealLinkId=42"));
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
  });

  test("footer links and the logo link go on the cancellation policy of a deal link", async ({
    page,
  }) => {
    await page.goto(viajes("/cancellation-policy?lng=en&proposalId=9"));
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Useful links" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("img", { name: "Viajes Sol" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /Viajes Sol/ })).toHaveCount(0);

    await page.goto(viajes("/cancellation-policy?lng=en"));
    await expect(page.getByRole("navigation", { name: "Useful links" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /Viajes Sol/ })).toBeVisible();
    // An agency without the setting keeps everything.
    await page.goto(demo("/cancellation-policy?proposalId=9"));
    await expect(page.getByRole("navigation", { name: "Useful links" })).toBeVisible();
  });

  test("footer links and the logo link go on a booking page opened from a deal link", async ({
    page,
  }) => {
    await page.goto(viajes("/booknow/resort?lng=en&dealLinkId=42"));
    await expect(page.getByRole("combobox", { name: "Destination" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Useful links" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: /Viajes Sol/ })).toHaveCount(0);

    await page.goto(viajes("/booknow/resort?lng=en"));
    await expect(page.getByRole("navigation", { name: "Useful links" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /Viajes Sol/ })).toBeVisible();
  });
});
