import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as z from "zod";
import { GET as agencyBookings } from "@/app/api/agency/bookings/route";
import { GET as calendar } from "@/app/api/bookings/[reference]/calendar.ics/route";
import { GET as voucher } from "@/app/api/bookings/[reference]/voucher.pdf/route";
import { GET as myBookings } from "@/app/api/bookings/route";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import { GET as openApi } from "@/app/api/openapi.json/route";
import type { BookingView, OfferSnapshot } from "@/lib/contract/booking";
import { cancellationPolicy, type CancellationPolicy } from "@/lib/contract/cancellation-policy";
import { bookingEmail } from "@/lib/server/bookings/documents/booking-email";
import { getDb } from "@/lib/server/db/client";
import { holdIntents } from "@/lib/server/db/schema";
import {
  SupplierError,
  type HoldState,
  type SupplierBooking,
} from "@/lib/server/inventory/supplier";
import { priceRates } from "@/lib/server/inventory/money";
import { productModule, registerProduct } from "@/lib/server/products/registry";
import type { ProductModule } from "@/lib/server/products/kit/types";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  type Browser,
  cancelBooking,
  cardToken,
  inDays,
  placeBooking,
  quotesOf,
  readBooking,
} from "../support/booking";
import { DEMO } from "../support/hosts";
import { send } from "../support/http";

/**
 * The product registry is the one seam a product plugs into (DESIGN §3): a throwaway product,
 * defined here with an in-memory supplier and registered in this test build only, is quoted,
 * booked, read, listed, given its voucher, calendar and email, and cancelled through the real API,
 * with no shared file knowing it.
 */

const PRODUCT = `balloons-${randomUUID().slice(0, 8)}`;
const OFFER_ID = "dawn-flight";

const balloonQuery = z.strictObject({ day: z.iso.date(), riders: z.number().int().min(1).max(4) });
type BalloonQuery = z.infer<typeof balloonQuery>;
const balloonOffer = z.strictObject({
  product: z.literal(PRODUCT),
  title: z.string(),
  day: z.iso.date(),
  riders: z.number().int(),
  policy: cancellationPolicy,
});

/** The supplier's own books: holds and bookings by id, and what it numbers them. */
const holds = new Map<
  string,
  { query: BalloonQuery; reference: string | null; clientReference: string }
>();
const booked = new Map<string, SupplierBooking>();

const PER_RIDER = 18_000;
/** A day the product refuses only after the supplier has held it. */
const GROUNDED_DAY = inDays(41);
/** Free to cancel until the eve of the flight, on the launch site's clock. */
const POLICY: CancellationPolicy = {
  refundable: true,
  freeUntil: `${inDays(39)}T18:00:00.000Z`,
  timeZone: "Europe/Lisbon",
  penaltyMinor: 5_000,
};
const reserved = (q: BalloonQuery) => ({
  product: "activities" as const,
  offerId: OFFER_ID,
  days: [q.day],
  quantity: q.riders,
  totalMinor: PER_RIDER * q.riders,
  currency: "USD" as const,
});

