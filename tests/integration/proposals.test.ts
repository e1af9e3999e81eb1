import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createClient } from "@/app/api/agency/clients/route";
import { GET as list, POST as create } from "@/app/api/agency/proposals/route";
import { GET as readOne, PATCH as patchOne } from "@/app/api/agency/proposals/[id]/route";
import { POST as addOption } from "@/app/api/agency/proposals/[id]/options/route";
import { POST as act } from "@/app/api/agency/proposals/[id]/actions/route";
import { GET as publicView } from "@/app/api/proposals/[id]/route";
import { POST as decline } from "@/app/api/proposals/[id]/decline/route";
import { POST as askAgent } from "@/app/api/proposals/[id]/ask-agent/route";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import type { NewProposalOption, ProposalView, PublicProposal } from "@/lib/contract/proposals";
import { findAgency } from "@/lib/server/agency/agency";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { drainOutbox } from "@/lib/server/mail/outbox";
import {
  newShortId,
  openShortLink,
  proposalToken,
  SHORT_ID_PATTERN,
} from "@/lib/server/proposals/links";
import { registerProposalMails } from "@/lib/server/proposals/mail";
import {
  propertiesForDestination,
  resortDestinations,
} from "@/lib/server/inventory/resort/properties";
import { GET as resortAvailability } from "@/app/api/resort/v2/properties/availability/route";
import { resortAvailabilityResponse } from "@/lib/contract/resort";
import { reusedSessions } from "../support/accounts";
import { findActivityOption } from "../support/activities";
import {
  bookingBody,
  cardToken,
  contact,
  createQuote,
  inDays,
  parisOffers,
  placeBooking,
  sandboxPayments,
} from "../support/booking";
import { carsOf, rental } from "../support/cars";
import { findCabin } from "../support/cruises";
import { flightFares, itineraryOf, oneWay } from "../support/flights";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send, setCookies } from "../support/http";
import { startMailbox } from "../support/mailbox";

/**
 * Proposals (issue 28): an agent sends a client options; the client opens them signed out at an
 * agency without the non-login flow, and books one, once however many approve it. PostgreSQL
 * runs share one database: every client here is this run's own.
 */

const RUN = randomUUID().slice(0, 8);
const session = reusedSessions();
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let agent: string;
let viajesOwner: string;
let demoId: string;

const base = "/api/agency/proposals";
const as = (cookie: string): Record<string, string> => (cookie ? { cookie } : {});

async function newClient(name: string): Promise<string> {
  const r = await send(createClient as never, DEMO, "/api/agency/clients", {
    body: { firstName: name, lastName: `Cliente${RUN}`, email: `${name}.${RUN}@example.com` },
    headers: { cookie: agent },
  });
  expect(r.status).toBe(201);
  return r.body.id as string;
}

/** A proposal in euros for a new client `name`, with `options` added as the agent adds them, sent. */
async function sentWith(name: string, title: string, options: NewProposalOption[]) {
  const clientId = await newClient(name);
  const made = await send(create as never, DEMO, base, {
    body: { title, clientId, currency: "EUR" },
    headers: { cookie: agent },
  });
  expect(made.status).toBe(201);
  const id = made.body.id as string;
  for (const option of options) {
    const r = await send(addOption as never, DEMO, `${base}/${id}/options`, {
      body: option,
      headers: { cookie: agent },
      params: { id },
    });
    expect(r.status, `${option.product}: ${JSON.stringify(r.body)}`).toBe(201);
  }
  const sent = await send(act as never, DEMO, `${base}/${id}/actions`, {
    body: { action: "send" },
    headers: { cookie: agent },
    params: { id },
  });
  expect(sent.status).toBe(200);
  const view = sent.body as unknown as ProposalView;
  return { id, view, token: proposalToken(demoId, id) };
}

async function sentProposal(name: string, from = 40) {
  const { stay, offers } = await parisOffers(DEMO, from);
  const options = offers.map((offerId) => ({ product: "hotels", offerId, query: stay }));
  return { ...(await sentWith(name, `Paris ${RUN}`, options)), stay };
}

/** Each option priced by the server in euros, and still available, priced so, for the client. */
async function expectPricedAndOpen(p: { id: string; token: string; view: ProposalView }) {
  for (const o of p.view.options) {
    expect(o.price.currency, o.product).toBe("EUR");
    expect(o.price.amountMinor, o.product).toBeGreaterThan(0);
  }
  const opened = await openWith(p.id, p.token);
  expect(opened.status).toBe(200);
  const body = opened.body as unknown as PublicProposal;
  expect(body.options.map((o) => o.live.state)).toEqual(p.view.options.map(() => "available"));
  for (const o of body.options) expect(o.live.price?.currency, o.product).toBe("EUR");
}

