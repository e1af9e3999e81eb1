import "server-only";
import { eq } from "drizzle-orm";
import { unseal } from "../crypto/seal";
import { getDb } from "../db/client";
import { agencyPaymentGateways } from "../db/schema";
import { PaymentError, type Gateway, type GatewayId } from "./gateway";
import { sandboxGateway } from "./sandbox";
import { stripeGateway } from "./stripe";
import { walletGateway } from "./wallet";
import { effect } from "../faults/faults";
import { GATEWAY_DOWN } from "./sandbox-cards";

/**
 * Which gateway takes an agency's payments: Stripe when its gateway row says so and holds a secret
 * key, the built-in sandbox otherwise (every seeded agency, a fresh clone). The sandbox is opened
 * as the agency's own account, so it never touches another agency's payments.
 */

/** A Stripe secret key in clear, for the gateway; null when none is saved (the sandbox). */
export function secretKeyOf(
  row: Pick<typeof agencyPaymentGateways.$inferSelect, "provider" | "secretKey">,
): string | null {
  return row.provider === "stripe" && row.secretKey ? unseal(row.secretKey) : null;
}

async function setupOf(agencyId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      provider: agencyPaymentGateways.provider,
      secretKey: agencyPaymentGateways.secretKey,
      methods: agencyPaymentGateways.methods,
    })
    .from(agencyPaymentGateways)
    .where(eq(agencyPaymentGateways.agencyId, agencyId));
  const stripeKey = row ? secretKeyOf(row) : null;
  return { stripeKey, methods: row?.methods ?? null };
}

async function stripeKeyOf(agencyId: string): Promise<string | null> {
  return (await setupOf(agencyId)).stripeKey;
}

/**
 * A card of a brand the agency does not accept (Payment settings) is released at once and
 * refused, whichever gateway and whatever flow (checkout, top-up, pay request) took it.
 */
function acceptingOnly(gateway: Gateway, methods: readonly string[]): Gateway {
  return {
    id: gateway.id,
    retrieve: (ref) => gateway.retrieve(ref),
    find: (key) => gateway.find(key),
    capture: (ref, amount, key) => gateway.capture(ref, amount, key),
    void: (ref, key) => gateway.void(ref, key),
    refund: (ref, amount, key) => gateway.refund(ref, amount, key),
    async authorise(request) {
      const authorisation = await gateway.authorise(request);
      const brand = authorisation.cardBrand;
      if (brand && !methods.includes(brand)) {
        await gateway.void(authorisation.gatewayRef, `brand-void:${request.idempotencyKey}`);
        throw new PaymentError(
          "cardDeclined",
          "This agency does not accept this card's brand. Please use another card.",
        );
      }
      return authorisation;
    },
  };
}

/** Each call of `gateway` through its fault point (lib/server/faults), for the money tests. */
function withFaults(gateway: Gateway): Gateway {
  const down = () => new PaymentError("gatewayUnavailable", GATEWAY_DOWN);
  const no = () => new PaymentError("paymentFailed", "The payment service refused the call.");
  return {
    id: gateway.id,
    authorise: (request) =>
      effect("gateway.authorise", () => gateway.authorise(request), down, no),
    retrieve: (ref) => effect("gateway.retrieve", () => gateway.retrieve(ref), down),
    find: (key) => effect("gateway.retrieve", () => gateway.find(key), down),
    capture: (ref, amount, key) =>
      effect("gateway.capture", () => gateway.capture(ref, amount, key), down, no),
    void: (ref, key) => effect("gateway.void", () => gateway.void(ref, key), down, no),
    refund: (ref, amount, key) =>
      effect("gateway.refund", () => gateway.refund(ref, amount, key), down, no),
  };
}

/** The gateway a new payment of the agency goes to. */
export async function gatewayFor(agencyId: string): Promise<Gateway> {
  const { stripeKey, methods } = await setupOf(agencyId);
  const gateway = withFaults(stripeKey ? stripeGateway(stripeKey) : sandboxGateway("", agencyId));
  return methods ? acceptingOnly(gateway, methods) : gateway;
}

/** The gateway a new booking payment goes to: the agency's wallet, or its card gateway. */
export async function paymentGateway(method: "card" | "wallet", agencyId: string) {
  return method === "wallet" ? withFaults(walletGateway(agencyId)) : gatewayFor(agencyId);
}

/**
 * The gateway that took an existing payment (recorded with its gateway id), for capture, void,
 * refund and reconciliation, even after the agency has moved to another gateway for new ones.
 */
export async function gatewayById(id: GatewayId, agencyId: string): Promise<Gateway> {
  if (id === "sandbox") return withFaults(sandboxGateway("", agencyId));
  if (id === "wallet") return withFaults(walletGateway(agencyId));
  const key = await stripeKeyOf(agencyId);
  if (!key) {
    // The key went with the agency's Stripe setup; the payment is still at Stripe, out of reach.
    throw new PaymentError("gatewayUnavailable", "This agency's Stripe account is not configured.");
  }
  return withFaults(stripeGateway(key));
}
