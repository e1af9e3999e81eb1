import * as z from "zod";

/** Card brands an agency may accept, by the gateways' brand codes (Payment settings). */
export const CARD_BRANDS = [
  "visa",
  "mastercard",
  "amex",
  "discover",
  "diners",
  "jcb",
  "unionpay",
  "maestro",
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const PAYMENT_PROVIDERS = ["sandbox", "stripe"] as const;

/** What the Payment settings page shows: never the secret key, only its last four characters. */
export const paymentSettingsResponse = z.strictObject({
  provider: z.enum(PAYMENT_PROVIDERS),
  mode: z.enum(["test", "live"]),
  publishableKey: z.string(),
  secretKeyLast4: z.string().nullable(),
  /** The last four characters of the saved webhook signing secret, never the secret itself. */
  webhookSecretLast4: z.string().nullable(),
  methods: z.array(z.enum(CARD_BRANDS)),
  testedAt: z.string().nullable(),
  testOk: z.boolean().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsResponse>;

const publishable = /^pk_(test|live)_[A-Za-z0-9]{10,200}$/;
const secret = /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,200}$/;
const signingSecret = /^whsec_[A-Za-z0-9]{10,200}$/;

/**
 * PUT /api/agency/payment-settings. Stripe needs its publishable key and, unless one is saved for
 * the same mode, its secret key; both must be of the chosen mode. The signing secret of the
 * agency's Stripe webhook endpoint is kept when left out or empty, and cleared with null. The
 * sandbox needs none of them.
 */
export const paymentSettingsUpdate = z
  .strictObject({
    provider: z.enum(PAYMENT_PROVIDERS),
    mode: z.enum(["test", "live"]),
    publishableKey: z.string().trim().max(220).optional(),
    secretKey: z.string().trim().max(220).optional(),
    webhookSecret: z.string().trim().max(220).nullable().optional(),
    methods: z
      .array(z.enum(CARD_BRANDS))
      .min(1, "Accept at least one card brand")
      .refine((m) => new Set(m).size === m.length, "Each card brand once"),
  })
  .superRefine((v, ctx) => {
    if (v.provider === "sandbox") {
      if (v.mode !== "test")
        ctx.addIssue({
          code: "custom",
          path: ["mode"],
          message: "The sandbox has a test mode only",
        });
      return;
    }
    if (!v.publishableKey || !publishable.test(v.publishableKey))
      ctx.addIssue({
        code: "custom",
        path: ["publishableKey"],
        message: "Enter the publishable key, pk_test_… or pk_live_…",
      });
    else if (!v.publishableKey.startsWith(`pk_${v.mode}_`))
      ctx.addIssue({
        code: "custom",
        path: ["publishableKey"],
        message: `A ${v.mode} mode key starts with pk_${v.mode}_`,
      });
    if (v.secretKey !== undefined && v.secretKey !== "") {
      if (!secret.test(v.secretKey))
        ctx.addIssue({
          code: "custom",
          path: ["secretKey"],
          message: "Enter the secret key, sk_test_… or sk_live_…",
        });
      else if (!v.secretKey.includes(`_${v.mode}_`))
        ctx.addIssue({
          code: "custom",
          path: ["secretKey"],
          message: `A ${v.mode} mode key starts with sk_${v.mode}_`,
        });
    }
    if (v.webhookSecret && !signingSecret.test(v.webhookSecret))
      ctx.addIssue({
        code: "custom",
        path: ["webhookSecret"],
        message: "Enter the webhook's signing secret, whsec_…",
      });
  });

export const CONNECTION_OUTCOMES = [
  "sandbox",
  "accepted",
  "refused",
  "forbidden",
  "unreachable",
] as const;
export type ConnectionOutcome = (typeof CONNECTION_OUTCOMES)[number];

/** The connection test's answer: its outcome as a code (the page says it in its language). */
export const connectionTestResponse = z.strictObject({
  ok: z.boolean(),
  outcome: z.enum(CONNECTION_OUTCOMES),
  message: z.string(),
  testedAt: z.string(),
});
