import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../errors";
import { PaymentError, type AuthoriseRequest } from "./gateway";
import { checkStripeKey, stripeGateway } from "./stripe";
import {
  receiveStripeWebhook,
  setStripeEventHandler,
  verifyStripeEvent,
  type StripePaymentEvent,
} from "./stripe-webhook";

interface Sent {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

type Reply = { status: number; body: unknown } | "network down";

/** A real Stripe client whose HTTP goes to `reply` instead of api.stripe.com; it records each call. */
function fakeStripe(reply: (sent: Sent) => Reply) {
  const sent: Sent[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const call: Sent = {
      method: init.method ?? "GET",
      path: url.pathname,
      params: new URLSearchParams(typeof init.body === "string" ? init.body : url.search),
      idempotencyKey: headers.get("idempotency-key"),
    };
    sent.push(call);
    const answer = reply(call);
    if (answer === "network down") throw new TypeError("fetch failed");
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json", "request-id": "req_test" },
    });
  };
  const client = new Stripe("sk_test_fake", {
    httpClient: Stripe.createFetchHttpClient(fetch as typeof globalThis.fetch),
    maxNetworkRetries: 0,
  });
  return { gateway: stripeGateway("sk_test_fake", { client }), sent };
}

const intent = (status: string, extra: object = {}) => ({
  status: 200,
  body: {
    id: "pi_123",
    object: "payment_intent",
    status,
    amount: 12_345,
    currency: "eur",
    amount_received: status === "succeeded" ? 10_000 : 0,
    payment_method: {
      id: "pm_1",
      object: "payment_method",
      card: { brand: "visa", last4: "4242" },
    },
    last_payment_error: null,
    next_action: null,
    ...extra,
  },
});

const cardError = (code: string, decline_code?: string) => ({
  status: 402,
  body: { error: { type: "card_error", code, decline_code, message: "Stripe's own words" } },
});

const request: AuthoriseRequest = {
  agencyId: "agency-1",
  token: "pm_card_visa",
  amountMinor: 12_345,
  currency: "EUR",
  reference: "ABCD2345",
  returnUrl: "https://demo.example.com/booknow/return",
  idempotencyKey: "booking-1:authorise",
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("stripe gateway: the calls it makes", () => {
  it("authorises with a manually captured, confirmed PaymentIntent under the idempotency key", async () => {
    const { gateway, sent } = fakeStripe(() => intent("requires_capture"));
    expect(await gateway.authorise(request)).toEqual({
      status: "authorised",
      gatewayRef: "pi_123",
      cardBrand: "visa",
      cardLast4: "4242",
    });
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call).toMatchObject({ method: "POST", path: "/v1/payment_intents" });
    expect(call!.idempotencyKey).toBe("booking-1:authorise");
    expect(Object.fromEntries(call!.params)).toMatchObject({
      amount: "12345",
      currency: "eur",
      payment_method: "pm_card_visa",
      capture_method: "manual",
      confirm: "true",
      return_url: request.returnUrl,
      "metadata[reference]": "ABCD2345",
    });
  });

  it("answers a 3-D Secure request with Stripe's redirect URL", async () => {
    const url = "https://hooks.stripe.com/3d_secure_2/authenticate/pi_123";
    const { gateway } = fakeStripe(() =>
      intent("requires_action", {
        next_action: { type: "redirect_to_url", redirect_to_url: { url } },
      }),
    );
    expect(await gateway.authorise(request)).toMatchObject({
      status: "requires_action",
      gatewayRef: "pi_123",
      challengeUrl: url,
    });
  });

  it("captures, voids and refunds with the amounts and keys it is given", async () => {
    const { gateway, sent } = fakeStripe((call) =>
      call.path === "/v1/refunds"
        ? { status: 200, body: { id: "re_9", object: "refund", amount: 500 } }
        : intent(call.path.endsWith("/capture") ? "succeeded" : "canceled"),
    );
    await gateway.capture("pi_123", 10_000, "booking-1:capture");
    await gateway.void("pi_123", "booking-1:void");
    expect(await gateway.refund("pi_123", 500, "booking-1:refund-1")).toBe("re_9");
    expect(
      sent.map((c) => [c.method, c.path, c.idempotencyKey, Object.fromEntries(c.params)]),
    ).toEqual([
      // The intent's currency, to send the amount in Stripe's units (asked once, then known).
      ["GET", "/v1/payment_intents/pi_123", null, {}],
      [
        "POST",
        "/v1/payment_intents/pi_123/capture",
        "booking-1:capture",
        { amount_to_capture: "10000" },
      ],
      ["POST", "/v1/payment_intents/pi_123/cancel", "booking-1:void", {}],
      ["POST", "/v1/refunds", "booking-1:refund-1", { payment_intent: "pi_123", amount: "500" }],
    ]);
  });

  it("reads a PaymentIntent's state in the gateway's terms", async () => {
    const states: [string, object][] = [
      ["requires_capture", { status: "authorised" }],
      ["succeeded", { status: "captured", capturedMinor: 10_000 }],
      ["canceled", { status: "voided" }],
      ["requires_action", { status: "requires_action" }],
    ];
    for (const [status, state] of states) {
      const { gateway, sent } = fakeStripe(() => intent(status));
      expect(await gateway.retrieve("pi_123")).toEqual(state);
      expect(sent[0]).toMatchObject({ method: "GET", path: "/v1/payment_intents/pi_123" });
    }
    const failed = fakeStripe(() =>
      intent("requires_payment_method", {
        last_payment_error: { type: "card_error", code: "payment_intent_authentication_failure" },
      }),
    );
    expect(await failed.gateway.retrieve("pi_123")).toEqual({
      status: "failed",
      code: "paymentFailed",
      message: "3-D Secure authentication failed.",
    });
  });
});

