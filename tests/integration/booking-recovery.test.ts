import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { advance } from "@/lib/server/bookings/engine";
import { armFault, disarmFaults, type FaultPoint } from "@/lib/server/faults/faults";
import { reconcile } from "@/lib/server/bookings/reconcile";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import {
  bookingBody,
  CARDS,
  cardToken,
  createQuote,
  parisStay,
  placeBooking,
  testOffer,
  type Browser,
} from "../support/booking";
import { VIAJES } from "../support/hosts";

/**
 * A process that stops between two effects of a booking (DESIGN §9) leaves a record that the
 * reconciliation job finishes or undoes: never a charge without a booking, nor a booking without
 * its payment, nor a room held for nobody.
 */

afterEach(() => disarmFaults());

async function stateOf(quoteId: string) {
  const db = await getDb();
  const [booking] = await db.select().from(t.bookings).where(eq(t.bookings.quoteId, quoteId));
  const pays = await db
    .select()
    .from(t.sandboxPayments)
    .where(eq(t.sandboxPayments.reference, booking!.reference));
  const [hold] = await db
    .select()
    .from(t.supplierReservations)
    .where(eq(t.supplierReservations.id, booking!.supplierHoldId));
  return { booking: booking!, payment: pays[0], hold: hold! };
}

/** The process stops right after `point`'s effect happened, before its answer is recorded. */
async function crashAt(point: FaultPoint, from: number, card: string = CARDS.success) {
  const guest: Browser = { cookie: "" };
  const q = await createQuote(
    VIAJES,
    guest,
    await testOffer("fails-at-cancel"),
    await parisStay(from),
  );
  expect(q.status).toBe(201);
  armFault(point, "crash-after");
  const r = await placeBooking(
    VIAJES,
    guest,
    bookingBody(q.body.id as string, await cardToken(VIAJES, card)),
  );
  // The process "died": the client saw a failure.
  expect(r.status).toBe(500);
  return q.body.id as string;
}

const later = () => ({ now: new Date(Date.now() + 5 * 60_000) });

describe("reconciliation after a crash", () => {
  it("finishes a booking that stopped after the authorisation", async () => {
    const quoteId = await crashAt("gateway.authorise", 60);
    let s = await stateOf(quoteId);
    expect(s.booking.status).toBe("pending");
    expect(s.payment!.status).toBe("authorised");
    await reconcile(later());
    s = await stateOf(quoteId);
    expect(s.booking.status).toBe("confirmed");
    expect(s.payment!.status).toBe("captured");
    expect(s.hold.status).toBe("booked");
  });

  it("finishes a booking that stopped after the supplier booked it, capturing once", async () => {
    const quoteId = await crashAt("supplier.book", 61);
    let s = await stateOf(quoteId);
    expect(s.hold.status).toBe("booked");
    expect(s.payment!.status).toBe("authorised");
    await reconcile(later());
    await reconcile(later());
    s = await stateOf(quoteId);
    expect(s.booking.status).toBe("confirmed");
    expect(s.payment!.capturedMinor).toBe(s.booking.cardMinor);
  });

  it("confirms a booking that stopped after the capture", async () => {
    const quoteId = await crashAt("gateway.capture", 62);
    let s = await stateOf(quoteId);
    expect(s.payment!.status).toBe("captured");
    expect(s.booking.status).toBe("pending");
    await reconcile(later());
    s = await stateOf(quoteId);
    expect(s.booking.status).toBe("confirmed");
  });

  it("undoes a booking whose hold ended while it was stopped: voided, nothing charged", async () => {
    const quoteId = await crashAt("gateway.authorise", 63);
    const db = await getDb();
    const { booking } = await stateOf(quoteId);
    await db
      .update(t.supplierReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.supplierReservations.id, booking.supplierHoldId));
    await reconcile(later());
    const s = await stateOf(quoteId);
    expect(s.booking.status).toBe("failed");
    expect(s.payment!.status).toBe("voided");
    expect(s.payment!.capturedMinor).toBe(0);
    expect(["expired", "released"]).toContain(s.hold.status);
  });

  it("leaves an open 3-D Secure challenge alone, then gives it up: voided and released", async () => {
    const guest: Browser = { cookie: "" };
    const q = await createQuote(
      VIAJES,
      guest,
      await testOffer("fails-at-cancel"),
      await parisStay(64),
    );
    const r = await placeBooking(
      VIAJES,
      guest,
      bookingBody(q.body.id as string, await cardToken(VIAJES, CARDS.challenge)),
    );
    expect(r.status).toBe(202);
    expect(r.body.status).toBe("requires_action");
    expect(String(r.body.challengeUrl)).toContain("/api/payments/sandbox/challenge/");
    const id = (await stateOf(q.body.id as string)).booking.id;
    expect((await advance(id)).status).toBe("requires_action");
    await reconcile({ now: new Date(Date.now() + 31 * 60_000) });
    const s = await stateOf(q.body.id as string);
    expect(s.booking.status).toBe("failed");
    expect(s.hold.status).toBe("released");
    expect(s.payment!.capturedMinor).toBe(0);
  });
});
