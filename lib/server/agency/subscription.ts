import "server-only";
import { addMonths } from "date-fns";
import { and, desc, eq, lte } from "drizzle-orm";
import type * as z from "zod";
import {
  PLANS,
  type PlanId,
  type Subscription,
  type subscribeRequest,
} from "@/lib/contract/subscription";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../errors";
import { chargeOfRequest, takeCharge, type ChargeKind } from "../payments/charges";
import { platformGateway } from "../payments/gateways";
import type { AgencyRow } from "./agency";
import { agencyChanged } from "./changes";

/** The users row, named here from the schema: the agency sits below auth (auth/session.ts). */
type UserRow = typeof t.users.$inferSelect;

/**
 * The subscription page (SPEC §6): the owner or an admin of an unsubscribed agency chooses a plan
 * and pays by card through the platform's gateway; the payment is recorded and the agency marked
 * subscribed in one transaction, which ends the redirect to this page. The amount is the plan's,
 * never the browser's.
 */

export async function subscriptionOf(agencyId: string): Promise<Subscription> {
  const db = await getDb();
  const [agency] = await db
    .select({ isSubscribed: t.agencies.isSubscribed })
    .from(t.agencies)
    .where(eq(t.agencies.id, agencyId));
  const [last] = await db
    .select()
    .from(t.agencySubscriptions)
    .where(eq(t.agencySubscriptions.agencyId, agencyId))
    .orderBy(desc(t.agencySubscriptions.paidAt))
    .limit(1);
  return {
    isSubscribed: agency!.isSubscribed,
    current: last
      ? {
          plan: last.plan as PlanId,
          amountMinor: last.amountMinor,
          currency: last.currency,
          paidAt: last.paidAt.toISOString(),
          periodEnd: last.periodEnd.toISOString(),
        }
      : null,
  };
}

/**
 * Whether the agency's paid period is over, read from its (cached) row: no query while it runs.
 * The agency is then marked unsubscribed (its owner and admins go to /subscription to pay again).
 * An agency subscribed without a payment here (by the platform, as the seeded ones) never lapses.
 */
export async function lapseIfEnded(
  agency: Pick<AgencyRow, "id" | "subscribedUntil">,
  now = new Date(),
): Promise<boolean> {
  if (!agency.subscribedUntil || agency.subscribedUntil > now) return false;
  const db = await getDb();
  // The row may be up to ten seconds old: not if a payment made meanwhile moved the end on.
  const [lapsed] = await db
    .update(t.agencies)
    .set({ isSubscribed: false, updatedAt: now })
    .where(and(eq(t.agencies.id, agency.id), lte(t.agencies.subscribedUntil, now)))
    .returning({ id: t.agencies.id });
  await agencyChanged(agency.id);
  return Boolean(lapsed);
}

/**
 * A subscription is a charge (payments/charges.ts) to the platform's gateway, served by recording
 * the payment and marking the agency subscribed for the plan's months, in one transaction. An
 * agency found subscribed by then (another payment came first) gets this one refunded.
 */
export const subscriptionCharge: ChargeKind = {
  purpose: "subscription",
  async fulfil(tx, payment) {
    const [agency] = await tx
      .select({ isSubscribed: t.agencies.isSubscribed })
      .from(t.agencies)
      .where(eq(t.agencies.id, payment.agencyId))
      .for("update");
    if (agency?.isSubscribed) {
      throw new ApiError("conflict", "This agency is subscribed already.");
    }
    const plan = payment.subject as PlanId;
    const now = new Date();
    const periodEnd = addMonths(now, PLANS[plan].months);
    await tx.insert(t.agencySubscriptions).values({
      agencyId: payment.agencyId,
      plan,
      amountMinor: payment.capturedMinor,
      currency: payment.currency,
      gateway: payment.gateway,
      paymentRef: `${payment.gateway}:${payment.gatewayRef}`,
      paidBy: payment.paidBy,
      periodEnd,
      paidAt: now,
    });
    await tx
      .update(t.agencies)
      .set({ isSubscribed: true, subscribedUntil: periodEnd, updatedAt: now })
      .where(eq(t.agencies.id, payment.agencyId));
  },
};

export async function subscribe(
  agency: AgencyRow,
  user: UserRow,
  request: z.output<typeof subscribeRequest>,
  idempotencyKey: string,
  origin: string,
): Promise<Subscription> {
  if (user.userType !== "AgencyOwner" && user.userType !== "Admin") {
    throw new ApiError("forbidden", "Only the agency's owner or an admin may subscribe.");
  }
  const requestKey = `user:${user.id} ${idempotencyKey}`;
  const earlier = await chargeOfRequest(agency.id, "subscription", requestKey);
  // Read fresh, not from the agency cache: a second payment for a paid agency is refused (a
  // retry of the call that paid resumes its own payment instead).
  if (!earlier && (await subscriptionOf(agency.id)).isSubscribed) {
    throw new ApiError("conflict", "This agency is subscribed already.");
  }
  const plan = PLANS[request.plan];
  // The platform's fee: paid to the platform's gateway, never into the agency's own account.
  await takeCharge(subscriptionCharge, {
    agencyId: agency.id,
    gateway: platformGateway(agency.id),
    token: request.token,
    amountMinor: plan.amountMinor,
    currency: plan.currency,
    subject: request.plan,
    paidBy: user.id,
    requestKey,
    reference: `subscription-${idempotencyKey}`,
    returnUrl: new URL("/subscription", origin).toString(),
  });
  await agencyChanged(agency.id);
  return subscriptionOf(agency.id);
}