const open = (id: string, token: string, host = DEMO) =>
  call(publicView as never, host, `/api/proposals/${id}?token=${encodeURIComponent(token)}`, {});

function openWith(id: string, token: string, host = DEMO) {
  return send(publicView as never, host, `/api/proposals/${id}?token=${token}`, {
    method: "GET",
    params: { id },
  });
}

/** A guest quotes the proposal's option; the guest cookie it sets is kept in `browser`. */
async function quoteOption(
  browser: { cookie: string },
  p: { id: string; token: string; view: ProposalView },
  index: number,
) {
  const option = p.view.options[index]!;
  const r = await send(quote, DEMO, "/api/checkout/quotes", {
    body: {
      product: option.product,
      offerId: option.offerId,
      query: option.query,
      currency: "EUR",
      proposal: { id: p.id, token: p.token, optionId: option.id },
    },
    headers: as(browser.cookie),
  });
  const guest = setCookies(r.headers).guest_checkout;
  if (guest) browser.cookie = `guest_checkout=${guest.value}`;
  return r;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  registerProposalMails();
  agent = await session(DEMO, "agent@horizon.test");
  viajesOwner = await session(VIAJES, "dueno@viajessol.test");
  demoId = (await findAgency({ kind: "subdomain", key: "demo" }))!.id;
}, 30_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  await mailbox.close();
});

