import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { POST as book } from "@/app/api/bookings/route";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import { POST as tokens } from "@/app/api/payments/sandbox/tokens/route";
import type { FlightOfferQueryInput } from "@/lib/contract/flights";
import type { HotelStayQuery } from "@/lib/contract/hotels";
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

/** The double room of one of Paris's named test hotels. */
export async function testOffer(slug: string): Promise<string> {
  return `${testHotelId({ id: await parisId() }, slug)}-DBL`;
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
  query: HotelStayQuery | FlightOfferQueryInput,
  currency = "USD",
) {
  const product = "legs" in query ? "flights" : "hotels";
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
