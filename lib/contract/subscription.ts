import * as z from "zod";

/** The plans an agency may subscribe to (SPEC §6 subscription), priced in US dollars. */
export const PLANS = {
  monthly: { amountMinor: 4900, currency: "USD", months: 1 },
  yearly: { amountMinor: 49000, currency: "USD", months: 12 },
} as const;
export type PlanId = keyof typeof PLANS;
export const PLAN_IDS = Object.keys(PLANS) as [PlanId, ...PlanId[]];

/** POST /api/agency/subscription (Idempotency-Key): the plan and the card's gateway token. */
export const subscribeRequest = z.strictObject({
  plan: z.enum(PLAN_IDS),
  token: z.string().min(1).max(200),
});

/** Whether the agency is subscribed, and its latest payment. */
export const subscriptionState = z.strictObject({
  isSubscribed: z.boolean(),
  /** The latest payment: its plan and until when it runs. */
  current: z
    .strictObject({
      plan: z.enum(PLAN_IDS),
      amountMinor: z.number().int(),
      currency: z.string(),
      paidAt: z.iso.datetime({ offset: true }),
      periodEnd: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type Subscription = z.infer<typeof subscriptionState>;

/**
 * The public part of the platform's gateway, which the subscription is paid to (never the
 * agency's own): the page tokenises the card with it. Null for the built-in sandbox.
 */
export const platformCardGateway = z
  .strictObject({
    provider: z.literal("stripe"),
    mode: z.enum(["test", "live"]),
    publishableKey: z.string(),
  })
  .nullable();
export type PlatformCardGateway = z.infer<typeof platformCardGateway>;

export const subscriptionResponse = subscriptionState.extend({ gateway: platformCardGateway });