describe("stripe gateway: Stripe's own minor units", () => {
  it("authorises a 45,000 HUF booking as 4,500,000, Stripe's two-decimal forint", async () => {
    const { gateway, sent } = fakeStripe(() =>
      intent("requires_capture", { amount: 4_500_000, currency: "huf" }),
    );
    await gateway.authorise({ ...request, amountMinor: 45_000, currency: "HUF" });
    expect(Object.fromEntries(sent[0]!.params)).toMatchObject({
      amount: "4500000",
      currency: "huf",
    });
  });

  it("captures and refunds in Stripe's units and reads what was captured back in ours", async () => {
    const { gateway, sent } = fakeStripe((call) =>
      call.path === "/v1/refunds"
        ? { status: 200, body: { id: "re_1", object: "refund", amount: 50_000 } }
        : intent("succeeded", { amount: 1_200_000, amount_received: 1_200_000, currency: "isk" }),
    );
    await gateway.capture("pi_123", 12_000, "topup-capture:1");
    await gateway.refund("pi_123", 500, "refund-1");
    expect(await gateway.retrieve("pi_123")).toEqual({ status: "captured", capturedMinor: 12_000 });
    expect(sent.map((c) => [c.method, Object.fromEntries(c.params)])).toEqual([
      ["GET", {}],
      ["POST", { amount_to_capture: "1200000" }],
      ["POST", { payment_intent: "pi_123", amount: "50000" }],
      ["GET", {}],
    ]);
  });

  it("sends yen and dinars as they are", async () => {
    const { gateway, sent } = fakeStripe(() => intent("requires_capture"));
    await gateway.authorise({ ...request, amountMinor: 5_000, currency: "JPY" });
    await gateway.authorise({ ...request, amountMinor: 12_340, currency: "KWD" });
    expect(sent.map((c) => c.params.get("amount"))).toEqual(["5000", "12340"]);
  });
});

describe("stripe gateway: errors", () => {
  it.each([
    [cardError("card_declined", "generic_decline"), "cardDeclined", "Your card was declined."],
    [
      cardError("card_declined", "insufficient_funds"),
      "insufficientFunds",
      "Your card has insufficient funds.",
    ],
    [cardError("expired_card", "expired_card"), "expiredCard", "Your card has expired."],
    [
      cardError("incorrect_cvc", "incorrect_cvc"),
      "incorrectCvc",
      "Your card's security code is incorrect.",
    ],
  ])("maps a card error to a 402 with our code", async (reply, code, message) => {
    const { gateway } = fakeStripe(() => reply);
    const error = await failure(gateway.authorise(request));
    expect(error).toBeInstanceOf(PaymentError);
    expect({ code: error.code, status: error.status, message: error.message }).toEqual({
      code,
      status: 402,
      message,
    });
  });

  it("answers 502 gatewayUnavailable when Stripe cannot be reached or fails", async () => {
    for (const reply of [
      "network down",
      { status: 500, body: { error: { type: "api_error" } } },
    ] as const) {
      const { gateway } = fakeStripe(() => reply);
      const error = await failure(gateway.capture("pi_123", 100, "k"));
      expect([error.code, error.status]).toEqual(["gatewayUnavailable", 502]);
    }
  });

  it("answers 409 for a capture Stripe refuses in the intent's state, 404 for an unknown one", async () => {
    const state = fakeStripe(() => ({
      status: 400,
      body: {
        error: {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: "already captured",
        },
      },
    }));
    expect((await failure(state.gateway.capture("pi_123", 100, "k"))).code).toBe("conflict");
    const missing = fakeStripe(() => ({
      status: 404,
      body: { error: { type: "invalid_request_error", code: "resource_missing", param: "intent" } },
    }));
    expect((await failure(missing.gateway.retrieve("pi_nope"))).code).toBe("notFound");
  });
});