const balloons: ProductModule = {
  id: PRODUCT,
  query: balloonQuery,
  offer: balloonOffer,
  confirmPaymentPath: "/booknow/activities/confirmation",
  adapter: {
    describe(query, offerId, item, markup) {
      const q = query as BalloonQuery;
      if (!item.offers.some((o) => o.offerId === offerId)) {
        throw new SupplierError("notFound", `no offer ${offerId}`);
      }
      // The pilot grounds a day's flights once the offer is held (the held-then-refused path).
      if (q.day === GROUNDED_DAY) throw new SupplierError("invalid", "day: the wind is up");
      const rates = priceRates({
        baseRate: PER_RIDER * q.riders,
        taxAndFee: 1_000,
        markup,
        publishedUpliftBasisPoints: 0,
      });
      const snapshot = { product: PRODUCT, title: "Dawn balloon flight", ...q, policy: POLICY };
      return { snapshot: snapshot as unknown as OfferSnapshot, rates, units: q.riders };
    },
    checkTravellers() {},
    startsOn: (offer) => (offer as unknown as BalloonQuery).day,
    endsOn: (offer) => (offer as unknown as BalloonQuery).day,
    title: (offer) => (offer as unknown as { title: string }).title,
    async hold(query, offerId, clientReference) {
      if (offerId !== OFFER_ID) throw new SupplierError("notFound", `no offer ${offerId}`);
      const id = randomUUID();
      holds.set(id, { query: query as BalloonQuery, reference: null, clientReference });
      const rates = priceRates({
        baseRate: PER_RIDER * (query as BalloonQuery).riders,
        taxAndFee: 1_000,
        publishedUpliftBasisPoints: 0,
      });
      return {
        id,
        rates,
        // The flight as searched, its one offer with the basket's places.
        item: { id: "dawn", offers: [{ offerId, rates, unitsLeft: 4, available: true }] },
        expiresAt: new Date(Date.now() + 15 * 60_000),
        ...reserved(query as BalloonQuery),
      };
    },
    async book(holdId) {
      const hold = holds.get(holdId)!;
      hold.reference = `BLN-${booked.size + 1}`;
      const booking: SupplierBooking = {
        ...reserved(hold.query),
        reference: hold.reference,
        holdId,
        status: "booked",
        confirmation: `SKY${1000 + booked.size}`,
      };
      booked.set(hold.reference, booking);
      return booking;
    },
    async release(holdId) {
      holds.delete(holdId);
    },
    async releaseReference(clientReference) {
      for (const [id, hold] of holds) {
        if (hold.clientReference === clientReference && !hold.reference) holds.delete(id);
      }
    },
    async cancel(reference) {
      const booking = booked.get(reference)!;
      booking.status = "cancelled";
      return booking;
    },
    async holdState(holdId): Promise<HoldState> {
      const hold = holds.get(holdId);
      if (!hold) return { status: "released", reference: null, confirmation: null };
      const booking = hold.reference ? booked.get(hold.reference) : undefined;
      return booking
        ? {
            status: booking.status,
            reference: booking.reference,
            confirmation: booking.confirmation,
          }
        : { status: "held", reference: null, confirmation: null };
    },
  },
};

const session = reusedSessions();
let traveller: Browser;
let agentCookie: string;
let unregister: () => void;

beforeAll(async () => {
  unregister = registerProduct(balloons);
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
  agentCookie = await session(DEMO, "agent@horizon.test");
});

afterAll(() => unregister());

const get = (handler: unknown, path: string, cookie: string, params = {}) =>
  send(handler as never, DEMO, path, { method: "GET", params, headers: { cookie } });

