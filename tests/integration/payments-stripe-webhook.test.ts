import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as paymentGet, PUT as paymentPut } from "@/app/api/agency/payment-settings/route";
import { POST as challenge } from "@/app/api/payments/sandbox/challenge/[id]/route";
import { POST as webhook } from "@/app/api/payments/stripe/webhook/route";
import { armFault, disarmFaults } from "@/lib/server/faults/faults";
import { registerBookingServices } from "@/lib/server/bookings/services";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { setSandboxOutage } from "@/lib/server/payments/sandbox";
import {
  setStripeEventHandler,
  type StripePaymentEvent,
} from "@/lib/server/payments/stripe-webhook";
import {
  bookingBody,
  type Browser,
  CARDS,
  cardToken,
  createQuote,
  parisStay,
  placeBooking,
  testOffer,
} from "../support/booking";
import { cookieOf } from "../support/accounts";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";

const SECRET = "whsec_integration_test";
const PATH = "/api/payments/stripe/webhook";
const payload = JSON.stringify({
  id: "evt_1",
  object: "event",
  type: "payment_intent.payment_failed",
  data: { object: { id: "pi_42", object: "payment_intent", status: "requires_payment_method" } },
});

/** Stripe's delivery: no Origin or cookie, the signature over the exact bytes. */
async function deliver(body: string, signature: string | null, host = DEMO) {
  const response = await webhook(
    new Request(`http://${host}${PATH}`, {
      method: "POST",
      headers: {
        host,
        "content-type": "application/json",
        ...(signature ? { "stripe-signature": signature } : {}),
      },
      body,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const seen: StripePaymentEvent[] = [];
let before: string | undefined;

beforeAll(() => {
  before = process.env.STRIPE_WEBHOOK_SECRET;
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  setStripeEventHandler(async (event) => void seen.push(event));
});

afterAll(() => {
  setStripeEventHandler(null);
  if (before === undefined) delete process.env.STRIPE_WEBHOOK_SECRET;
  else process.env.STRIPE_WEBHOOK_SECRET = before;
});

describe("POST /api/payments/stripe/webhook", () => {
  it("hands a signed payment event to the handler, with the host's agency", async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const r = await deliver(payload, signature);
    expect(r).toEqual({ status: 200, body: { received: true, handled: true } });
    expect(seen.map((e) => [e.type, e.intent.id])).toEqual([
      ["payment_intent.payment_failed", "pi_42"],
    ]);
    expect(seen[0]!.agencyId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a tampered body, another secret's signature and none with 400", async () => {
    const count = seen.length;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    for (const [body, header] of [
      [payload.replace("pi_42", "pi_43"), signature],
      [payload, forged],
      [payload, null],
    ] as const) {
      const r = await deliver(body, header);
      expect([r.status, r.body.code]).toEqual([400, "badRequest"]);
    }
    expect(seen).toHaveLength(count);
  });
});

describe("each agency's own signing secret", () => {
  const OWN = "whsec_DemoOwnEndpointSecret1234";
  const settings = {
    provider: "stripe",
    mode: "test",
    publishableKey: "pk_test_51DemoWebhookSecrets",
    secretKey: "sk_test_51DemoWebhookSecrets",
    methods: ["visa", "mastercard"],
  };
  let owner: string;
  let demoId: string;
  let saved: typeof t.agencyPaymentGateways.$inferSelect | undefined;

  const gatewayRow = async () => {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(t.agencyPaymentGateways)
      .where(eq(t.agencyPaymentGateways.agencyId, demoId));
    return row;
  };
  const save = (body: object) =>
    send(paymentPut as never, DEMO, "/api/agency/payment-settings", {
      method: "PUT",
      body,
      headers: { cookie: owner },
    });
  const signed = (secret: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

  beforeAll(async () => {
    owner = await cookieOf(DEMO, "owner@horizon.test");
    const db = await getDb();
    const [demo] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, "demo"));
    demoId = demo!.id;
    saved = await gatewayRow();
  });

  afterAll(async () => {
    const db = await getDb();
    if (saved) {
      await db
        .update(t.agencyPaymentGateways)
        .set(saved)
        .where(eq(t.agencyPaymentGateways.agencyId, demoId));
    } else {
      await db.delete(t.agencyPaymentGateways).where(eq(t.agencyPaymentGateways.agencyId, demoId));
    }
  });

  it("verifies a delivery with the secret of the agency whose host received it, never shown again", async () => {
    const put = await save({ ...settings, webhookSecret: OWN });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ provider: "stripe", webhookSecretLast4: "1234" });
    const read = await call(paymentGet as never, DEMO, "/api/agency/payment-settings", {
      cookie: owner,
    });
    expect(read.body.webhookSecretLast4).toBe("1234");
    for (const body of [put.body, read.body]) expect(JSON.stringify(body)).not.toContain(OWN);
    // Sealed at rest, as the secret key is.
    expect((await gatewayRow())!.webhookSecret).not.toContain(OWN);

    const count = seen.length;
    expect((await deliver(payload, signed(OWN))).status).toBe(200);
    // The deployment's secret no longer speaks for an agency that has its own.
    expect((await deliver(payload, signed(SECRET))).status).toBe(400);
    // Nor does one agency's secret for another agency's host.
    expect((await deliver(payload, signed(OWN), VIAJES)).status).toBe(400);
    // An agency without one of its own is still verified with the deployment's.
    expect((await deliver(payload, signed(SECRET), VIAJES)).status).toBe(200);
    expect(seen.length).toBe(count + 2);
  });

  it("keeps the secret when left out, refuses one that is not a signing secret, and clears it with null", async () => {
    expect((await save(settings)).body.webhookSecretLast4).toBe("1234");
    const bad = await save({ ...settings, webhookSecret: "sk_test_51NotASigningSecret" });
    expect([bad.status, bad.body.code]).toEqual([400, "badRequest"]);
    expect((await deliver(payload, signed(OWN))).status).toBe(200);

    const cleared = await save({ ...settings, webhookSecret: null });
    expect(cleared.body.webhookSecretLast4).toBeNull();
    expect((await gatewayRow())!.webhookSecret).toBeNull();
    expect((await deliver(payload, signed(OWN))).status).toBe(400);
    expect((await deliver(payload, signed(SECRET))).status).toBe(200);

    // Back on the sandbox, no Stripe secret of any kind is kept.
    await save({ ...settings, webhookSecret: OWN });
    const sandbox = await save({ provider: "sandbox", mode: "test", methods: ["visa"] });
    expect(sandbox.body.webhookSecretLast4).toBeNull();
    expect((await gatewayRow())!.webhookSecret).toBeNull();
  });
});

describe("a delivery whose booking could not be moved on", () => {
  // The booking engine's own handler, as every server process registers it.
  beforeAll(() => registerBookingServices());
  afterEach(() => {
    setSandboxOutage(false);
    disarmFaults();
  });
  afterAll(() => setStripeEventHandler(async (event) => void seen.push(event)));

  let from = 50;

  /** A guest's booking of Viajes Sol waiting on its 3-D Secure challenge at the sandbox. */
  async function challenged() {
    const guest: Browser = { cookie: "" };
    const q = await createQuote(
      VIAJES,
      guest,
      await testOffer("last-room"),
      await parisStay((from += 3)),
    );
    expect(q.status).toBe(201);
    const r = await placeBooking(
      VIAJES,
      guest,
      bookingBody(q.body.id as string, await cardToken(VIAJES, CARDS.challenge)),
    );
    expect(r.status).toBe(202);
    const payment = new URL(r.body.challengeUrl as string, `http://${VIAJES}`).pathname
      .split("/")
      .pop()!;
    return { reference: r.body.reference as string, payment };
  }

  /** The traveller's answer on the bank's page. */
  async function answer(payment: string, outcome: "approve" | "fail") {
    const r = await send(challenge as never, VIAJES, `/api/payments/sandbox/challenge/${payment}`, {
      params: { id: payment },
      body: `outcome=${outcome}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(r.status).toBe(303);
  }

  /** Stripe telling Viajes Sol that the booking's PaymentIntent moved on. */
  function notify(reference: string) {
    const body = JSON.stringify({
      id: `evt_${reference}`,
      object: "event",
      type: "payment_intent.amount_capturable_updated",
      data: {
        object: {
          id: `pi_${reference}`,
          object: "payment_intent",
          status: "requires_capture",
          metadata: { reference },
        },
      },
    });
    return deliver(
      body,
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
      VIAJES,
    );
  }

  async function statusOf(reference: string) {
    const db = await getDb();
    const [row] = await db
      .select({ status: t.bookings.status })
      .from(t.bookings)
      .where(eq(t.bookings.reference, reference));
    return row!.status;
  }

  it("answers 200 for the booking's own outcome, a card that failed its challenge", async () => {
    const { reference, payment } = await challenged();
    await answer(payment, "fail");
    expect(await notify(reference)).toEqual({
      status: 200,
      body: { received: true, handled: true },
    });
    expect(await statusOf(reference)).toBe("failed");
  });

  it("answers 502 while the gateway is down, so that Stripe delivers it again, and the next delivery confirms", async () => {
    const { reference, payment } = await challenged();
    await answer(payment, "approve");
    setSandboxOutage(true);
    const down = await notify(reference);
    expect([down.status, down.body.code]).toEqual([502, "gatewayUnavailable"]);
    expect(await statusOf(reference)).toBe("requires_action");
    setSandboxOutage(false);
    expect((await notify(reference)).status).toBe(200);
    expect(await statusOf(reference)).toBe("confirmed");
  });

  it("answers 500 when the process fails mid-way, so that Stripe delivers it again, and the next delivery confirms", async () => {
    const { reference, payment } = await challenged();
    await answer(payment, "approve");
    armFault("supplier.book", "crash-after");
    const failed = await notify(reference);
    expect([failed.status, failed.body.code]).toEqual([500, "internal"]);
    expect((await notify(reference)).status).toBe(200);
    expect(await statusOf(reference)).toBe("confirmed");
  });
});