describe("stripe webhook", () => {
  const secret = "whsec_test_secret";
  const payload = JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: "pi_123", object: "payment_intent", status: "succeeded" } },
  });
  const bytes = (text: string) => new TextEncoder().encode(text);

  afterEach(() => setStripeEventHandler(null));

  it("accepts a body signed with the secret and refuses a tampered one or another secret", () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(verifyStripeEvent(bytes(payload), header, secret).type).toBe("payment_intent.succeeded");
    const tampered = payload.replace("succeeded", "canceled");
    for (const [body, key] of [
      [tampered, secret],
      [payload, "whsec_other"],
    ] as const) {
      let error: unknown;
      try {
        verifyStripeEvent(bytes(body), header, key);
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ code: "badRequest", status: 400 });
    }
    expect(() => verifyStripeEvent(bytes(payload), null, secret)).toThrow(ApiError);
  });

  it("hands verified payment_intent events to the registered handler, others not", async () => {
    const seen: StripePaymentEvent[] = [];
    setStripeEventHandler(async (event) => void seen.push(event));
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(await receiveStripeWebhook("agency-1", bytes(payload), header, secret)).toEqual({
      received: true,
      handled: true,
    });
    expect(seen.map((e) => [e.agencyId, e.type, e.intent.id])).toEqual([
      ["agency-1", "payment_intent.succeeded", "pi_123"],
    ]);

    const other = payload.replace("payment_intent.succeeded", "customer.created");
    const otherHeader = Stripe.webhooks.generateTestHeaderString({ payload: other, secret });
    expect(await receiveStripeWebhook("agency-1", bytes(other), otherHeader, secret)).toEqual({
      received: true,
      handled: false,
    });
    expect(seen).toHaveLength(1);
  });
});

describe("stripe webhook across bundles", () => {
  afterEach(() => setStripeEventHandler(null));

  it("reaches the handler the engine registered from another copy of the module", async () => {
    // Next bundles the instrumentation hook (which registers the handler) apart from the webhook
    // route: each has its own copy of this module, as an import under a query gives here.
    const copy = "./stripe-webhook?route";
    const routeCopy = (await import(/* @vite-ignore */ copy)) as typeof import("./stripe-webhook");
    expect(routeCopy.receiveStripeWebhook).not.toBe(receiveStripeWebhook);
    const seen: string[] = [];
    setStripeEventHandler(async (event) => void seen.push(event.intent.id));
    const secret = "whsec_test_secret";
    const payload = JSON.stringify({
      id: "evt_2",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_9", object: "payment_intent", status: "succeeded" } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const bytes = new TextEncoder().encode(payload);
    expect(await routeCopy.receiveStripeWebhook("agency-1", bytes, header, secret)).toEqual({
      received: true,
      handled: true,
    });
    expect(seen).toEqual(["pi_9"]);
  });
});

describe("the Payment settings' connection test", () => {
  const clientAnswering = (status: number, body: object) =>
    new Stripe("sk_test_fake", {
      httpClient: Stripe.createFetchHttpClient(
        (async () =>
          new Response(JSON.stringify(body), {
            status,
            headers: { "content-type": "application/json" },
          })) as typeof globalThis.fetch,
      ),
      maxNetworkRetries: 0,
    });

  it("says Stripe accepted keys that may read the balance", async () => {
    const client = clientAnswering(200, { object: "balance", available: [], pending: [] });
    expect(await checkStripeKey("sk_test_fake", client)).toMatchObject({
      ok: true,
      outcome: "accepted",
    });
  });

  it("says Stripe refused a wrong key, and a restricted key without access", async () => {
    const refused = clientAnswering(401, {
      error: { type: "invalid_request_error", message: "Invalid API Key provided" },
    });
    expect(await checkStripeKey("sk_test_fake", refused)).toMatchObject({
      ok: false,
      outcome: "refused",
    });
    const forbidden = clientAnswering(403, {
      error: { type: "invalid_request_error", message: "The provided key does not have access" },
    });
    expect(await checkStripeKey("sk_test_fake", forbidden)).toMatchObject({
      ok: false,
      outcome: "forbidden",
    });
  });
});
