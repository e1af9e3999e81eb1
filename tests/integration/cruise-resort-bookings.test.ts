import { beforeAll, describe, expect, it } from "vitest";
import { POST as quote } from "@/app/api/checkout/quotes/route";
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
import { DEMO } from "../support/hosts";
import { send } from "../support/http";

const session = reusedSessions();
let traveller: Browser;

beforeAll(async () => {
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
});

/**
 * The cruise and resort suppliers joined as registry entries (their pages are another issue's):
 * the API quotes, books, reads and cancels them like any product. PostgreSQL runs share one
 * database: the days here, 480 to 520 days ahead, are this file's own.
 */
describe("the cruise and resort entries", () => {
  const LISBON = "d-1620619017";

  async function bookAndCancel(product: string, offerId: string, query: object) {
    const q = await send(quote, DEMO, "/api/checkout/quotes", {
      body: { product, offerId, query, currency: "USD" },
      headers: { cookie: traveller.cookie },
    });
    expect(q.status).toBe(201);
    expect(q.body.offer).toMatchObject({ product, policy: { refundable: false } });
    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ product, status: "confirmed" });
    expect(r.body.hotelConfirmation).toMatch(/^\d{9}$/);
    const reference = r.body.reference as string;
    const cancelled = await cancelBooking(DEMO, reference, traveller.cookie);
    expect(cancelled.status).toBe(200);
    // Sold as is until the product states its policy: nothing comes back.
    expect(cancelled.body).toMatchObject({ status: "cancelled", refunded: { amountMinor: 0 } });
  }

  it("books and cancels a resort unit", async () => {
    const query = {
      regionId: LISBON,
      checkIn: inDays(480),
      checkOut: inDays(483),
      units: 1,
      adults: 2,
    };
    const [property] = await supplierFor("resort").search(query);
    await bookAndCancel("resort", property!.offers[0]!.offerId, query);
  });

  it("books and cancels a cruise cabin", async () => {
    const query = { departFrom: inDays(490), departTo: inDays(520), adults: 2 };
    const [sailing] = await supplierFor("cruise").search(query);
    await bookAndCancel("cruise", sailing!.offers[0]!.offerId, query);
  });
});
