import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { agencyPaymentGateways } from "../db/schema";
import { PaymentError, type Gateway, type GatewayId } from "./gateway";
import { sandboxGateway } from "./sandbox";
import { stripeGateway } from "./stripe";
import { walletGateway } from "./wallet";

/**
 * Which gateway takes an agency's payments: Stripe when its gateway row says so and holds a secret
 * key, the built-in sandbox otherwise (every seeded agency, a fresh clone). The sandbox is opened
 * as the agency's own account, so it never touches another agency's payments.
 */

async function stripeKeyOf(agencyId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      provider: agencyPaymentGateways.provider,
      secretKey: agencyPaymentGateways.secretKey,
    })
    .from(agencyPaymentGateways)
    .where(eq(agencyPaymentGateways.agencyId, agencyId));
  return row?.provider.toLowerCase() === "stripe" && row.secretKey ? row.secretKey : null;
}

/** The gateway a new payment of the agency goes to. */
export async function gatewayFor(agencyId: string): Promise<Gateway> {
  const key = await stripeKeyOf(agencyId);
  return key ? stripeGateway(key) : sandboxGateway("", agencyId);
}

/**
 * The gateway that took an existing payment (recorded with its gateway id), for capture, void,
 * refund and reconciliation, even after the agency has moved to another gateway for new ones.
 */
export async function gatewayById(id: GatewayId, agencyId: string): Promise<Gateway> {
  if (id === "sandbox") return sandboxGateway("", agencyId);
  if (id === "wallet") return walletGateway(agencyId);
  const key = await stripeKeyOf(agencyId);
  if (!key) {
    // The key went with the agency's Stripe setup; the payment is still at Stripe, out of reach.
    throw new PaymentError("gatewayUnavailable", "This agency's Stripe account is not configured.");
  }
  return stripeGateway(key);
}
