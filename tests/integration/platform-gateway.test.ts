import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as paymentPut } from "@/app/api/agency/payment-settings/route";
import { GET as subscriptionGet, POST as subscribePost } from "@/app/api/agency/subscription/route";
import { reconcile } from "@/lib/server/bookings/reconcile";
import { getDb } from "@/lib/server/db/client";
import { armFault, disarmFaults } from "@/lib/server/faults/faults";
import * as t from "@/lib/server/db/schema";
import { gatewayById } from "@/lib/server/payments/gateways";
import { cookieOf } from "../support/accounts";
import { cardToken } from "../support/booking";
import { MINIMAL } from "../support/hosts";
import { call, send } from "../support/http";
import { fakeStripeAccount } from "../support/stripe";

/**
 * The subscription is the platform's fee (DESIGN §9): it is paid to the platform's gateway,
 * configured by the platform (`PLATFORM_STRIPE_SECRET_KEY`, the sandbox by default), never into
 * the agency's own Stripe account, and it is recorded with that gateway's id so that a refund or
 * the reconciler reaches it.
 */

const AGENCY_KEY = "sk_test_51MinimalTripsOwnAccount";
const PLATFORM_KEY = "sk_test_51ThePlatformsOwnAccount";
const PLATFORM_PK = "pk_test_51ThePlatformsOwnAccount";
let owner: string;
let minimalId: string;
let agencyStripe: ReturnType<typeof fakeStripeAccount>;

async function unsubscribe() {
  const db = await getDb();
  await db.delete(t.agencySubscriptions).where(eq(t.agencySubscriptions.agencyId, minimalId));
  await db
    .update(t.agencies)
    .set({ isSubscribed: false, subscribedUntil: null })
    .where(eq(t.agencies.id, minimalId));
}

async function subscriptionRows() {
  const db = await getDb();
  return db
    .select()
    .from(t.agencySubscriptions)
    .where(eq(t.agencySubscriptions.agencyId, minimalId));
}

const subscribe = (token: string) =>
  send(subscribePost as never, MINIMAL, "/api/agency/subscription", {
    body: { plan: "monthly", token },
    headers: { cookie: owner, "idempotency-key": randomUUID() },
  });

beforeAll(async () => {
  owner = await cookieOf(MINIMAL, "owner@minimal.test");
  const db = await getDb();
  const [minimal] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, "minimal"));
  minimalId = minimal!.id;
  // The agency takes its travellers' payments in its own Stripe account.
  const saved = await send(paymentPut as never, MINIMAL, "/api/agency/payment-settings", {
    method: "PUT",
    body: {
      provider: "stripe",
      mode: "test",
      publishableKey: "pk_test_51MinimalTripsOwnAccount",
      secretKey: AGENCY_KEY,
      methods: ["visa", "mastercard"],
    },
    headers: { cookie: owner },
  });
  expect(saved.status).toBe(200);
  agencyStripe = fakeStripeAccount(AGENCY_KEY);
});

afterEach(async () => {
  disarmFaults();
  vi.unstubAllEnvs();
  agencyStripe.calls.length = 0;
  await unsubscribe();
});

afterAll(async () => {
  agencyStripe.close();
  const db = await getDb();
  await db.delete(t.agencyPaymentGateways).where(eq(t.agencyPaymentGateways.agencyId, minimalId));
});

