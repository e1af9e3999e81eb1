import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/agency/deal-links/route";
import { PATCH as patch } from "@/app/api/agency/deal-links/[id]/route";
import { GET as publicView } from "@/app/api/deal-links/[id]/route";
import { GET as openRoute } from "@/app/api/deal-links/[id]/open/route";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import { POST as hotelSearch } from "@/app/api/hotels/search/route";
import type { DealLinkView, PublicDealOffer } from "@/lib/contract/deal-links";
import { findAgency } from "@/lib/server/agency/agency";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { openShortLink } from "@/lib/server/proposals/links";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  cardToken,
  contact,
  parisOffers,
  parisStay,
  placeBooking,
} from "../support/booking";
import { carsOf, rental } from "../support/cars";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send, setCookies } from "../support/http";

/**
 * Deal links (issue 28): an agent shares an offer or a search as a short link; opening it gives
 * the browser the link's grant, with which a signed-out visitor books what it shares at the demo
 * agency (whose non-login flow is off), and nothing else. Opens and bookings are counted.
 */

const RUN = randomUUID().slice(0, 8);
const session = reusedSessions();
let agent: string;
let viajesOwner: string;
let demoId: string;

const base = "/api/agency/deal-links";

async function share(body: unknown, cookie = agent, host = DEMO) {
  return send(create as never, host, base, { body, headers: { cookie } });
}

/**
 * Opens the link's short URL as a browser would: `/url/<id>`, then the call it leads to, which
 * answers with the grant's cookie and the page to show.
 */
async function openShort(link: DealLinkView, host = DEMO) {
  const shortId = link.shortUrl.split("/url/")[1]!;
  const target = await openShortLink(demoId, shortId);
  expect(target).toMatch(/^\/api\/deal-links\/[0-9a-f-]{36}\/open\?token=/);
  const opened = await send(openRoute as never, host, target!, {
    method: "GET",
    params: { id: link.id },
  });
  expect(opened.status).toBe(303);
  const grant = setCookies(opened.headers).deal_grant;
  return {
    location: opened.headers.get("location"),
    cookie: grant ? `deal_grant=${grant.value}` : "",
  };
}

