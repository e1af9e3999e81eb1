import "server-only";
import { eq, sql } from "drizzle-orm";
import * as z from "zod";
import type { PlatformCardGateway } from "@/lib/contract/subscription";
import { unseal } from "../crypto/seal";
import { getDb } from "../db/client";
import { preparedQuery } from "../db/prepared";
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

/** The agency's own Stripe webhook signing secret in clear; null when none is saved. */
export function webhookSecretOf(
  row: Pick<typeof agencyPaymentGateways.$inferSelect, "provider" | "webhookSecret">,
): string | null {
  return row.provider === "stripe" && row.webhookSecret ? unseal(row.webhookSecret) : null;
}

/**
 * The secret a Stripe webhook delivery to the agency's host is verified with: the signing secret
 * of the agency's own endpoint, or, for an agency that saved none, the deployment's
 * `STRIPE_WEBHOOK_SECRET` (one Stripe account serving the site, as before secrets were kept per
 * agency). Stripe makes each endpoint's secret, so only the operator holds that one; and an event
 * only prompts the booking engine to ask the agency's own gateway what happened, so it can move
 * no money by itself. Null when there is neither: deliveries are refused.
 */
export async function webhookSecretFor(agencyId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      provider: agencyPaymentGateways.provider,
      webhookSecret: agencyPaymentGateways.webhookSecret,
    })
    .from(agencyPaymentGateways)
    .where(eq(agencyPaymentGateways.agencyId, agencyId));
  return (row && webhookSecretOf(row)) || process.env.STRIPE_WEBHOOK_SECRET?.trim() || null;
}

/** Read for every payment the agency takes. */
const setupQuery = preparedQuery((db) =>
  db
    .select({
      provider: agencyPaymentGateways.provider,
      secretKey: agencyPaymentGateways.secretKey,
      methods: agencyPaymentGateways.methods,
    })
    .from(agencyPaymentGateways)
    .where(eq(agencyPaymentGateways.agencyId, sql.placeholder("agencyId")))
    .prepare("payment_setup"),
);

async function setupOf(agencyId: string) {
  const [row] = await (await setupQuery()).execute({ agencyId });
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
    authorise: (request) => effect("gateway.authorise", () => gateway.authorise(request), down, no),
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

const unset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The platform's own Stripe account, from the environment: both keys, of one mode, or neither. */
const platformKeys = z
  .object({
    PLATFORM_STRIPE_SECRET_KEY: z.preprocess(
      unset,
      z
        .string()
        .trim()
        .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{10,200}$/, "must be a Stripe secret key")
        .optional(),
    ),
    PLATFORM_STRIPE_PUBLISHABLE_KEY: z.preprocess(
      unset,
      z
        .string()
        .trim()
        .regex(/^pk_(test|live)_[A-Za-z0-9]{10,200}$/, "must be a Stripe publishable key")
        .optional(),
    ),
  })
  .transform((env, ctx) => {
    const secret = env.PLATFORM_STRIPE_SECRET_KEY;
    const publishable = env.PLATFORM_STRIPE_PUBLISHABLE_KEY;
    if (!secret && !publishable) return null;
    const mode = secret?.includes("_live_") ? "live" : "test";
    if (!secret || !publishable || !publishable.startsWith(`pk_${mode}_`)) {
      ctx.addIssue({
        code: "custom",
        message:
          "PLATFORM_STRIPE_SECRET_KEY and PLATFORM_STRIPE_PUBLISHABLE_KEY are set together, of one mode",
      });
      return z.NEVER;
    }
    return { secretKey: secret, publishableKey: publishable, mode } as const;
  });

function platformStripe() {
  const parsed = platformKeys.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`The platform's Stripe keys: ${parsed.error.issues[0]!.message}`);
  }
  return parsed.data;
}

/**
 * The platform's own gateway, which the agencies' subscriptions are paid to (never an agency's
 * own account): Stripe with `PLATFORM_STRIPE_SECRET_KEY`, else the built-in sandbox opened as the
 * platform's account, which sees every agency's card tokens as a PSP's platform account would.
 * Its id records a payment as the platform's, so that gatewayById finds it again.
 */
export function platformGateway(agencyId: string): Gateway {
  const stripe = platformStripe();
  return stripe
    ? withFaults({ ...stripeGateway(stripe.secretKey), id: "platform-stripe" })
    : platformSandbox(agencyId);
}

function platformSandbox(agencyId: string): Gateway {
  const sandbox = sandboxGateway("", agencyId);
  // The platform's keys apart from those of the agency's own account at the same sandbox.
  const platformKey = (key: string) => `platform:${key}`;
  return withFaults({
    ...sandbox,
    id: "platform-sandbox",
    authorise: (request) =>
      sandbox.authorise({ ...request, idempotencyKey: platformKey(request.idempotencyKey) }),
    find: (key) => sandbox.find(platformKey(key)),
  });
}

/** What the browser tokenises a card for the platform's gateway with; null for the sandbox. */
export function platformCardGateway(): PlatformCardGateway {
  const stripe = platformStripe();
  return stripe
    ? { provider: "stripe", mode: stripe.mode, publishableKey: stripe.publishableKey }
    : null;
}

/**
 * The gateway that took an existing payment (recorded with its gateway id), for capture, void,
 * refund and reconciliation, even after the agency has moved to another gateway for new ones.
 */
export async function gatewayById(id: GatewayId, agencyId: string): Promise<Gateway> {
  if (id === "sandbox") return withFaults(sandboxGateway("", agencyId));
  if (id === "wallet") return withFaults(walletGateway(agencyId));
  if (id === "platform-sandbox") return platformSandbox(agencyId);
  if (id === "platform-stripe") {
    const stripe = platformStripe();
    if (!stripe) {
      throw new PaymentError(
        "gatewayUnavailable",
        "The platform's Stripe account is not configured.",
      );
    }
    return withFaults({ ...stripeGateway(stripe.secretKey), id });
  }
  const key = await stripeKeyOf(agencyId);
  if (!key) {
    // The key went with the agency's Stripe setup; the payment is still at Stripe, out of reach.
    throw new PaymentError("gatewayUnavailable", "This agency's Stripe account is not configured.");
  }
  return withFaults(stripeGateway(key));
}
