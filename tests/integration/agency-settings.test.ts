import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as agencyGet } from "@/app/api/agency/route";
import { GET as paymentGet, PUT as paymentPut } from "@/app/api/agency/payment-settings/route";
import { POST as paymentTest } from "@/app/api/agency/payment-settings/test/route";
import { GET as subscriptionGet, POST as subscribePost } from "@/app/api/agency/subscription/route";
import {
  DELETE as assetDelete,
  GET as assetGet,
  PUT as assetPut,
} from "@/app/api/agency/theme/[kind]/route";
import { GET as themeGet, PUT as themePut } from "@/app/api/agency/theme/route";
import { POST as topup } from "@/app/api/agency/wallet/topups/route";
import { agencyChanged } from "@/lib/server/agency/changes";
import { lapseIfEnded } from "@/lib/server/agency/subscription";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { agencyAccount, balanceOf } from "@/lib/server/ledger/ledger";
import { cookieOf } from "../support/accounts";
import { CARDS, cardToken } from "../support/booking";
import { DEMO, MINIMAL, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";

/**
 * Settings of issue 16 by API: Payment (gateway, keys sealed and never shown, brands accepted,
 * connection test), Customize Theme (colour refused below WCAG AA, images checked for type and
 * size from their bytes), the subscription payment; each only for the roles allowed, each agency
 * its own, bad input a 4xx that changes nothing.
 */

const cookies: Record<string, string> = {};
let demoId: string;
let minimalId: string;
let savedGateway: typeof t.agencyPaymentGateways.$inferSelect;
let savedTheme: Pick<
  typeof t.agencies.$inferSelect,
  "primaryColor" | "logo" | "logoMobile" | "favicon"
>;

// A 1×1 PNG, and the same bytes declared as something else.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const dataUrl = (bytes: Buffer, type = "image/png") =>
  `data:${type};base64,${bytes.toString("base64")}`;

async function gatewayRow(agencyId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(t.agencyPaymentGateways)
    .where(eq(t.agencyPaymentGateways.agencyId, agencyId));
  return row!;
}

async function agencyRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(t.agencies).where(eq(t.agencies.id, id));
  return row!;
}

const as = (who: string) => ({ cookie: cookies[who]! });

beforeAll(async () => {
  for (const who of ["owner", "agent", "sales", "traveller"]) {
    cookies[who] = await cookieOf(DEMO, `${who}@horizon.test`);
  }
  cookies.minimalOwner = await cookieOf(MINIMAL, "owner@minimal.test");
  const db = await getDb();
  const rows = await db
    .select({ id: t.agencies.id, subdomain: t.agencies.subdomain })
    .from(t.agencies);
  demoId = rows.find((r) => r.subdomain === "demo")!.id;
  minimalId = rows.find((r) => r.subdomain === "minimal")!.id;
  savedGateway = await gatewayRow(demoId);
  const demo = await agencyRow(demoId);
  savedTheme = {
    primaryColor: demo.primaryColor,
    logo: demo.logo,
    logoMobile: demo.logoMobile,
    favicon: demo.favicon,
  };
});

// On PostgreSQL the files share the seeded agencies: leave them as they were found.
afterAll(async () => {
  const db = await getDb();
  await db
    .update(t.agencyPaymentGateways)
    .set(savedGateway)
    .where(eq(t.agencyPaymentGateways.agencyId, demoId));
  await db.update(t.agencies).set(savedTheme).where(eq(t.agencies.id, demoId));
  await db.delete(t.agencyAssets).where(eq(t.agencyAssets.agencyId, demoId));
  await db.delete(t.agencySubscriptions).where(eq(t.agencySubscriptions.agencyId, minimalId));
  await db
    .update(t.agencies)
    .set({ isSubscribed: false, subscribedUntil: null })
    .where(eq(t.agencies.id, minimalId));
});