describe("the subscription of an agency with its own Stripe account", () => {
  it("is paid to the platform's sandbox by default, not into the agency's account", async () => {
    const r = await subscribe(await cardToken(MINIMAL));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ isSubscribed: true, current: { amountMinor: 4_900 } });
    expect(agencyStripe.calls).toEqual([]);

    const [row] = await subscriptionRows();
    expect(row!.gateway).toBe("platform-sandbox");
    const [gateway, ref] = row!.paymentRef.split(":");
    const db = await getDb();
    const paid = async () =>
      (await db.select().from(t.sandboxPayments).where(eq(t.sandboxPayments.id, ref!)))[0];
    expect(await paid()).toMatchObject({
      status: "captured",
      capturedMinor: 4_900,
      currency: "USD",
    });
    // The gateway the payment was recorded with reaches it, for a refund or the reconciler.
    const platform = await gatewayById(gateway as "platform-sandbox", minimalId);
    expect(await platform.retrieve(ref!)).toEqual({ status: "captured", capturedMinor: 4_900 });
    await platform.refund(ref!, 4_900, `refund:${ref}`);
    expect((await paid())!.refundedMinor).toBe(4_900);

    // The page tokenises the card with the platform's gateway: the sandbox has no public key.
    const read = await call(subscriptionGet as never, MINIMAL, "/api/agency/subscription", {
      cookie: owner,
    });
    expect(read.body).toMatchObject({ isSubscribed: true, gateway: null });
  });

  it("is paid to the platform's Stripe account when the platform configures one", async () => {
    vi.stubEnv("PLATFORM_STRIPE_SECRET_KEY", PLATFORM_KEY);
    vi.stubEnv("PLATFORM_STRIPE_PUBLISHABLE_KEY", PLATFORM_PK);
    const platformStripe = fakeStripeAccount(PLATFORM_KEY);
    try {
      const r = await subscribe("pm_card_visa");
      expect(r.status).toBe(201);
      expect(agencyStripe.calls).toEqual([]);
      expect(platformStripe.posts().map((c) => [c.path.replace(/pi_\w+/, "pi"), c.params])).toEqual(
        [
          ["/v1/payment_intents", expect.objectContaining({ amount: "4900", currency: "usd" })],
          ["/v1/payment_intents/pi/capture", { amount_to_capture: "4900" }],
        ],
      );
      const [row] = await subscriptionRows();
      expect(row!.gateway).toBe("platform-stripe");
      const ref = row!.paymentRef.split(":")[1]!;
      const platform = await gatewayById("platform-stripe", minimalId);
      expect(await platform.retrieve(ref)).toEqual({ status: "captured", capturedMinor: 4_900 });
      // The page tokenises the card with the platform's Stripe account, not the agency's.
      const read = await call(subscriptionGet as never, MINIMAL, "/api/agency/subscription", {
        cookie: owner,
      });
      expect(read.body.gateway).toEqual({
        provider: "stripe",
        mode: "test",
        publishableKey: PLATFORM_PK,
      });
    } finally {
      platformStripe.close();
    }
  });

  it("refunds a payment cut off mid-way when the agency was subscribed meanwhile", async () => {
    const since = new Date();
    // The owner's payment is captured, then the process stops before it is recorded.
    armFault("gateway.capture", "crash-after");
    expect((await subscribe(await cardToken(MINIMAL))).status).toBe(500);
    // An admin pays again meanwhile, and the agency is subscribed.
    expect((await subscribe(await cardToken(MINIMAL))).status).toBe(201);
    // The reconciliation job finishes the first: taken, but nothing left to pay for.
    await reconcile({ now: new Date(Date.now() + 120_000) });
    expect(await subscriptionRows()).toHaveLength(1);
    const db = await getDb();
    const charges = await db
      .select()
      .from(t.payments)
      .where(
        and(
          eq(t.payments.agencyId, minimalId),
          eq(t.payments.purpose, "subscription"),
          gte(t.payments.createdAt, since),
        ),
      )
      .orderBy(t.payments.createdAt);
    expect(charges.map((c) => [c.status, Boolean(c.fulfilledAt)])).toEqual([
      ["refunded", false],
      ["captured", true],
    ]);
    const atGateway = await db
      .select()
      .from(t.sandboxPayments)
      .where(
        inArray(
          t.sandboxPayments.id,
          charges.map((c) => c.gatewayRef!),
        ),
      );
    // One plan's price kept, the other given back in full.
    expect(atGateway.reduce((sum, p) => sum + p.capturedMinor - p.refundedMinor, 0)).toBe(4_900);
    expect(atGateway.map((p) => p.refundedMinor).sort()).toEqual([0, 4_900]);
  });
});
