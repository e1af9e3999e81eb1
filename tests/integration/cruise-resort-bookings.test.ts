import { beforeAll, describe, expect, it } from "vitest";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import { eq } from "drizzle-orm";
import { refundNow } from "@/lib/server/bookings/refunds";
import { getDb } from "@/lib/server/db/client";
import { bookings } from "@/lib/server/db/schema";
import { cruiseLine } from "@/lib/server/inventory/cruise/lines";
import { penaltyTable, stepStart } from "@/lib/server/inventory/cruise/penalties";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  type Browser,
  cancelBooking,
  cardToken,
  inDays,
  placeBooking,
} from "../support/booking";
import { cruiseBookingBody } from "../support/cruises";
import { DEMO } from "../support/hosts";
import { send } from "../support/http";

const session = reusedSessions();
let traveller: Browser;

beforeAll(async () => {
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
});

/**
 * The cruise and resort suppliers joined as registry entries: the API quotes, books, reads and
 * cancels them like any product; a cruise is refunded by its line's schedule, the one its
 * cancellation page shows, a resort by its property's deadline. PostgreSQL runs share one
 * database: the days here, 480 to 520 days ahead, are this file's own.
 */
describe("the cruise and resort entries", () => {
  const LISBON = "d-1620619017";

  /** Quoted and booked with the success card: the booking's reference and its quote. */
  async function book(product: string, offerId: string, query: object) {
    const q = await send(quote, DEMO, "/api/checkout/quotes", {
      body: { product, offerId, query, currency: "USD" },
      headers: { cookie: traveller.cookie },
    });
    expect(q.status).toBe(201);
    expect(q.body.offer).toMatchObject({ product });
    // A cruise names every guest of its cabin; a resort its lead guest.
    const token = await cardToken(DEMO);
    const body =
      product === "cruise"
        ? cruiseBookingBody(q.body, token)
        : bookingBody(q.body.id as string, token);
    const r = await placeBooking(DEMO, traveller, body);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ product, status: "confirmed" });
    expect(r.body.hotelConfirmation).toMatch(/^\d{9}$/);
    return { reference: r.body.reference as string, quote: q.body };
  }

  it("books and cancels a resort unit, refunded in full before the property's deadline", async () => {
    const query = {
      regionId: LISBON,
      checkIn: inDays(480),
      checkOut: inDays(483),
      units: 1,
      adults: 2,
    };
    const [property] = await supplierFor("resort").search(query);
    const { reference, quote: q } = await book("resort", property!.offers[0]!.offerId, query);
    // Free until the property's days before check-in, on its clock; then the whole stay.
    expect(q.offer).toMatchObject({
      policy: {
        refundable: true,
        timeZone: property!.timeZone,
        penaltyMinor: (q.price as { totalUsd: number }).totalUsd,
      },
    });
    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const paid = row!.cardMinor + row!.creditsValueMinor;
    const cancelled = await cancelBooking(DEMO, reference, traveller.cookie);
    expect(cancelled.status).toBe(200);
    // 480 days out: all that was paid comes back (a deposit, where the property asks one).
    expect(cancelled.body).toMatchObject({ status: "cancelled", refunded: { amountMinor: paid } });
    expect(paid).toBe(
      property!.deposit
        ? Math.ceil((row!.totalMinor * property!.deposit.percent) / 100)
        : row!.totalMinor,
    );
  });

  it("refunds a cruise cabin by its line's schedule: the cancellation page's table, day by day", async () => {
    const query = { departFrom: inDays(490), departTo: inDays(520), adults: 2 };
    const [sailing] = await supplierFor("cruise").search(query);
    const { reference, quote: q } = await book("cruise", sailing!.offers[0]!.offerId, query);
    const line = cruiseLine(sailing!.lineId)!;
    const zone = sailing!.embarkation.timeZone;
    expect(q.offer).toMatchObject({ policy: { refundable: true, timeZone: zone } });

    // The booking as the engine keeps it, cancelled at each end of every row the line's page shows.
    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const departure = sailing!.departureDate;
    // Sold on a deposit this far out: what comes back is what was paid less the line's charge.
    const paid = row!.cardMinor + row!.creditsValueMinor;
    expect(paid).toBeLessThan(row!.totalMinor);
    for (const shown of penaltyTable(line.cancellation)) {
      const first = stepStart(departure, shown.toDays ?? shown.fromDays + 10, zone);
      const last = new Date(stepStart(departure, shown.fromDays - 1, zone).getTime() - 1);
      for (const at of [first, last]) {
        const penalty = Math.min(
          row!.totalMinor,
          Math.round((row!.totalUsd * shown.percent) / 100),
        );
        expect(refundNow(row!, at), `${shown.fromDays} days, ${at.toISOString()}`).toMatchObject({
          penaltyMinor: penalty,
          refundMinor: Math.max(0, paid - penalty),
        });
      }
    }

    // Cancelled now, 490 days and more before sailing: nothing is charged, the deposit comes back.
    const cancelled = await cancelBooking(DEMO, reference, traveller.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: "cancelled",
      refunded: { amountMinor: paid },
    });
  });
});