describe("a product registered in a test build", () => {
  let reference: string;
  let booking: BookingView;

  it("is quoted with its own query, and a bad one is refused by its own schema", async () => {
    const bad = await send(quote, DEMO, "/api/checkout/quotes", {
      body: {
        product: PRODUCT,
        offerId: OFFER_ID,
        query: { day: inDays(40), riders: 9 },
        currency: "EUR",
      },
      headers: { cookie: traveller.cookie },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^query\.riders: /);
    const unknown = await send(quote, DEMO, "/api/checkout/quotes", {
      body: { product: "zeppelins", offerId: OFFER_ID, query: {}, currency: "EUR" },
      headers: { cookie: traveller.cookie },
    });
    expect(unknown.status).toBe(400);
  });

  it("gives an offer it refuses after the hold back at once, and writes no quote", async () => {
    const quotesBefore = (await quotesOf(OFFER_ID)).length;
    const r = await send(quote, DEMO, "/api/checkout/quotes", {
      body: {
        product: PRODUCT,
        offerId: OFFER_ID,
        query: { day: GROUNDED_DAY, riders: 2 },
        currency: "EUR",
      },
      headers: { cookie: traveller.cookie },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("day: the wind is up");
    // It was held under the quote's id to be, and released: the supplier holds nothing of it.
    expect([...holds.values()].filter((h) => h.query.day === GROUNDED_DAY)).toEqual([]);
    expect((await quotesOf(OFFER_ID)).length).toBe(quotesBefore);
    // Nothing is left for the job to give back either.
    const db = await getDb();
    expect(
      await db
        .select()
        .from(holdIntents)
        .where(eq(holdIntents.product, PRODUCT as never)),
    ).toEqual([]);
  });

  it("is described in the API document: its query in the quote request, its offer in a booking", async () => {
    const response = await send(openApi as never, DEMO, "/api/openapi.json", { method: "GET" });
    expect(response.status).toBe(200);
    const { paths } = response.body as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const json = (operation: Record<string, unknown>, at: string[]) =>
      JSON.stringify(
        at.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], operation),
      );
    const request = json(paths["/api/checkout/quotes"]!.post!, [
      "requestBody",
      "content",
      "application/json",
      "schema",
    ]);
    expect(request).toContain(`"const":"${PRODUCT}"`);
    expect(request).toContain('"riders"');
    const booked = json(paths["/api/bookings/{reference}"]!.get!, [
      "responses",
      "200",
      "content",
      "application/json",
      "schema",
      "properties",
      "offer",
    ]);
    expect(booked).toContain(`"const":"${PRODUCT}"`);
  });

  it("is booked, read and listed through the API, the supplier's confirmation kept", async () => {
    const q = await send(quote, DEMO, "/api/checkout/quotes", {
      body: {
        product: PRODUCT,
        offerId: OFFER_ID,
        query: { day: inDays(40), riders: 2 },
        currency: "EUR",
      },
      headers: { cookie: traveller.cookie },
    });
    expect(q.status).toBe(201);
    expect(q.body.offer).toEqual({
      product: PRODUCT,
      title: "Dawn balloon flight",
      day: inDays(40),
      riders: 2,
      policy: POLICY,
    });
    expect(q.body.price).toMatchObject({ total: { currency: "EUR" } });

    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ product: PRODUCT, status: "confirmed", tickets: null });
    reference = r.body.reference as string;
    const supplierReference = r.body.supplierReference as string;
    expect(r.body.hotelConfirmation).toBe(booked.get(supplierReference)!.confirmation);

    const read = await readBooking(DEMO, reference, traveller.cookie);
    expect(read.status).toBe(200);
    booking = read.body as BookingView;
    expect(booking.offer).toMatchObject({ product: PRODUCT, title: "Dawn balloon flight" });

    // My Trips finds it by what was booked; the back office lists it with its product's title.
    const mine = await get(myBookings, "/api/bookings?q=balloon%20flight", traveller.cookie);
    expect(mine.status).toBe(200);
    const listed = mine.body.bookings as { reference: string }[];
    expect(listed.map((b) => b.reference)).toContain(reference);
    const staff = await get(agencyBookings, `/api/agency/bookings?q=${reference}`, agentCookie);
    expect(staff.status).toBe(200);
    expect(staff.body.rows).toEqual([
      expect.objectContaining({ reference, product: PRODUCT, title: "Dawn balloon flight" }),
    ]);
  });

  it("has a voucher, a calendar file and an email from the sections every product shares", async () => {
    const pdf = await get(voucher, `/api/bookings/${reference}/voucher.pdf`, traveller.cookie, {
      reference,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const ics = await get(calendar, `/api/bookings/${reference}/calendar.ics`, traveller.cookie, {
      reference,
    });
    expect(ics.status).toBe(200);
    const text = ics.body as unknown as string;
    expect(text).toContain("SUMMARY:Dawn balloon flight");
    expect(text).toContain(`DTSTART:${inDays(40).replaceAll("-", "")}T000000Z`);

    const brand = {
      name: "Horizon Travel",
      logoUrl: null,
      primaryColor: "#0a7cff",
      siteUrl: "http://demo.localhost",
      contactEmail: null,
      contactPhone: null,
      country: null,
    };
    const mail = await bookingEmail(
      "confirmed",
      booking,
      brand,
      "en",
      "http://demo.localhost/trips",
    );
    expect(mail.subject).toBe(`Booking confirmed: Dawn balloon flight (${reference})`);
    expect(mail.text).toContain(booking.hotelConfirmation!);
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `voucher-${reference}.pdf`,
      `booking-${reference}.ics`,
    ]);
    expect(productModule(PRODUCT).documents).toBeUndefined();
  });

  it("is cancelled through the API and with its supplier", async () => {
    const r = await cancelBooking(DEMO, reference, traveller.cookie);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("cancelled");
    expect(booked.get(booking.supplierReference!)!.status).toBe("cancelled");
  });
});
