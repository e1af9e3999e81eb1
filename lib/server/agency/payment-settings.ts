import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type * as z from "zod";
import {
  CARD_BRANDS,
  type CardBrand,
  type connectionTestResponse,
  type PaymentSettings,
  type paymentSettingsUpdate,
} from "@/lib/contract/payment-settings";
import { seal } from "../crypto/seal";
import { getDb } from "../db/client";
import { agencyPaymentGateways } from "../db/schema";
import { ApiError } from "../errors";
import { secretKeyOf, webhookSecretOf } from "../payments/gateways";
import { checkStripeKey } from "../payments/stripe";
import { agencyChanged } from "./changes";

/**
 * Payment settings (issue 16): which gateway takes the agency's payments (the built-in sandbox or
 * its own Stripe account), the keys — the secret one and the webhook's signing secret sealed
 * (lib/server/crypto/seal.ts), never shown again, only their last four characters —, a connection
 * test, and the card brands accepted.
 */

type Row = typeof agencyPaymentGateways.$inferSelect;

async function rowOf(agencyId: string): Promise<Row | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(agencyPaymentGateways)
    .where(eq(agencyPaymentGateways.agencyId, agencyId));
  return row ?? null;
}

function view(row: Row | null): PaymentSettings {
  if (!row) {
    return {
      provider: "sandbox",
      mode: "test",
      publishableKey: "",
      secretKeyLast4: null,
      webhookSecretLast4: null,
      methods: [...CARD_BRANDS],
      testedAt: null,
      testOk: null,
    };
  }
  const key = secretKeyOf(row);
  const webhookSecret = webhookSecretOf(row);
  return {
    provider: row.provider === "stripe" ? "stripe" : "sandbox",
    mode: row.mode,
    publishableKey: row.publishableKey,
    secretKeyLast4: key ? key.slice(-4) : null,
    webhookSecretLast4: webhookSecret ? webhookSecret.slice(-4) : null,
    methods: row.methods.filter((m): m is CardBrand =>
      (CARD_BRANDS as readonly string[]).includes(m),
    ),
    testedAt: row.testedAt?.toISOString() ?? null,
    testOk: row.testOk,
  };
}

export async function paymentSettings(agencyId: string): Promise<PaymentSettings> {
  return view(await rowOf(agencyId));
}

export async function savePaymentSettings(
  agencyId: string,
  input: z.output<typeof paymentSettingsUpdate>,
): Promise<PaymentSettings> {
  const current = await rowOf(agencyId);
  let publishableKey: string;
  let secretKey: string;
  // Sealed like the secret key; kept when left out (or empty), cleared with null.
  let webhookSecret: string | null = null;
  if (input.provider === "sandbox") {
    // The sandbox takes any key of its own; keep the one it has, or make one.
    const keep = current?.provider === "sandbox" ? current : null;
    publishableKey = keep?.publishableKey ?? `pk_test_${randomBytes(12).toString("hex")}`;
    // Nor a secret.
    secretKey = "";
  } else {
    publishableKey = input.publishableKey!;
    if (input.secretKey) {
      secretKey = seal(input.secretKey);
    } else {
      const saved = current?.provider === "stripe" ? secretKeyOf(current) : null;
      if (!saved) throw new ApiError("invalid", "Enter the Stripe secret key");
      if (!saved.includes(`_${input.mode}_`))
        throw new ApiError("invalid", `Enter the ${input.mode} mode secret key`);
      secretKey = current!.secretKey;
    }
    // A test mode endpoint's secret signs no live event: another mode starts without one.
    if (input.webhookSecret) webhookSecret = seal(input.webhookSecret);
    else if (
      input.webhookSecret !== null &&
      current?.provider === "stripe" &&
      current.mode === input.mode
    ) {
      webhookSecret = current.webhookSecret;
    }
  }
  const keysChanged =
    !current ||
    current.provider !== input.provider ||
    current.mode !== input.mode ||
    current.publishableKey !== publishableKey ||
    current.secretKey !== secretKey;
  const values = {
    provider: input.provider,
    mode: input.mode,
    publishableKey,
    secretKey,
    webhookSecret,
    methods: input.methods,
    updatedAt: new Date(),
    // A test of other keys says nothing about these.
    ...(keysChanged ? { testedAt: null, testOk: null } : {}),
  };
  const db = await getDb();
  const [row] = await db
    .insert(agencyPaymentGateways)
    .values({ agencyId, ...values })
    .onConflictDoUpdate({ target: agencyPaymentGateways.agencyId, set: values })
    .returning();
  await agencyChanged(agencyId);
  return view(row!);
}

/**
 * Asks the gateway whether it takes the saved keys, and records the answer. The sandbox always
 * does; Stripe is asked for the account's balance, which any valid secret key may read.
 */
export async function testPaymentConnection(
  agencyId: string,
): Promise<z.infer<typeof connectionTestResponse>> {
  const row = await rowOf(agencyId);
  let outcome: Omit<z.infer<typeof connectionTestResponse>, "testedAt">;
  if (!row || row.provider !== "stripe") {
    outcome = {
      ok: true,
      outcome: "sandbox",
      message: "The sandbox gateway is ready: use its test cards.",
    };
  } else {
    outcome = await checkStripeKey(secretKeyOf(row)!);
  }
  const testedAt = new Date();
  if (row) {
    const db = await getDb();
    await db
      .update(agencyPaymentGateways)
      .set({ testedAt, testOk: outcome.ok })
      .where(eq(agencyPaymentGateways.agencyId, agencyId));
  }
  return { ...outcome, testedAt: testedAt.toISOString() };
}
