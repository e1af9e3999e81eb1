import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/payments/stripe/webhook/route";
import {
  setStripeEventHandler,
  type StripePaymentEvent,
} from "@/lib/server/payments/stripe-webhook";
import { DEMO } from "../support/hosts";

const SECRET = "whsec_integration_test";
const PATH = "/api/payments/stripe/webhook";
const payload = JSON.stringify({
  id: "evt_1",
  object: "event",
  type: "payment_intent.payment_failed",
  data: { object: { id: "pi_42", object: "payment_intent", status: "requires_payment_method" } },
});

/** Stripe's delivery: no Origin or cookie, the signature over the exact bytes. */
async function deliver(body: string, signature: string | null) {
  const response = await webhook(
    new Request(`http://${DEMO}${PATH}`, {
      method: "POST",
      headers: {
        host: DEMO,
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
