import type { Page } from "@playwright/test";
import { signInByApi } from "./accounts";
import type { HostMessage } from "../lib/modules/protocol";
import { expect, PORT, test, url } from "./fixtures";

// SPEC §3, §4, §8: the module events of README "Module events", from page script as an agency's
// module would send them.

/** Records every host broadcast from before the page's own scripts run, and waits for `ready`. */
async function openPage(page: Page, path = "/about") {
  await page.addInitScript(() => {
    const w = window as unknown as { heard: unknown[] };
    w.heard = [];
    window.addEventListener("wl:host", (e) => w.heard.push((e as CustomEvent).detail));
  });
  await page.goto(url("demo.localhost", path));
  await waitFor(page, "ready");
}

function send(page: Page, detail: unknown) {
  return page.evaluate((d) => {
    window.dispatchEvent(new CustomEvent("wl:module", { detail: d }));
  }, detail);
}

/** The latest broadcast of `type`, once there are `count` of them. */
async function waitFor<T extends HostMessage["type"]>(
  page: Page,
  type: T,
  count = 1,
): Promise<Extract<HostMessage, { type: T }>> {
  const handle = await page.waitForFunction(
    ([t, n]) => {
      const all = (window as unknown as { heard: { type: string }[] }).heard.filter(
        (m) => m.type === t,
      );
      return all.length >= (n as number) ? all.at(-1) : null;
    },
    [type, count] as const,
  );
  return (await handle.jsonValue()) as Extract<HostMessage, { type: T }>;
}

test("request-state answers a visitor with the agency, currency and countries, and no user", async ({
  page,
}) => {
  await openPage(page);
  await send(page, { type: "request-state", source: "test" });
  const { payload: state } = await waitFor(page, "state");
  const agency = await page.evaluate(
    async () => (await (await fetch("/api/agency")).json()).agency,
  );
  expect(state.agency).toMatchObject({
    id: agency.id,
    agencyName: "Horizon Travel",
    subdomain: "demo",
  });
  expect(state.multicurrency).toMatchObject({
    currency: "USD",
    selectedCurrency: { currency: "USD" },
    error: null,
  });
  expect(state.multicurrency.exchangeRates!.EUR).toBeGreaterThan(0);
  expect(state.country.enabled.length).toBeGreaterThan(100);
  expect(state.country.enabled).toContainEqual(
    expect.objectContaining({ code: "DE", currency: "EUR" }),
  );
  expect(state.user).toBeNull();
});

test("request-state follows the visitor's currency choice", async ({ page }) => {
  await openPage(page, "/about?currency=EUR&country=FR");
  await expect(page.getByTestId("currency-button")).toHaveText("EUR");
  await send(page, { type: "request-state" });
  const { payload: state } = await waitFor(page, "state");
  expect(state.multicurrency).toMatchObject({ currency: "EUR", selectedCurrency: { code: "FR" } });
});

test("signed in, request-state has the traveller's own profile and never the session token", async ({
  page,
  context,
}) => {
  await signInByApi(page, "traveller@horizon.test");
  await openPage(page);
  await send(page, { type: "request-state" });
  const { payload: state } = await waitFor(page, "state");
  expect(state.user).toMatchObject({
    userType: "Traveller",
    personal_info: { email: "traveller@horizon.test" },
  });
  const token = (await context.cookies()).find((c) => c.name === "x-access-token")!.value;
  expect(token.length).toBeGreaterThan(20);
  const sent = JSON.stringify(state);
  expect(sent).not.toContain(token);
  expect(sent).not.toMatch(/"(token|accessToken|x-access-token)"/);

  // A module may change the name shown to the other modules, never the role.
  await send(page, { type: "user-updated", payload: { userType: "Admin" } });
  await send(page, {
    type: "user-updated",
    payload: { personal_info: { first_name: "Tina" } },
    source: "profile-card",
  });
  const forwarded = await waitFor(page, "user-updated");
  expect(forwarded.source).toBe("profile-card");
  expect(forwarded.payload).toMatchObject({
    userType: "Traveller",
    personal_info: { first_name: "Tina", email: "traveller@horizon.test" },
  });
});

