import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { GET as getBooking } from "@/app/api/bookings/[reference]/route";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { POST as book } from "@/app/api/bookings/route";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import { POST as hotelSearch } from "@/app/api/hotels/search/route";
import { POST as tokens } from "@/app/api/payments/sandbox/tokens/route";
import type { ActivityOfferQueryInput } from "@/lib/contract/activities";
import type { CarOfferQueryInput } from "@/lib/contract/cars";
import type { CruiseQuery } from "@/lib/contract/cruise";
import type { FlightOfferQueryInput } from "@/lib/contract/flights";
import type { HotelStayQuery } from "@/lib/contract/hotels";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { geo } from "@/lib/server/inventory/geo/geo";
import { testHotelId } from "@/lib/server/inventory/hotels/test-hotels";
import { send, setCookies } from "./http";

/** The booking API as a browser drives it: quote, card token, booking. */

export const inDays = (n: number) =>
  new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export async function parisId(): Promise<string> {
  const { cities } = await geo();
  return cities.places.find((p) => p.name === "Paris" && p.countryCode === "FR")!.id;
}

/** Two adults in one room, for two nights from `from` days ahead. */
export async function parisStay(from = 30, rooms = 1): Promise<HotelStayQuery> {
  return {
    placeId: await parisId(),
    checkIn: inDays(from),
    checkOut: inDays(from + 2),
    rooms: Array.from({ length: rooms }, () => ({ adults: 2, childAges: [] })),
    nationality: "FR",
  };
}

/** Three ordinary hotels' cheapest rooms in Paris for a stay (the sandbox's test hotels left out). */
export async function parisOffers(host: string, from: number) {
  const stay = await parisStay(from);
  const found = await send(hotelSearch, host, "/api/hotels/search", { body: stay });
  const hotels = found.body.hotels as { id: string; cheapest: { offerId: string } }[];
  const offers = hotels.filter((h) => !h.id.includes("-test-")).map((h) => h.cheapest.offerId);
  return { stay, offers: offers.slice(0, 3) };
}

/** The double room of one of Paris's named test hotels. */
export async function testOffer(slug: string): Promise<string> {
  return `${testHotelId({ id: await parisId() }, slug)}-DBL`;
}

/**
 * The instant of a wall-clock time ("2027-06-01T10:00") in an IANA zone, worked out with Intl
 * alone, to check the server's deadlines against.
 */
export function wallClockInstant(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local}Z`);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  /** How far the zone's clock is ahead of UTC at `t`. */
  const offset = (t: number) => {
    const part = (type: string) =>
      Number(format.formatToParts(new Date(t)).find((p) => p.type === type)!.value);
    const shown = Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
      part("second"),
    );
    return shown - t;
  };
  const first = asUtc - offset(asUtc);
  return new Date(asUtc - offset(first));
}

export const CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficient: "4000000000009995",
  challenge: "4000002760003184",
} as const;

export async function cardToken(host: string, number: string = CARDS.success): Promise<string> {
  const r = await send(tokens, host, "/api/payments/sandbox/tokens", {
    body: {
      number,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: "123",
      name: "Ana Silva",
    },
  });
  expect(r.status).toBe(201);
  return r.body.token as string;
}

export interface Browser {
  /** The Cookie header: a session, a guest cookie, both or none. */
  cookie: string;
}

/** Creates a quote; a guest browser keeps the guest cookie the answer sets. */
export async function createQuote(
  host: string,
  browser: Browser,
  offerId: string,
  query:
    | HotelStayQuery
    | FlightOfferQueryInput
    | CarOfferQueryInput
    | ActivityOfferQueryInput
    | CruiseQuery,
  currency = "USD",
) {
  const product =
    "legs" in query
      ? "flights"
      : "locationId" in query
        ? "cars"
        : "productCode" in query
          ? "activities"
          : "departFrom" in query
            ? "cruise"
            : "hotels";
  const r = await send(quote, host, "/api/checkout/quotes", {
    body: { product, offerId, query, currency },
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
  const guest = setCookies(r.headers).guest_checkout;
  if (guest)
    browser.cookie = [browser.cookie, `guest_checkout=${guest.value}`].filter(Boolean).join("; ");
  return r;
}

export const contact = {
  firstName: "Ana",
  lastName: "Silva",
  email: "ana.silva@example.com",
  phone: "+33612345678",
  country: "FR",
};

export function bookingBody(
  quoteId: string,
  token: string | null,
  extra: Record<string, unknown> = {},
) {
  return {
    quoteId,
    contact,
    travellers: [{ firstName: "Ana", lastName: "Silva", unit: 0 }],
    payment: token ? { method: "card", token } : { method: "none" },
    acceptTerms: true,
    ...extra,
  };
}

export async function placeBooking(
  host: string,
  browser: Browser,
  body: unknown,
  key: string = randomUUID(),
) {
  return send(book, host, "/api/bookings", {
    body,
    headers: { "idempotency-key": key, ...(browser.cookie ? { cookie: browser.cookie } : {}) },
  });
}

/** GET /api/bookings/{reference} as `cookie`'s browser. */
export const readBooking = (host: string, reference: string, cookie: string) =>
  send(getBooking as never, host, `/api/bookings/${reference}`, {
    method: "GET",
    headers: { cookie },
    params: { reference },
  });

/** POST /api/bookings/{reference}/cancel with a new Idempotency-Key. */
export const cancelBooking = (host: string, reference: string, cookie: string, body: object = {}) =>
  send(cancel as never, host, `/api/bookings/${reference}/cancel`, {
    body,
    headers: { cookie, "idempotency-key": randomUUID() },
    params: { reference },
  });

/** The sandbox gateway's payments of a booking. */
export async function sandboxPayments(reference: string) {
  const db = await getDb();
  return db.select().from(t.sandboxPayments).where(eq(t.sandboxPayments.reference, reference));
}

export async function quotesOf(offerId: string) {
  const db = await getDb();
  return db.select().from(t.checkoutQuotes).where(eq(t.checkoutQuotes.offerId, offerId));
}

export async function bookingsOf(quoteId: string) {
  const db = await getDb();
  return db.select().from(t.bookings).where(eq(t.bookings.quoteId, quoteId));
}
