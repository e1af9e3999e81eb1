import "server-only";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "../db/client";
import { ApiError } from "../errors";
import { bookings, users } from "../db/schema";
import { startOutboxSender, stopOutboxSender } from "../mail/outbox";
import { setStripeEventHandler } from "../payments/stripe-webhook";
import { bookingView } from "./access";
import { brandOf } from "../agency/brand";
import { registerBookingMails } from "./booking-mail";
import { advance } from "./engine";
import { startReconciler, stopReconciler } from "./reconcile";

let started = false;

/** Loads a booking as its mail shows it: the owner's view, with the signed guest link. */
async function mailView(agencyId: string, reference: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.agencyId, agencyId), eq(bookings.reference, reference)));
  if (!row) return null;
  const [agent] = row.agentUserId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.agentUserId))
    : [];
  const view = await bookingView(row, null, (await brandOf(agencyId)).siteUrl);
  return { ...view, agentEmail: agent?.email ?? null };
}

/** The booking mails' renderers; what a process that drains the outbox needs. */
export function registerBookingServices(): void {
  registerBookingMails({ loadBooking: mailView });
  // A Stripe payment that settles after its 3-D Secure page moves its booking on at once,
  // without waiting for the traveller's return or the reconciliation job. The booking's own
  // outcome (the card failed, the room was gone: a 4xx ApiError) is handled; anything else — the
  // database, the gateway or the supplier not answering — is thrown, so that the webhook answers
  // 5xx and Stripe delivers the event again.
  setStripeEventHandler(async ({ agencyId, intent }) => {
    const reference = intent.metadata?.reference;
    if (!reference) return;
    const db = await getDb();
    const [row] = await db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.agencyId, agencyId), eq(bookings.reference, reference)));
    if (row?.status !== "requires_action") return;
    await advance(row.id).catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    });
  });
}

/**
 * What runs beside the web server in every process (DESIGN §9): the booking mails' renderers,
 * the outbox sender, the reconciliation job. Each is safe to run in many processes at once.
 */
export function startBookingServices(): void {
  if (started) return;
  started = true;
  registerBookingServices();
  startOutboxSender();
  startReconciler();
}

/**
 * The process is stopping (scripts/serve.mjs, once the requests in flight are answered): no new
 * background run starts, and the database is closed cleanly, so that the embedded database is
 * left whole on disk rather than cut mid-write.
 */
export async function stopBookingServices(): Promise<void> {
  stopOutboxSender();
  stopReconciler();
  started = false;
  await closeDb();
}
