import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as paymentPut } from "@/app/api/agency/payment-settings/route";
import { POST as topup } from "@/app/api/agency/wallet/topups/route";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { agencyAccount, balanceOf } from "@/lib/server/ledger/ledger";
import { cookieOf } from "../support/accounts";
import { DEMO } from "../support/hosts";
import { send } from "../support/http";
import { fakeStripeAccount } from "../support/stripe";

/**
 * An agency paid through its own Stripe account (DESIGN §9): what reaches Stripe is in Stripe's
 * own minor units, which are not ours for HUF, ISK, IDR or UGX, and the ledger is credited with
 * what Stripe took, in ours.
 */

const SECRET_KEY = "sk_test_51PaymentsStripeUnits42";
let owner: string;
let demoId: string;
let savedGateway: typeof t.agencyPaymentGateways.$inferSelect | undefined;
let stripe: ReturnType<typeof fakeStripeAccount>;

beforeAll(async () => {
  owner = await cookieOf(DEMO, "owner@horizon.test");
  const db = await getDb();
  const [demo] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, "demo"));
  demoId = demo!.id;
  [savedGateway] = await db
    .select()
    .from(t.agencyPaymentGateways)
    .where(eq(t.agencyPaymentGateways.agencyId, demoId));
  const saved = await send(paymentPut as never, DEMO, "/api/agency/payment-settings", {
    method: "PUT",
    body: {
      provider: "stripe",
      mode: "test",
      publishableKey: "pk_test_51PaymentsStripeUnits42",
      secretKey: SECRET_KEY,
      methods: ["visa", "mastercard"],
    },
    headers: { cookie: owner },
  });
  expect(saved.status).toBe(200);
  stripe = fakeStripeAccount(SECRET_KEY);
});

afterAll(async () => {
  stripe.close();
  const db = await getDb();
  if (savedGateway) {
    await db
      .update(t.agencyPaymentGateways)
      .set(savedGateway)
      .where(eq(t.agencyPaymentGateways.agencyId, demoId));
  } else {
    await db.delete(t.agencyPaymentGateways).where(eq(t.agencyPaymentGateways.agencyId, demoId));
  }
});

const topUp = (amountMinor: number, currency: string) =>
  send(topup as never, DEMO, "/api/agency/wallet/topups", {
    body: { amountMinor, currency, token: "pm_card_visa" },
    headers: { cookie: owner, "idempotency-key": randomUUID() },
  });

describe("a top-up through the agency's Stripe account", () => {
  it("charges 45,000 Ft as Stripe's 4,500,000 and credits the wallet 45,000 Ft", async () => {
    const before = await balanceOf(agencyAccount(demoId, "HUF"));
    const r = await topUp(45_000, "HUF");
    expect(r.status).toBe(201);
    expect(r.body.line).toMatchObject({ amount: { amountMinor: 45_000, currency: "HUF" } });
    expect(stripe.posts().map((c) => [c.path.replace(/pi_\w+/, "pi"), c.params])).toEqual([
      [
        "/v1/payment_intents",
        expect.objectContaining({ amount: "4500000", currency: "huf", capture_method: "manual" }),
      ],
      ["/v1/payment_intents/pi/capture", { amount_to_capture: "4500000" }],
    ]);
    expect(await balanceOf(agencyAccount(demoId, "HUF"))).toBe(before + 45_000);
  });

  it("sends a two-decimal currency as it is", async () => {
    stripe.calls.length = 0;
    const r = await topUp(12_345, "EUR");
    expect(r.status).toBe(201);
    expect(stripe.posts().map((c) => c.params.amount ?? c.params.amount_to_capture)).toEqual([
      "12345",
      "12345",
    ]);
  });
});