describe("payment settings", () => {
  const stripe = {
    provider: "stripe",
    mode: "test",
    publishableKey: "pk_test_51AbCdEfGhIjKlMnOp",
    secretKey: "sk_test_51SeCrEtKeYvAlUe9876",
    methods: ["visa", "mastercard"],
  };

  it("keeps the Stripe secret key sealed, shows only its last four, and keeps it when left empty", async () => {
    const saved = await send(paymentPut as never, DEMO, "/api/agency/payment-settings", {
      method: "PUT",
      body: stripe,
      headers: as("owner"),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      provider: "stripe",
      mode: "test",
      publishableKey: stripe.publishableKey,
      secretKeyLast4: "9876",
      methods: ["visa", "mastercard"],
      testOk: null,
    });
    expect(JSON.stringify(saved.body)).not.toContain(stripe.secretKey);
    const row = await gatewayRow(demoId);
    expect(row.secretKey).not.toContain("SeCrEt");
    expect(row.secretKey).toMatch(/^v1\./);

    // Saved again without the secret: the sealed key stays as it was.
    const again = await send(paymentPut as never, DEMO, "/api/agency/payment-settings", {
      method: "PUT",
      body: { ...stripe, secretKey: undefined, methods: ["visa"] },
      headers: as("owner"),
    });
    expect(again.status).toBe(200);
    expect(again.body.secretKeyLast4).toBe("9876");
    expect((await gatewayRow(demoId)).secretKey).toBe(row.secretKey);

    const read = await call(paymentGet as never, DEMO, "/api/agency/payment-settings", as("owner"));
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(stripe.secretKey);
    // The public gateway answer never carries it either.
    const publicAgency = await call(agencyGet as never, DEMO, "/api/agency");
    expect(JSON.stringify(publicAgency.body)).not.toContain("9876");
  });

  it("refuses keys of the wrong form or mode, a live switch without its key, and no brand, changing nothing", async () => {
    const before = await gatewayRow(demoId);
    const bad = [
      { ...stripe, publishableKey: "not-a-key" },
      { ...stripe, secretKey: "sk_live_51SeCrEtKeYvAlUe9876" },
      {
        ...stripe,
        mode: "live",
        publishableKey: "pk_live_51AbCdEfGhIjKlMnOp",
        secretKey: undefined,
      },
      { ...stripe, methods: [] },
      { ...stripe, methods: ["visa", "visa"] },
      { ...stripe, methods: ["paypal"] },
      { provider: "sandbox", mode: "live", methods: ["visa"] },
      { provider: "bank", mode: "test", methods: ["visa"] },
    ];
    for (const body of bad) {
      const r = await send(paymentPut as never, DEMO, "/api/agency/payment-settings", {
        method: "PUT",
        body,
        headers: as("owner"),
      });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect(await gatewayRow(demoId)).toEqual(before);
  });

  it("is for owners and admins only, by API", async () => {
    for (const who of ["sales", "agent", "traveller"]) {
      const read = await call(paymentGet as never, DEMO, "/api/agency/payment-settings", as(who));
      expect(read.status, who).toBe(403);
      const write = await send(paymentPut as never, DEMO, "/api/agency/payment-settings", {
        method: "PUT",
        body: { provider: "sandbox", mode: "test", methods: ["visa"] },
        headers: as(who),
      });
      expect(write.status, who).toBe(403);
      const test = await send(paymentTest as never, DEMO, "/api/agency/payment-settings/test", {
        headers: as(who),
      });
      expect(test.status, who).toBe(403);
    }
    // Another agency's owner is no one here.
    const viajesOwner = await cookieOf(VIAJES, "dueno@viajessol.test");
    const cross = await call(paymentGet as never, DEMO, "/api/agency/payment-settings", {
      cookie: viajesOwner,
    });
    expect(cross.status).toBe(401);
  });

  it("tests the connection: Stripe out of reach says so and records the failure", async () => {
    const r = await send(paymentTest as never, DEMO, "/api/agency/payment-settings/test", {
      headers: as("owner"),
    });
    expect(r.status).toBe(200);
    // No network here: Stripe cannot be reached (a real account answers accepted or refused).
    expect(r.body).toMatchObject({ ok: false, outcome: "unreachable" });
    expect((await gatewayRow(demoId)).testOk).toBe(false);
  });

  it("back on the sandbox, the test passes and a card of a brand not accepted is refused, charging nothing", async () => {
    const sandbox = await send(paymentPut as never, DEMO, "/api/agency/payment-settings", {
      method: "PUT",
      body: { provider: "sandbox", mode: "test", methods: ["mastercard"] },
      headers: as("owner"),
    });
    expect(sandbox.status).toBe(200);
    expect(sandbox.body).toMatchObject({ provider: "sandbox", secretKeyLast4: null });
    expect((await gatewayRow(demoId)).secretKey).toBe("");
    const test = await send(paymentTest as never, DEMO, "/api/agency/payment-settings/test", {
      headers: as("owner"),
    });
    expect(test.body).toMatchObject({ ok: true, outcome: "sandbox" });

    const before = await balanceOf(agencyAccount(demoId, "EUR"));
    const pay = async (number: string) =>
      send(topup as never, DEMO, "/api/agency/wallet/topups", {
        body: { amountMinor: 1_000, currency: "EUR", token: await cardToken(DEMO, number) },
        headers: { ...as("owner"), "idempotency-key": randomUUID() },
      });
    const visa = await pay(CARDS.success);
    expect(visa.status).toBe(402);
    expect(visa.body).toMatchObject({ code: "cardDeclined" });
    expect(await balanceOf(agencyAccount(demoId, "EUR"))).toBe(before);
    const mastercard = await pay("5555555555554444");
    expect(mastercard.status).toBe(201);
    expect(await balanceOf(agencyAccount(demoId, "EUR"))).toBe(before + 1_000);
  });
});

describe("customize theme", () => {
  it("refuses a colour without WCAG AA contrast and keeps the old one", async () => {
    const before = (await agencyRow(demoId)).primaryColor;
    for (const primaryColor of ["#e8590c", "#ffff00", "#2c7be5", "blue", "#12345"]) {
      const r = await send(themePut as never, DEMO, "/api/agency/theme", {
        method: "PUT",
        body: { primaryColor },
        headers: as("owner"),
      });
      expect(r.status, primaryColor).toBe(400);
    }
    expect((await agencyRow(demoId)).primaryColor).toBe(before);
  });

  it("saves a colour with contrast, and the public agency shows it", async () => {
    const r = await send(themePut as never, DEMO, "/api/agency/theme", {
      method: "PUT",
      body: { primaryColor: "#1E3A8A" },
      headers: as("owner"),
    });
    expect(r.status).toBe(200);
    expect(r.body.primaryColor).toBe("#1e3a8a");
    const publicAgency = await call(agencyGet as never, DEMO, "/api/agency");
    expect(JSON.stringify(publicAgency.body)).toContain("#1e3a8a");
  });

  it("takes a PNG logo, serves it on its own host only, and removes it", async () => {
    const up = await send(assetPut as never, DEMO, "/api/agency/theme/logo", {
      method: "PUT",
      body: { dataUrl: dataUrl(PNG) },
      headers: as("owner"),
      params: { kind: "logo" },
    });
    expect(up.status).toBe(200);
    expect(up.body.logo).toMatch(/^\/api\/agency\/theme\/logo\?v=\d+$/);
    const served = await send(assetGet as never, DEMO, "/api/agency/theme/logo", {
      method: "GET",
      params: { kind: "logo" },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const elsewhere = await send(assetGet as never, VIAJES, "/api/agency/theme/logo", {
      method: "GET",
      params: { kind: "logo" },
    });
    expect(elsewhere.status).toBe(404);
    const read = await call(themeGet as never, DEMO, "/api/agency/theme", as("owner"));
    expect(read.body.logo).toBe(up.body.logo);

    const gone = await send(assetDelete as never, DEMO, "/api/agency/theme/logo", {
      method: "DELETE",
      headers: as("owner"),
      params: { kind: "logo" },
    });
    expect(gone.status).toBe(200);
    expect(gone.body.logo).toBeNull();
  });

  it("refuses an image of the wrong type or size, an unknown kind and other roles, changing nothing", async () => {
    const before = await agencyRow(demoId);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const gif = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");
    const big = Buffer.concat([PNG, Buffer.alloc(70 * 1024)]);
    const cases: [string, string, number][] = [
      ["logo", dataUrl(svg, "image/svg+xml"), 415],
      ["logo", dataUrl(gif, "image/png"), 415],
      ["favicon", dataUrl(big), 413],
      ["banner", dataUrl(PNG), 404],
      ["logo", "not a data url", 400],
    ];
    for (const [kind, url, status] of cases) {
      const r = await send(assetPut as never, DEMO, `/api/agency/theme/${kind}`, {
        method: "PUT",
        body: { dataUrl: url },
        headers: as("owner"),
        params: { kind },
      });
      expect(r.status, `${kind} ${status}`).toBe(status);
    }
    for (const who of ["sales", "agent", "traveller"]) {
      const colour = await send(themePut as never, DEMO, "/api/agency/theme", {
        method: "PUT",
        body: { primaryColor: "#0b7285" },
        headers: as(who),
      });
      expect(colour.status, who).toBe(403);
      const image = await send(assetPut as never, DEMO, "/api/agency/theme/logo", {
        method: "PUT",
        body: { dataUrl: dataUrl(PNG) },
        headers: as(who),
        params: { kind: "logo" },
      });
      expect(image.status, who).toBe(403);
    }
    const after = await agencyRow(demoId);
    expect([after.primaryColor, after.logo, after.favicon]).toEqual([
      before.primaryColor,
      before.logo,
      before.favicon,
    ]);
  });
});

describe("the subscription", () => {
  const subscribe = async (cookie: string, body: unknown, key = randomUUID()) =>
    send(subscribePost as never, MINIMAL, "/api/agency/subscription", {
      body,
      headers: { cookie, "idempotency-key": key },
    });

  it("a declined card leaves the agency unsubscribed", async () => {
    const r = await subscribe(cookies.minimalOwner!, {
      plan: "monthly",
      token: await cardToken(MINIMAL, CARDS.declined),
    });
    expect(r.status).toBe(402);
    expect((await agencyRow(minimalId)).isSubscribed).toBe(false);
  });

  it("the owner pays the plan's price once, and the agency is subscribed", async () => {
    const key = randomUUID();
    const body = { plan: "yearly", token: await cardToken(MINIMAL) };
    const first = await subscribe(cookies.minimalOwner!, body, key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      isSubscribed: true,
      current: { plan: "yearly", amountMinor: 49_000, currency: "USD" },
    });
    const replay = await subscribe(cookies.minimalOwner!, body, key);
    expect(replay.body).toEqual(first.body);
    const db = await getDb();
    const rows = await db
      .select()
      .from(t.agencySubscriptions)
      .where(eq(t.agencySubscriptions.agencyId, minimalId));
    expect(rows).toHaveLength(1);
    expect((await agencyRow(minimalId)).isSubscribed).toBe(true);

    // Paid already: another payment is refused before the card is charged.
    const again = await subscribe(cookies.minimalOwner!, {
      plan: "monthly",
      token: await cardToken(MINIMAL),
    });
    expect(again.status).toBe(409);
    const read = await call(subscriptionGet as never, MINIMAL, "/api/agency/subscription", {
      cookie: cookies.minimalOwner!,
    });
    expect(read.body.current).toMatchObject({ plan: "yearly" });
  });

  it("lapses when the paid period ends, and the owner may pay again; a platform-subscribed agency never lapses", async () => {
    // The agency row carries the end of the period paid.
    const [paid] = await (
      await getDb()
    )
      .select({ periodEnd: t.agencySubscriptions.periodEnd })
      .from(t.agencySubscriptions)
      .where(eq(t.agencySubscriptions.agencyId, minimalId));
    expect((await agencyRow(minimalId)).subscribedUntil).toEqual(paid!.periodEnd);
    expect(await lapseIfEnded(await agencyRow(minimalId))).toBe(false);
    // A month later (or a year), the next page of its owner finds it lapsed.
    const later = new Date(paid!.periodEnd.getTime() + 60_000);
    expect(await lapseIfEnded(await agencyRow(minimalId), later)).toBe(true);
    expect((await agencyRow(minimalId)).isSubscribed).toBe(false);
    expect(await lapseIfEnded(await agencyRow(demoId), later)).toBe(false);
    expect((await agencyRow(demoId)).isSubscribed).toBe(true);

    const renewed = await subscribe(cookies.minimalOwner!, {
      plan: "monthly",
      token: await cardToken(MINIMAL),
    });
    expect(renewed.status).toBe(201);
    expect(renewed.body).toMatchObject({ isSubscribed: true, current: { plan: "monthly" } });
    expect(await lapseIfEnded(await agencyRow(minimalId))).toBe(false);
    // A page that read the row before the renewal (the cache keeps it ten seconds) finds the
    // agency paid, and leaves it subscribed.
    const stale = { id: minimalId, subscribedUntil: new Date(Date.now() - 60_000) };
    expect(await lapseIfEnded(stale)).toBe(false);
    expect((await agencyRow(minimalId)).isSubscribed).toBe(true);
  });

  it("reads an ended paid period as lapsed, as the cached Command Center asks it", async () => {
    const db = await getDb();
    await db
      .update(t.agencies)
      .set({ subscribedUntil: new Date(Date.now() - 60_000) })
      .where(eq(t.agencies.id, minimalId));
    await agencyChanged(minimalId);
    const read = await call(subscriptionGet as never, MINIMAL, "/api/agency/subscription", {
      cookie: cookies.minimalOwner!,
    });
    expect(read.status).toBe(200);
    expect(read.body.isSubscribed).toBe(false);
    expect((await agencyRow(minimalId)).isSubscribed).toBe(false);
    const renewed = await subscribe(cookies.minimalOwner!, {
      plan: "monthly",
      token: await cardToken(MINIMAL),
    });
    expect(renewed.status).toBe(201);
  });

  it("refuses an agent, a traveller, an unknown plan and another agency's session", async () => {
    for (const who of ["agent", "traveller"]) {
      const r = await send(subscribePost as never, DEMO, "/api/agency/subscription", {
        body: { plan: "monthly", token: "tok_x" },
        headers: { ...as(who), "idempotency-key": randomUUID() },
      });
      expect(r.status, who).toBe(403);
    }
    const unknown = await subscribe(cookies.minimalOwner!, { plan: "lifetime", token: "tok_x" });
    expect(unknown.status).toBe(400);
    const cross = await subscribe(cookies.owner!, { plan: "monthly", token: "tok_x" });
    expect(cross.status).toBe(401);
  });
});
