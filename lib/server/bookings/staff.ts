import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { BookingNote, ResendResponse } from "@/lib/contract/agency-bookings";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { getDb } from "../db/client";
import { bookingNotes, outbox, users } from "../db/schema";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { byReference } from "./access";

/**
 * What the agency's staff do with a booking in the back office beside cancelling it: internal
 * notes (never shown to the traveller) and sending its last email again. Callers are staff (the
 * routes ask for `bookings.read`); another agency's reference is a 404 as an unknown one is.
 */

/** A resend within this time of the last one for the same booking is refused (a double click). */
const RESEND_GAP_MS = 60_000;

export async function bookingNotesOf(agency: AgencyRow, reference: string): Promise<BookingNote[]> {
  const booking = await byReference(agency, reference);
  const db = await getDb();
  const rows = await db
    .select({
      id: bookingNotes.id,
      body: bookingNotes.body,
      at: bookingNotes.at,
      authorId: users.id,
      first: users.firstName,
      last: users.lastName,
    })
    .from(bookingNotes)
    .leftJoin(users, eq(users.id, bookingNotes.authorUserId))
    .where(and(eq(bookingNotes.agencyId, agency.id), eq(bookingNotes.bookingId, booking.id)))
    .orderBy(asc(bookingNotes.id));
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    at: r.at.toISOString(),
    author: r.authorId ? { id: r.authorId, name: `${r.first} ${r.last}` } : null,
  }));
}

export async function addBookingNote(
  agency: AgencyRow,
  user: UserRow,
  reference: string,
  body: string,
): Promise<BookingNote> {
  const booking = await byReference(agency, reference);
  const db = await getDb();
  const [row] = await db
    .insert(bookingNotes)
    .values({ agencyId: agency.id, bookingId: booking.id, authorUserId: user.id, body })
    .returning();
  return {
    id: row!.id,
    body: row!.body,
    at: row!.at.toISOString(),
    author: { id: user.id, name: `${user.firstName} ${user.lastName}` },
  };
}

/**
 * Queues the booking's confirmation email again (its cancellation once cancelled), to the
 * traveller and the booking agent, as the outbox sends every booking email. A booking that never
 * reached either state has none to send (409); a second resend within a minute is a 429.
 */
export async function resendBookingMail(
  agency: AgencyRow,
  reference: string,
): Promise<ResendResponse> {
  const booking = await byReference(agency, reference);
  const kind =
    booking.status === "confirmed"
      ? "booking.confirmed"
      : booking.status === "cancelled"
        ? "booking.cancelled"
        : null;
  if (!kind) throw new ApiError("conflict", "This booking has no confirmation to send yet.");
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One resend at a time per booking: the lock orders concurrent clicks, the check refuses
    // the ones that follow within the gap.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`resend:${booking.id}`}))`);
    const since = new Date(Date.now() - RESEND_GAP_MS);
    const [recent] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.agencyId, agency.id),
          eq(outbox.kind, kind),
          sql`${outbox.payload}->>'reference' = ${booking.reference}`,
          sql`${outbox.payload}->>'resent' = 'true'`,
          gt(outbox.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) {
      throw new ApiError("throttled", "This email was sent again less than a minute ago.");
    }
    await enqueueMail(tx, {
      agencyId: agency.id,
      kind,
      payload: { reference: booking.reference, resent: true },
    });
    return { kind };
  });
}
