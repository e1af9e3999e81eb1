import Stripe from "stripe";
import { setStripeClient } from "@/lib/server/payments/stripe";

/** One call the app made to Stripe's API. */
export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  amount_received: number;
}

/**
 * A Stripe account for the secret key `secretKey`: the app's real Stripe client, whose HTTP goes
 * to this in-memory account instead of api.stripe.com. It records every call and answers as
 * Stripe does for a card that authorises (PaymentIntents with manual capture, then capture,
 * cancel, refund). `close()` gives the key its own client back.
 */
export function fakeStripeAccount(secretKey: string) {
  const calls: StripeCall[] = [];
  const intents = new Map<string, Intent>();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", "request-id": "req_test" },
    });
  const view = (intent: Intent) => ({
    object: "payment_intent",
    ...intent,
    payment_method: {
      id: "pm_1",
      object: "payment_method",
      card: { brand: "visa", last4: "4242" },
    },
    last_payment_error: null,
    next_action: null,
    metadata: {},
  });

  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? "GET";
    const params = Object.fromEntries(
      new URLSearchParams(typeof init.body === "string" ? init.body : url.search),
    );
    calls.push({ method, path: url.pathname, params });
    const [, , kind, id, action] = url.pathname.split("/");
    if (kind === "payment_intents" && method === "POST" && !id) {
      const intent: Intent = {
        id: `pi_${calls.length}_${Math.random().toString(36).slice(2, 10)}`,
        amount: Number(params.amount),
        currency: params.currency!,
        status: "requires_capture",
        amount_received: 0,
      };
      intents.set(intent.id, intent);
      return json(200, view(intent));
    }
    const intent = id ? intents.get(id) : undefined;
    if (kind === "payment_intents" && intent) {
      if (action === "capture") {
        intent.status = "succeeded";
        intent.amount_received = Number(params.amount_to_capture ?? intent.amount);
      } else if (action === "cancel") {
        intent.status = "canceled";
      }
      return json(200, view(intent));
    }
    if (kind === "refunds" && method === "POST") {
      return json(200, {
        id: `re_${calls.length}`,
        object: "refund",
        amount: Number(params.amount),
      });
    }
    return json(404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: "No such thing" },
    });
  };

  const client = new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetch as typeof globalThis.fetch),
    maxNetworkRetries: 0,
  });
  setStripeClient(secretKey, client);
  return {
    calls,
    /** The calls that moved or asked to move money (creates, captures, cancels, refunds). */
    posts: () => calls.filter((c) => c.method === "POST"),
    close: () => setStripeClient(secretKey, null),
  };
}