describe("an agent's proposal", () => {
  it("is priced by the server, sent with its short link and PDF, and listed", async () => {
    const { id, view } = await sentProposal("Lucia");
    expect(view.status).toBe("sent");
    expect(view.options).toHaveLength(3);
    for (const o of view.options) {
      expect(o.price.currency).toBe("EUR");
      expect(o.price.amountMinor).toBeGreaterThan(0);
    }
    expect(view.shortUrl).toMatch(/\/url\/[0-9A-Z]{12}$/);
    for (let r = await drainOutbox(); r.sent + r.failed + r.moot > 0; r = await drainOutbox());
    const mail = await mailbox.waitFor(`lucia.${RUN}@example.com`, /travel proposal/);
    expect(mail.text).toContain(view.shortUrl!);
    expect(mail.attachments?.map((a) => a.contentType)).toContain("application/pdf");
    const listed = await call(list as never, DEMO, `${base}?status=sent`, { cookie: agent });
    expect((listed.body.rows as { id: string }[]).map((r) => r.id)).toContain(id);
  });

  it("is another agency's 404, and refuses a browser's price", async () => {
    const { id } = await sentProposal("Nadia");
    const foreign = await send(readOne as never, VIAJES, `${base}/${id}`, {
      method: "GET",
      headers: { cookie: viajesOwner },
      params: { id },
    });
    expect(foreign.status).toBe(404);
    const bad = await send(patchOne as never, DEMO, `${base}/${id}`, {
      method: "PATCH",
      body: { totalMinor: 1 },
      headers: { cookie: agent },
      params: { id },
    });
    expect(bad.status).toBe(400);
    const unknown = await send(readOne as never, DEMO, `${base}/not-an-id`, {
      method: "GET",
      headers: { cookie: agent },
      params: { id: "not-an-id" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("the client's link", () => {
  it("opens signed out with every option priced again; another proposal's token does not", async () => {
    const first = await sentProposal("Olga");
    const second = await sentProposal("Petra");
    const opened = await openWith(first.id, first.token);
    expect(opened.status).toBe(200);
    const body = opened.body as unknown as PublicProposal;
    expect(body.status).toBe("viewed");
    expect(body.options.every((o) => o.live.state === "available")).toBe(true);
    expect(body.options[0]!.live.price).toEqual(first.view.options[0]!.price);
    expect((await openWith(second.id, first.token)).status).toBe(404);
    expect((await openWith(first.id, "x".repeat(32))).status).toBe(404);
    // The same link on another agency's host opens nothing there.
    expect((await openWith(first.id, first.token, VIAJES)).status).toBe(404);
    expect((await open(first.id, "")).status).toBe(400);
  });

  it("quotes its options alone: anything else is a 403, signed out", async () => {
    const p = await sentProposal("Quira");
    const browser = { cookie: "" };
    // The first option's grant with the second option's offer.
    const [first, second] = p.view.options;
    const other = await send(quote, DEMO, "/api/checkout/quotes", {
      body: {
        product: "hotels",
        offerId: second!.offerId,
        query: second!.query,
        currency: "EUR",
        proposal: { id: p.id, token: p.token, optionId: first!.id },
      },
    });
    expect(other.status).toBe(403);
    const ok = await quoteOption(browser, p, 1);
    expect(ok.status).toBe(201);
    // The guest cookie the proposal gave does not open the agency's other offers.
    const { offers, stay } = await parisOffers(DEMO, 45);
    const elsewhere = await createQuote(DEMO, browser, offers[0]!, stay);
    expect(elsewhere.status).toBe(403);
    const without = await createQuote(DEMO, { cookie: "" }, offers[0]!, stay);
    expect(without.status).toBe(403);
  });

  it("books one option once, however many approve it at the same time", async () => {
    const p = await sentProposal("Rosa");
    const browsers = [{ cookie: "" }, { cookie: "" }, { cookie: "" }];
    const quotes = await Promise.all(browsers.map((b, i) => quoteOption(b, p, i % 2)));
    for (const q of quotes) expect(q.status).toBe(201);
    const placed = await Promise.all(
      browsers.map(async (b, i) =>
        placeBooking(
          DEMO,
          b,
          bookingBody(quotes[i]!.body.id as string, await cardToken(DEMO), { contact }),
        ),
      ),
    );
    const statuses = placed.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const winner = placed.find((r) => r.status === 201)!;
    const reference = winner.body.reference as string;
    expect(winner.body.status).toBe("confirmed");
    // Only the winner was charged.
    const db = await getDb();
    const charged = await db.select().from(t.payments).where(eq(t.payments.status, "captured"));
    const mine = await db.select().from(t.bookings).where(eq(t.bookings.proposalId, p.id));
    expect(mine.filter((b) => b.status !== "failed")).toHaveLength(1);
    expect(charged.filter((c) => c.bookingId === mine[0]!.id)).toHaveLength(1);
    expect((await sandboxPayments(reference)).length).toBe(1);
    // The booking is the proposal's client's, credited to its agent; the proposal is booked.
    const view = await send(readOne as never, DEMO, `${base}/${p.id}`, {
      method: "GET",
      headers: { cookie: agent },
      params: { id: p.id },
    });
    expect(view.body.status).toBe("booked");
    expect(view.body.bookingReference).toBe(reference);
    expect(mine[0]!.clientId).toBe(p.view.client!.id);
    expect(mine[0]!.agentUserId).not.toBeNull();
    // A booked proposal takes no more answers.
    const again = await quoteOption({ cookie: "" }, p, 2);
    expect(again.status).toBe(409);
  });

  it("declines with a reason, or asks the agent to book; the agent is mailed each time", async () => {
    const p = await sentProposal("Sara");
    const empty = await send(decline as never, DEMO, `/api/proposals/${p.id}/decline`, {
      body: { token: p.token, reason: "" },
      params: { id: p.id },
    });
    expect(empty.status).toBe(400);
    const declined = await send(decline as never, DEMO, `/api/proposals/${p.id}/decline`, {
      body: { token: p.token, reason: "Too expensive for us" },
      params: { id: p.id },
    });
    expect(declined.status).toBe(200);
    const twice = await send(decline as never, DEMO, `/api/proposals/${p.id}/decline`, {
      body: { token: p.token, reason: "Again" },
      params: { id: p.id },
    });
    expect(twice.status).toBe(409);

    const q = await sentProposal("Tina");
    const asked = await send(askAgent as never, DEMO, `/api/proposals/${q.id}/ask-agent`, {
      body: { token: q.token, optionId: q.view.options[2]!.id },
      params: { id: q.id },
    });
    expect(asked.status).toBe(200);
    const view = await openWith(q.id, q.token);
    expect(view.body.agentAsked).toBe(true);
    expect(view.body.approvedOptionId).toBe(q.view.options[2]!.id);
    for (let r = await drainOutbox(); r.sent + r.failed + r.moot > 0; r = await drainOutbox());
    await mailbox.waitFor("agent@horizon.test", /declined/);
    await mailbox.waitFor("agent@horizon.test", /asks you to book/);
  });

  it("says a withdrawn or expired proposal plainly (410)", async () => {
    const p = await sentProposal("Uma");
    await send(act as never, DEMO, `${base}/${p.id}/actions`, {
      body: { action: "withdraw" },
      headers: { cookie: agent },
      params: { id: p.id },
    });
    const withdrawn = await openWith(p.id, p.token);
    expect(withdrawn.status).toBe(410);
    expect(withdrawn.body.message).toMatch(/withdrawn/);
    // Its mail, queued with the send and not yet out, is dropped once, not sent nor retried.
    let moot = 0;
    for (let r = await drainOutbox(); r.sent + r.failed + r.moot > 0; r = await drainOutbox()) {
      moot += r.moot;
    }
    expect(moot).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(t.outbox)
      .where(sql`${t.outbox.payload}->>'proposalId' = ${p.id}`);
    expect([row!.kind, row!.attempts, row!.lastError, row!.sentAt !== null]).toEqual([
      "proposal.sent",
      1,
      null,
      true,
    ]);
    const toUma = (m: { to?: unknown }) =>
      JSON.stringify(m.to).toLowerCase().includes(`uma.${RUN}`.toLowerCase());
    expect(mailbox.received.some(toUma)).toBe(false);
    const q = await sentProposal("Vera");
    await db
      .update(t.proposals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.proposals.id, q.id));
    const expired = await openWith(q.id, q.token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(/expired/);
    expect((await quoteOption({ cookie: "" }, q, 0)).status).toBe(410);
  });
});

describe("a car and an activity", () => {
  // Their own days, apart from the car and activity files' (400 days ahead and more).
  const CAR_DAY = 290;
  const ACTIVITY_DAY = 295;

  it("are proposed, priced by the server, open for the client, and quoted with their own grant", async () => {
    // The car as its details page quotes it: the rental and the extras chosen.
    const carQuery = { ...rental("airport-JFK", CAR_DAY), extras: { childSeat: 1 } };
    const { ordinary: car } = await carsOf(DEMO, rental("airport-JFK", CAR_DAY));
    // The slot as the activity's checkout quotes it: the day and the travellers.
    const date = inDays(ACTIVITY_DAY);
    const found = await findActivityOption(
      DEMO,
      "city-1840034016",
      date,
      inDays(ACTIVITY_DAY + 6),
      (o) => o.prices.some((p) => p.type === "adult") && o.slots.some((s) => s.placesLeft > 2),
    );
    if (!found) throw new Error("no New York activity for two adults");
    const slot = found.option.slots.find((s) => s.placesLeft > 2)!;
    const activityQuery = {
      productCode: found.productCode,
      date,
      travellers: { adults: 2, children: 0, seniors: 0 },
    };

    const p = await sentWith("Xenia", `New York ${RUN}`, [
      { product: "cars", offerId: car.offerId, query: carQuery },
      { product: "activities", offerId: slot.offerId, query: activityQuery },
    ]);
    const { id, token, view } = p;
    expect(view.options.map((o) => o.product)).toEqual(["cars", "activities"]);
    const [carOption, activityOption] = view.options as [
      ProposalView["options"][number],
      ProposalView["options"][number],
    ];
    expect(carOption.query).toMatchObject({ extras: { childSeat: 1 } });
    await expectPricedAndOpen(p);

    // The car option's grant with the activity's offer is refused.
    const other = await send(quote, DEMO, "/api/checkout/quotes", {
      body: {
        product: "activities",
        offerId: slot.offerId,
        query: activityQuery,
        currency: "EUR",
        proposal: { id, token, optionId: carOption.id },
      },
    });
    expect(other.status).toBe(403);
    // A guest quotes the car as its checkout sends it, with the car option's grant.
    const ok = await send(quote, DEMO, "/api/checkout/quotes", {
      body: {
        product: "cars",
        offerId: car.offerId,
        query: carQuery,
        currency: "EUR",
        proposal: { id, token, optionId: carOption.id },
      },
    });
    expect(ok.status).toBe(201);
    expect(activityOption.offerId).toBe(slot.offerId);
  });
});

describe("a flight, a cruise and a resort", () => {
  // Their own days and places, apart from the flight, cruise and resort files' (a flight to
  // Athens, sailings 355 to 375 days ahead, a Swiss resort 380 days ahead).
  const FLIGHT_DAY = 340;
  const CRUISE_DAYS = [355, 375] as const;
  const RESORT_DAY = 380;

  it("are proposed, priced by the server, open for the client, and quoted by a guest with their own grant", async () => {
    // The fare as its details page proposes it and its checkout quotes it: the search, no seats.
    const search = oneWay("LIS", "ATH", FLIGHT_DAY, { adults: 2 });
    const itinerary = await itineraryOf(DEMO, search);
    const fares = await flightFares(DEMO, search, itinerary.id);
    const fare = fares.fares.find((f) => f.available && f.seatsLeft >= 2);
    if (!fare) throw new Error("no fare Lisbon to Athens for two");
    const flightQuery = { ...search, seats: [] };

    // The cabin as the cruise checkout quotes it: the sailing's day and the party.
    const party = { adults: 2, children: 0, infants: 0 };
    const { sailing, offer: cabin } = await findCabin(CRUISE_DAYS[0], CRUISE_DAYS[1], party);
    const day = sailing.departureDate;
    const cruiseQuery = { departFrom: day, departTo: day, ...party };

    // The unit as the resort checkout quotes it: the property's destination and the stay.
    const { list } = await resortDestinations();
    const property = list
      .filter((d) => d.countryCode === "CH")
      .flatMap(propertiesForDestination)
      .at(0);
    if (!property) throw new Error("no Swiss resort");
    const stay = {
      checkIn: inDays(RESORT_DAY),
      checkOut: inDays(RESORT_DAY + 4),
      units: 1,
      adults: 2,
      children: 0,
    };
    const params = new URLSearchParams({ propertyId: property.id });
    for (const [k, v] of Object.entries(stay)) params.set(k, String(v));
    const shown = await send(
      resortAvailability as never,
      DEMO,
      `/api/resort/v2/properties/availability?${params}`,
      { method: "GET" },
    );
    expect(shown.status).toBe(200);
    const unit = resortAvailabilityResponse.parse(shown.body).units.find((u) => u.available);
    if (!unit) throw new Error(`no unit left at ${property.name}`);
    const resortQuery = { regionId: property.destination.id, ...stay };

    const proposed = [
      { product: "flights", offerId: fare.offerId, query: flightQuery },
      { product: "cruise", offerId: cabin.offerId, query: cruiseQuery },
      { product: "resort", offerId: unit.offerId, query: resortQuery },
    ];
    const p = await sentWith("Yara", `Athens and the sea ${RUN}`, proposed);
    const { id, token, view } = p;
    expect(view.options.map((o) => o.product)).toEqual(["flights", "cruise", "resort"]);
    await expectPricedAndOpen(p);

    // The demo agency has no non-login flow: a guest's quote without a grant is refused.
    const agency = await findAgency({ kind: "subdomain", key: "demo" });
    expect(agency!.allowNonLoginFlow).toBe(false);
    const unGranted = await send(quote, DEMO, "/api/checkout/quotes", {
      body: { ...proposed[2]!, currency: "EUR" },
    });
    expect(unGranted.status).toBe(403);

    // A guest (no cookie) quotes each as its checkout sends it, with that option's grant.
    for (const [i, option] of view.options.entries()) {
      const r = await send(quote, DEMO, "/api/checkout/quotes", {
        body: {
          ...proposed[i]!,
          currency: "EUR",
          proposal: { id, token, optionId: option.id },
        },
      });
      expect(r.status, `${option.product}: ${JSON.stringify(r.body)}`).toBe(201);
      expect((r.body.offer as { product: string }).product).toBe(option.product);
    }
    // The flight with seats chosen is not the proposed fare.
    const seated = await send(quote, DEMO, "/api/checkout/quotes", {
      body: {
        ...proposed[0]!,
        query: { ...flightQuery, seats: [{ segment: 0, passenger: 0, seat: "12A" }] },
        currency: "EUR",
        proposal: { id, token, optionId: view.options[0]!.id },
      },
    });
    expect(seated.status).toBe(403);
  });
});

describe("short links", () => {
  it("are unique and unguessable across 10,000, and open only their own agency's proposal", async () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newShortId()));
    expect(ids.size).toBe(10_000);
    for (const id of ids) expect(id).toMatch(SHORT_ID_PATTERN);
    // 60 random bits each: guessing one of 10,000 takes about 10^14 tries.
    const p = await sentProposal("Wendy");
    const shortId = p.view.shortUrl!.split("/url/")[1]!;
    expect(await openShortLink(demoId, shortId)).toBe(
      `/booknow/hotels/deal/${p.id}?token=${p.token}`,
    );
    const viajesId = (await findAgency({ kind: "subdomain", key: "viajes" }))!.id;
    expect(await openShortLink(viajesId, shortId)).toBeNull();
    expect(await openShortLink(demoId, newShortId())).toBeNull();
    expect(await openShortLink(demoId, "../../etc")).toBeNull();
    const db = await getDb();
    const [link] = await db.select().from(t.shortLinks).where(eq(t.shortLinks.id, shortId));
    expect(link!.opens).toBe(1);
  });
});
