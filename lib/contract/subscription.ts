import { z } from "zod";

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

export const subscriptionResponse = z.strictObject({
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
export type Subscription = z.infer<typeof subscriptionResponse>;