/** A quote as the browser holding `browser.cookie` asks it; the guest cookie it gets is kept. */
async function quoteAs(browser: { cookie: string }, body: Record<string, unknown>) {
  const r = await send(quote, DEMO, "/api/checkout/quotes", {
    body,
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
  const guest = setCookies(r.headers).guest_checkout;
  if (guest) browser.cookie = `${browser.cookie}; guest_checkout=${guest.value}`;
  return r;
}

const listed = async (id: string) => {
  const r = await call(list as never, DEMO, base, { cookie: agent });
  expect(r.status).toBe(200);
  return (r.body.rows as DealLinkView[]).find((row) => row.id === id)!;
};

beforeAll(async () => {
  agent = await session(DEMO, "agent@horizon.test");
  viajesOwner = await session(VIAJES, "dueno@viajessol.test");
  demoId = (await findAgency({ kind: "subdomain", key: "demo" }))!.id;
}, 30_000);

describe("an offer's deal link", () => {
  it("is priced by the server, opened signed out from its short URL, and booked once, counted", async () => {
    const { stay, offers } = await parisOffers(DEMO, 60);
    const made = await share({
      kind: "offer",
      product: "hotels",
      offerId: offers[0],
      query: stay,
      currency: "EUR",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const link = made.body as unknown as DealLinkView;
    expect([link.kind, link.state, link.opens, link.bookings]).toEqual(["offer", "active", 0, 0]);
    expect(link.price?.currency).toBe("EUR");
    expect(link.price?.amountMinor).toBeGreaterThan(0);
    expect(link.shortUrl).toMatch(/\/url\/[0-9A-Z]{12}$/);

    // Without the grant the offer's page is not readable, nor the offer bookable signed out.
    const before = await send(publicView as never, DEMO, `/api/deal-links/${link.id}`, {
      method: "GET",
      params: { id: link.id },
    });
    expect(before.status).toBe(404);
    const offerBody = {
      product: "hotels",
      offerId: offers[0],
      query: stay,
      currency: "EUR",
    };
    expect((await quoteAs({ cookie: "" }, offerBody)).status).toBe(403);

    const { location, cookie } = await openShort(link);
    expect(location).toBe(`/booknow/hotels/deal?dealLinkId=${link.id}`);
    expect(cookie).not.toBe("");
    const page = await send(publicView as never, DEMO, `/api/deal-links/${link.id}`, {
      method: "GET",
      headers: { cookie },
      params: { id: link.id },
    });
    expect(page.status).toBe(200);
    const deal = page.body as unknown as PublicDealOffer;
    expect(deal.live.state).toBe("available");
    expect(deal.live.price).toEqual(link.price);

    // The grant quotes the shared offer alone.
    const browser = { cookie };
    const other = await quoteAs({ cookie }, { ...offerBody, offerId: offers[1] });
    expect(other.status).toBe(403);
    const held = await quoteAs(browser, offerBody);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const booked = await placeBooking(
      DEMO,
      browser,
      bookingBody(held.body.id as string, await cardToken(DEMO), { contact }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.status).toBe("confirmed");

    const row = await listed(link.id);
    expect([row.opens, row.bookings]).toEqual([1, 1]);
  });

  it("is nothing with a forged grant, on another agency's host, or once switched off", async () => {
    const { stay, offers } = await parisOffers(DEMO, 64);
    const offerBody = { product: "hotels", offerId: offers[0], query: stay, currency: "USD" };
    const link = (await share({ kind: "offer", ...offerBody })).body as unknown as DealLinkView;
    const { cookie } = await openShort(link);
    const forged = `deal_grant=${link.id}.${"x".repeat(32)}`;
    expect((await quoteAs({ cookie: forged }, offerBody)).status).toBe(403);
    // Another agency neither lists it, nor switches it off, nor opens it.
    const foreign = await send(patch as never, VIAJES, `${base}/${link.id}`, {
      method: "PATCH",
      body: { status: "disabled" },
      headers: { cookie: viajesOwner },
      params: { id: link.id },
    });
    expect(foreign.status).toBe(404);
    const elsewhere = await call(list as never, VIAJES, base, { cookie: viajesOwner });
    expect((elsewhere.body.rows as DealLinkView[]).map((r) => r.id)).not.toContain(link.id);
    const wrongHost = await send(openRoute as never, VIAJES, `/api/deal-links/${link.id}/open`, {
      method: "GET",
      params: { id: link.id },
    });
    expect(wrongHost.status).toBe(404);

    const off = await send(patch as never, DEMO, `${base}/${link.id}`, {
      method: "PATCH",
      body: { status: "disabled" },
      headers: { cookie: agent },
      params: { id: link.id },
    });
    expect(off.status).toBe(200);
    expect(off.body.state).toBe("disabled");
    // The grant the browser kept books nothing now, and the page says the deal is over.
    expect((await quoteAs({ cookie }, offerBody)).status).toBe(403);
    const page = await send(publicView as never, DEMO, `/api/deal-links/${link.id}`, {
      method: "GET",
      headers: { cookie },
      params: { id: link.id },
    });
    expect(page.status).toBe(410);
    const unopened = await send(publicView as never, DEMO, `/api/deal-links/${link.id}`, {
      method: "GET",
      params: { id: link.id },
    });
    expect(unopened.status).toBe(410);
    const again = await openShort(link);
    expect(again.cookie).toBe("");
    expect(again.location).toBe(`/booknow/hotels/deal?dealLinkId=${link.id}`);
  });

  it("refuses a browser's price, an unknown search and a malformed body (400/404)", async () => {
    const { stay, offers } = await parisOffers(DEMO, 66);
    const priced = await share({
      kind: "offer",
      product: "hotels",
      offerId: offers[0],
      query: stay,
      currency: "EUR",
      totalMinor: 1,
    });
    expect(priced.status).toBe(400);
    expect((await share({ kind: "search", searchId: randomUUID() })).status).toBe(404);
    expect((await share({ kind: "elsewhere" })).status).toBe(400);
    expect((await share("{not json")).status).toBe(400);
    const unknown = await send(patch as never, DEMO, `${base}/not-an-id`, {
      method: "PATCH",
      body: { status: "disabled" },
      headers: { cookie: agent },
      params: { id: "not-an-id" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("a search's deal link", () => {
  it("opens the search's results; its grant quotes that product's offers and no other's", async () => {
    const stay = await parisStay(70);
    const results = `/booknow/hotels/search?${new URLSearchParams({
      place: stay.placeId,
      placeName: `Paris ${RUN}`,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    })}`;
    const searched = await send(hotelSearch as never, DEMO, "/api/hotels/search", {
      body: stay,
      headers: { cookie: agent, referer: `http://${DEMO}${results}` },
    });
    expect(searched.status).toBe(200);
    const db = await getDb();
    const [search] = await db
      .select()
      .from(t.searchHistory)
      .where(like(t.searchHistory.path, `%${RUN}%`));
    expect(search).toBeDefined();

    const made = await share({ kind: "search", searchId: search!.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const link = made.body as unknown as DealLinkView;
    expect([link.kind, link.title, link.price]).toEqual(["search", `Hotels: Paris ${RUN}`, null]);
    const { location, cookie } = await openShort(link);
    expect(location).toBe(`${search!.path}&dealLinkId=${link.id}`);

    const hotels = searched.body.hotels as { id: string; cheapest: { offerId: string } }[];
    const offerId = hotels.find((h) => !h.id.includes("-test-"))!.cheapest.offerId;
    const browser = { cookie };
    const held = await quoteAs(browser, {
      product: "hotels",
      offerId,
      query: stay,
      currency: "USD",
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const [q] = await db
      .select()
      .from(t.checkoutQuotes)
      .where(eq(t.checkoutQuotes.id, held.body.id as string));
    expect(q!.dealLinkId).toBe(link.id);

    // A car is not what the link shares.
    const { ordinary: car } = await carsOf(DEMO, rental("airport-JFK", 300));
    const carQuote = await quoteAs(
      { cookie },
      { product: "cars", offerId: car.offerId, query: rental("airport-JFK", 300), currency: "USD" },
    );
    expect(carQuote.status).toBe(403);
    // An offer's page is for offers' links.
    const page = await send(publicView as never, DEMO, `/api/deal-links/${link.id}`, {
      method: "GET",
      headers: { cookie },
      params: { id: link.id },
    });
    expect(page.status).toBe(404);
  });
});
