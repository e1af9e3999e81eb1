import "server-only";
import { addMonths } from "date-fns";
import { and, desc, eq, lte } from "drizzle-orm";
import type { z } from "zod";
import {
  PLANS,
  type PlanId,
  type Subscription,
  type subscribeRequest,
} from "@/lib/contract/subscription";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../errors";
import { chargeCard } from "../payments/charge";
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
  // Read fresh, not from the agency cache: a second payment for a paid agency is refused.
  if ((await subscriptionOf(agency.id)).isSubscribed) {
    throw new ApiError("conflict", "This agency is subscribed already.");
  }
  const plan = PLANS[request.plan];
  // The platform's fee: paid to the platform's gateway, never into the agency's own account.
  const paymentRef = await chargeCard(platformGateway(), {
    agencyId: agency.id,
    token: request.token,
    amountMinor: plan.amountMinor,
    currency: plan.currency,
    purpose: "subscription",
    returnUrl: new URL("/subscription", origin).toString(),
    idempotencyKey,
  });
  const db = await getDb();
  const now = new Date();
  const periodEnd = addMonths(now, plan.months);
  await db.transaction(async (tx) => {
    await tx
      .insert(t.agencySubscriptions)
      .values({
        agencyId: agency.id,
        plan: request.plan,
        amountMinor: plan.amountMinor,
        currency: plan.currency,
        gateway: paymentRef.split(":")[0]!,
        paymentRef,
        paidBy: user.id,
        periodEnd,
        paidAt: now,
      })
      .onConflictDoNothing();
    await tx
      .update(t.agencies)
      .set({ isSubscribed: true, subscribedUntil: periodEnd, updatedAt: now })
      .where(eq(t.agencies.id, agency.id));
  });
  await agencyChanged(agency.id);
  return subscriptionOf(agency.id);
}
