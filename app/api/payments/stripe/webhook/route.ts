import { rawRoute } from "@/lib/server/http/api-route";
import { JSON_BODY_LIMIT, readBody } from "@/lib/server/http/body";
import { webhookSecretFor } from "@/lib/server/payments/gateways";
import { receiveStripeWebhook } from "@/lib/server/payments/stripe-webhook";

/**
 * Stripe's webhook (server to server, authenticated by its signature over the raw body, which is
 * why the body is read as bytes and not parsed first) with the signing secret of the agency whose
 * host received it. An inactive agency's payments still settle.
 */
export const POST = rawRoute(
  async ({ agency, request }) => {
    const body = await readBody(request, JSON_BODY_LIMIT);
    const answer = await receiveStripeWebhook(
      agency.id,
      body,
      request.headers.get("stripe-signature"),
      await webhookSecretFor(agency.id),
    );
    return Response.json(answer, { headers: { "cache-control": "no-store" } });
  },
  { withoutOrigin: true, allowInactive: true },
);