test("a signed-out visitor stays signed out whatever a module says", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  await openPage(page);
  await send(page, {
    type: "user-updated",
    payload: { id: "0b0e7f4c-1d7a-4c55-8f0e-5a4f8e8c2d01", userType: "Admin" },
  });
  await send(page, { type: "request-state" });
  expect((await waitFor(page, "state")).payload.user).toBeNull();
  expect(warnings).toContain('Module event "user-updated" refused: nobody is signed in');
});

test("request-payment-gateway answers the gateway's public part", async ({ page }) => {
  await openPage(page);
  await send(page, { type: "request-payment-gateway" });
  const { payload } = await waitFor(page, "payment-gateway");
  const served = await page.evaluate(
    async () => (await (await fetch("/api/getCurrentPaymentGateway")).json()).CurrentPayment,
  );
  expect(payload).toEqual({ gateway: served, error: null });
  expect(payload.gateway!.publishableKey).toMatch(/^pk_test_/);
  expect(JSON.stringify(payload)).not.toContain("sk_");
});

test("an agency-updated event from one module reaches another, and the next state has it", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  await openPage(page);
  // Module B listens as any module would.
  await page.evaluate(() => {
    const w = window as unknown as { moduleB: unknown[] };
    w.moduleB = [];
    window.addEventListener("wl:host", (e) => {
      const m = (e as CustomEvent).detail;
      if (m.type === "agency-updated")
        w.moduleB.push({ name: m.payload.agencyName, from: m.source });
    });
  });
  await send(page, { type: "agency-updated", payload: { subdomain: "evil" }, source: "module-a" });
  await send(page, {
    type: "agency-updated",
    payload: { agencyName: "Horizon Summer Sale" },
    source: "module-a",
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { moduleB: unknown[] }).moduleB))
    .toEqual([{ name: "Horizon Summer Sale", from: "module-a" }]);
  expect(warnings).toContain(
    'Module event "agency-updated" refused: a module may not change subdomain',
  );
  await send(page, { type: "request-state" });
  const { payload: state } = await waitFor(page, "state");
  expect(state.agency).toMatchObject({ agencyName: "Horizon Summer Sale", subdomain: "demo" });
});

test("an unknown event only logs a warning", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  await openPage(page);
  await send(page, { type: "open-the-vault" });
  await expect.poll(() => warnings).toContain('Unknown module event "open-the-vault" ignored');
  await page.waitForTimeout(200);
  const heard = await page.evaluate(() =>
    (window as unknown as { heard: { type: string }[] }).heard.map((m) => m.type),
  );
  expect(heard).toEqual(["ready"]);
});

test("load-module runs the demo widget, and tells a missing script with SPEC §8's text", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await openPage(page);
  await send(page, {
    type: "load-module",
    payload: { url: "/assets/modules/demo-widget.js", expose: "wlDemoWidget" },
  });
  expect((await waitFor(page, "module-loaded")).payload.expose).toBe("wlDemoWidget");
  await expect(page.locator("#wl-demo-widget")).toHaveText("Horizon Travel · USD");

  const missing = `http://demo.localhost:${PORT}/assets/modules/missing.js`;
  const failure = `Loading script failed.\n(error: ${missing})`;
  await send(page, { type: "load-module", payload: { url: "/assets/modules/missing.js" } });
  expect((await waitFor(page, "module-failed")).payload).toEqual({
    url: missing,
    expose: null,
    message: failure,
  });
  expect(errors).toContain(failure);

  // A script that loads without defining the module it was asked for.
  await send(page, {
    type: "load-module",
    payload: { url: "/assets/modules/demo-widget.js?again", expose: "wlNothing" },
  });
  expect((await waitFor(page, "module-failed", 2)).payload.message).toBe(
    `Failed to load remote component: wlNothing is not defined by http://demo.localhost:${PORT}/assets/modules/demo-widget.js?again`,
  );
});
