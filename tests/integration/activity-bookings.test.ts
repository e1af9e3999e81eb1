import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as quote } from "@/app/api/checkout/quotes/route";
import { GET as getQuote } from "@/app/api/checkout/quotes/[id]/route";
import {
  ACTIVITY_ERRORS,
  ACTIVITY_FREE_CANCEL_HOURS,
  type ActivityDetailsResponse,
  type ActivityOfferSnapshot,
  type ActivityOption,
} from "@/lib/contract/activities";
import type { BookingView } from "@/lib/contract/booking";
import { reusedSessions } from "../support/accounts";
import {
  activityDetails,
  activityTravellers,
  dayOf,
  leadTraveller,
  searchActivities,
} from "../support/activities";
import {
  bookingBody,
  bookingsOf,
  type Browser,
  cancelBooking,
  cardToken,
  createQuote,
  inDays,
  placeBooking,
  quotesOf,
  readBooking,
  sandboxPayments,
  wallClockInstant,
} from "../support/booking";
import { expectUnansweredCancellationToStand } from "../support/cancellation";
import { DEMO, VIAJES } from "../support/hosts";
import { send } from "../support/http";

/**
 * Activities on the booking engine (DESIGN §9): a city's search and an activity's day through the
 * routes, a time slot quoted, booked, paid and cancelled, the last places of a slot, the
 * travellers' and answers' rules, the named test activities. PostgreSQL runs share one database:
 * the days here are this file's own, 440 to 470 days ahead (the sandbox sells 550 days ahead), in
 * New York.
 */

const NEW_YORK = "city-1840034016";
const ZONE = "America/New_York";
const HOUR_MS = 3_600_000;

const session = reusedSessions();
let traveller: Browser;
let agent: Browser;
let restricted: Browser;

beforeAll(async () => {
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
  agent = { cookie: await session(DEMO, "agent@horizon.test") };
  restricted = { cookie: await session(DEMO, "restricted@horizon.test") };
});

/** The city's activities for a week from `day` days ahead. */
async function cityActivities(day: number, cookie = "") {
  const r = await searchActivities(
    DEMO,
    { cityId: NEW_YORK, from: inDays(day), to: inDays(day + 6) },
    cookie,
  );
  expect(r.status).toBe(200);
  return r.body.activities;
}

/** The product code of the city's named test activity of that label. */
async function testActivity(label: string): Promise<string> {
  const found = (await cityActivities(440)).find((a) => a.testBehaviour === label);
  expect(found, label).toBeDefined();
  return found!.productCode;
}

interface Found {
  productCode: string;
  day: ActivityDetailsResponse;
  option: ActivityOption;
}

/** The first ordinary activity, free to cancel, with an option that `fits` on the date. */
async function findOption(
  date: string,
  fits: (o: ActivityOption) => boolean,
  freeCancellation = true,
): Promise<Found> {
  const activities = await cityActivities(440);
  for (const a of activities) {
    if (a.testBehaviour !== null || (freeCancellation && !a.isFreeCancellation)) continue;
    const day = await dayOf(DEMO, a.productCode, date);
    const option = day.options.find(fits);
    if (option) return { productCode: a.productCode, day, option };
  }
  throw new Error("no activity of New York has such an option");
}

const admits = (o: ActivityOption, type: string) => o.prices.some((p) => p.type === type);
/** An option that names every traveller and asks the hotel for the pick-up. */
const withPickUp = (o: ActivityOption) =>
  o.namesRequired &&
  o.questions.some((q) => q.id === "pickupHotel" && q.required) &&
  admits(o, "child") &&
  admits(o, "senior") &&
  o.slots.some((s) => s.placesLeft >= 3);
/** An option that needs the lead traveller's name only, and no answer. */
const leadOnly = (o: ActivityOption) =>
  !o.namesRequired && o.questions.every((q) => !q.required) && admits(o, "child");

const slotOf = (option: ActivityOption, offerId: string) =>
  option.slots.find((s) => s.offerId === offerId)!;

describe("activity search and details", () => {
  it("lists the city's activities with a price from, the test activities among them", async () => {
    const activities = await cityActivities(440);
    expect(activities.length).toBeGreaterThan(10);
    for (const a of activities) {
      expect(a.productCode).toMatch(/^a-1840034016-/);
      expect(a).toMatchObject({ cityName: "New York", countryCode: "US" });
      expect(a.image).toMatch(/^activity-[a-z]+-\d$/);
      expect(a.durationMinutes).toBeGreaterThan(0);
      expect(a.rating).toBeGreaterThanOrEqual(4);
      expect(a.rating).toBeLessThanOrEqual(5);
      expect(a.priceFrom.totalRate).toBeGreaterThan(0);
      expect(a.priceFrom.publishedRate).toBeGreaterThanOrEqual(a.priceFrom.totalRate);
      expect(a.priceFrom).not.toHaveProperty("baseRate");
      expect(a.priceFrom).not.toHaveProperty("markup");
    }
    const test = activities.filter((a) => a.testBehaviour !== null);
    expect(test.map((a) => a.testBehaviour).sort()).toEqual([
      "Fails at Booking",
      "Fails at Cancellation",
      "Last Places",
      "Price Change",
      "Sold Out",
    ]);
    for (const a of test) {
      expect(a.productCode).toMatch(/^a-1840034016-test-[a-z-]+$/);
      expect(a.title).toBe(`Sandbox Test Activity – ${a.testBehaviour}`);
    }
  });

  it("shows the wholesale rate and the markup to an unrestricted agent only", async () => {
    const asAgent = await cityActivities(440, agent.cookie);
    for (const a of asAgent) {
      expect(a.priceFrom.totalRate).toBe(
        a.priceFrom.baseRate! + a.priceFrom.markup! + a.priceFrom.taxAndFee,
      );
    }
    const { productCode } = asAgent.find((a) => a.testBehaviour === null)!;
    const agentDay = await dayOf(DEMO, productCode, inDays(441), agent.cookie);
    for (const o of agentDay.options) {
      for (const p of o.prices) expect(p.rates.markup).toBeGreaterThan(0);
    }
    for (const cookie of ["", restricted.cookie]) {
      const list = await searchActivities(
        DEMO,
        { cityId: NEW_YORK, from: inDays(440), to: inDays(446) },
        cookie,
      );
      expect(JSON.stringify(list.body)).not.toMatch(/"markup"|"baseRate"/);
      const day = await activityDetails(DEMO, { productCode, date: inDays(441) }, cookie);
      expect(JSON.stringify(day.body)).not.toMatch(/"markup"|"baseRate"/);
    }
  });

  it("gives an activity's day: its options with time slots, places left and priced types", async () => {
    const date = inDays(441);
    const { productCode, day } = await findOption(date, withPickUp);
    expect(day.date).toBe(date);
    expect(day.activity).toMatchObject({ productCode, timeZone: ZONE, cityName: "New York" });
    expect(day.activity.description).not.toBe("");
    expect(day.activity.inclusions.length).toBeGreaterThan(0);
    expect(day.activity.meetingPoint.address).toContain("New York");
    expect(day.travellerTypes).toEqual([
      { type: "adult", minAge: 12, maxAge: 64 },
      { type: "child", minAge: 3, maxAge: 11 },
      { type: "senior", minAge: 65, maxAge: 120 },
    ]);
    expect(day.options.length).toBeGreaterThan(1);
    for (const option of day.options) {
      expect(option.slots.length).toBeGreaterThan(0);
      for (const slot of option.slots) {
        expect(slot.time).toMatch(/^\d\d:\d\d$/);
        expect(slot.offerId).toBe(`${option.optionId}@${slot.time}`);
        expect(slot.placesLeft).toBeGreaterThan(0);
        expect(slot.available).toBe(true);
      }
      expect(option.prices.map((p) => p.type)).toContain("adult");
      // Free until 24 hours before the first slot starts, on New York's clock.
      const start = wallClockInstant(`${date}T${option.slots[0]!.time}`, ZONE);
      expect(option.policy).toMatchObject({
        refundable: true,
        freeUntil: new Date(start.getTime() - ACTIVITY_FREE_CANCEL_HOURS * HOUR_MS).toISOString(),
        timeZone: ZONE,
      });
    }
    const last = await dayOf(DEMO, await testActivity("Last Places"), date);
    expect(last.options).toHaveLength(1);
    expect(last.options[0]!.slots).toEqual([
      {
        time: "10:00",
        offerId: `${last.options[0]!.optionId}@10:00`,
        placesLeft: 2,
        available: true,
      },
    ]);
  });

  it("refuses bad searches and unknown activities", async () => {
    const search = (body: unknown) => searchActivities(DEMO, body);
    const week = { cityId: NEW_YORK, from: inDays(440), to: inDays(446) };
    expect((await search("{not json")).status).toBe(400);
    expect((await search({ ...week, cityId: undefined })).status).toBe(400);
    expect((await search({ ...week, from: inDays(-2) })).status).toBe(400);
    expect((await search({ ...week, to: inDays(439) })).status).toBe(400);
    expect((await search({ ...week, to: inDays(471) })).status).toBe(400);
    expect((await search({ ...week, from: "tomorrow" })).status).toBe(400);
    expect((await search({ ...week, cityId: "airport-JFK" })).status).toBe(404);
    const details = (body: unknown) => activityDetails(DEMO, body);
    expect((await details("{not json")).status).toBe(400);
    expect((await details({ productCode: "a-1840034016-1", date: inDays(-2) })).status).toBe(400);
    expect((await details({ productCode: "a-1840034016-1", date: inDays(600) })).status).toBe(400);
    expect((await details({ productCode: "a-1840034016-999", date: inDays(441) })).status).toBe(
      404,
    );
    expect((await details({ productCode: "a-JFK-1", date: inDays(441) })).status).toBe(404);
  });
});

describe("booking a time slot with hotel pick-up", () => {
  const date = inDays(445);
  const counts = { adults: 1, children: 1, seniors: 1 };
  const answers = { pickupHotel: "The Plaza, 768 5th Avenue" };
  let found: Found;
  let offerId: string;
  let placesBefore: number;
  let reference: string;
  let charged: { amountMinor: number; currency: string };
  let startsAt: Date;

  const placesLeft = async () =>
    slotOf(
      (await dayOf(DEMO, found.productCode, date)).options.find(
        (o) => o.optionId === found.option.optionId,
      )!,
      offerId,
    ).placesLeft;

  it("quotes a slot for an adult, a child and a senior, priced by type", async () => {
    found = await findOption(date, withPickUp);
    const slot = found.option.slots.filter((s) => s.placesLeft >= 3).at(-1)!;
    offerId = slot.offerId;
    placesBefore = slot.placesLeft;
    const query = { productCode: found.productCode, date, travellers: counts };
    const q = await createQuote(DEMO, traveller, offerId, query);
    expect(q.status).toBe(201);
    expect(q.body).toMatchObject({ product: "activities", offerId, priceChanged: false });
    const offer = q.body.offer as ActivityOfferSnapshot;
    startsAt = wallClockInstant(`${date}T${slot.time}`, ZONE);
    expect(offer).toMatchObject({
      product: "activities",
      productCode: found.productCode,
      optionId: found.option.optionId,
      date,
      time: slot.time,
      startsAt: startsAt.toISOString(),
      timeZone: ZONE,
      travellers: counts,
      namesRequired: true,
      questions: found.option.questions,
    });
    // Each type's price as the details page showed it.
    expect(offer.prices).toEqual(
      found.option.prices.map((p) => ({ type: p.type, unitUsd: p.rates.totalRate })),
    );
    // The total is what the details page adds up: one of each type, each at its price.
    expect((q.body.price as { totalUsd: number }).totalUsd).toBe(
      found.option.prices.reduce((sum, p) => sum + p.rates.totalRate, 0),
    );
    expect(offer.policy).toMatchObject({
      refundable: true,
      freeUntil: new Date(startsAt.getTime() - ACTIVITY_FREE_CANCEL_HOURS * HOUR_MS).toISOString(),
      timeZone: ZONE,
    });
    // The three places are held.
    expect(await placesLeft()).toBe(placesBefore - 3);

    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), {
        travellers: activityTravellers(counts),
        answers,
      }),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: "confirmed", product: "activities", answers });
    reference = r.body.reference as string;
    charged = r.body.charged as typeof charged;
    expect(charged).toEqual((q.body.price as { total: unknown }).total);
    expect(r.body.hotelConfirmation).toMatch(/^AC\d{8}$/);
    expect((await sandboxPayments(reference)).map((p) => [p.status, p.capturedMinor])).toEqual([
      ["captured", charged.amountMinor],
    ]);
    expect(await placesLeft()).toBe(placesBefore - 3);
  });

  it("prices the travellers' wholesale rates, as the agent sees them", async () => {
    const quoteAs = async (browser: Browser, day: number) => {
      const query = { productCode: found.productCode, date: inDays(day), travellers: counts };
      const shown = await dayOf(DEMO, found.productCode, query.date, browser.cookie);
      const option = shown.options.find((o) => o.optionId === found.option.optionId)!;
      const slot = option.slots.find((s) => s.placesLeft >= 3)!;
      const q = await createQuote(DEMO, browser, slot.offerId, query);
      expect(q.status).toBe(201);
      return { option, price: q.body.price as { totalUsd: number; netUsd?: number } };
    };
    const asAgent = await quoteAs(agent, 446);
    const net = asAgent.option.prices.reduce((sum, p) => sum + p.rates.baseRate!, 0);
    expect(asAgent.price.netUsd).toBe(net);
    // A restricted agent pays the same, and sees neither net nor markup.
    const asRestricted = await quoteAs(restricted, 448);
    expect(asRestricted.price).not.toHaveProperty("netUsd");
    expect(asRestricted.price).not.toHaveProperty("markupUsd");
    expect(asRestricted.price.totalUsd).toBe(asAgent.price.totalUsd);
  });

  it("shows the slot, every traveller with a ticket and the answers in the booking", async () => {
    const r = await readBooking(DEMO, reference, traveller.cookie);
    expect(r.status).toBe(200);
    expect(r.body.offer).toMatchObject({ product: "activities", time: offerId.split("@")[1] });
    expect(r.body.travellers).toEqual(activityTravellers(counts));
    // One ticket a traveller, each in its holder's name.
    const tickets = r.body.tickets as BookingView["tickets"];
    expect(tickets!.map((x) => [x.type, x.holder])).toEqual([
      ["adult", "Ana Silva"],
      ["child", "Bruno Silva"],
      ["senior", "Carla Silva"],
    ]);
    for (const x of tickets!) expect(x.number).toMatch(/^TKT-\d{10}$/);
    expect(new Set(tickets!.map((x) => x.number)).size).toBe(3);
    expect(r.body.answers).toEqual(answers);
    const freeUntil = new Date(
      startsAt.getTime() - ACTIVITY_FREE_CANCEL_HOURS * HOUR_MS,
    ).toISOString();
    expect(r.body.cancellation).toEqual({
      refund: charged,
      penalty: { amountMinor: 0, currency: "USD" },
      freeUntil,
    });
  });

  it("cancels more than 24 hours before the start with a full refund; the places are back", async () => {
    const r = await cancelBooking(DEMO, reference, traveller.cookie, {
      expectedRefundMinor: charged.amountMinor,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: "cancelled", refunded: charged });
    expect((await sandboxPayments(reference)).map((p) => p.refundedMinor)).toEqual([
      charged.amountMinor,
    ]);
    expect(await placesLeft()).toBe(placesBefore);
  });

  it("books an option that needs the lead traveller's name only", async () => {
    const lead = await findOption(inDays(447), leadOnly);
    const counts2 = { adults: 2, children: 1 };
    const slot = lead.option.slots.find((s) => s.placesLeft >= 3)!;
    const q = await createQuote(DEMO, traveller, slot.offerId, {
      productCode: lead.productCode,
      date: inDays(447),
      travellers: counts2,
    });
    expect(q.status).toBe(201);
    expect((q.body.offer as ActivityOfferSnapshot).namesRequired).toBe(false);
    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), {
        travellers: [leadTraveller()],
      }),
    );
    expect(r.status).toBe(201);
    expect(r.body.travellers).toEqual([leadTraveller()]);
    // Still a ticket for each of the three, the party's names unknown.
    const tickets = r.body.tickets as BookingView["tickets"];
    expect(tickets!.map((x) => [x.type, x.holder])).toEqual([
      ["adult", null],
      ["adult", null],
      ["child", null],
    ]);
    expect(new Set(tickets!.map((x) => x.number)).size).toBe(3);
    expect(r.body.answers).toBeNull();
  });
});

describe("the last places of a time slot", () => {
  it("go to two of 100 concurrent buyers of one place each; the others are told they are gone", async () => {
    const date = inDays(450);
    const productCode = await testActivity("Last Places");
    const [option] = (await dayOf(VIAJES, productCode, date)).options;
    const slot = option!.slots[0]!;
    expect(slot.placesLeft).toBe(2);
    const query = { productCode, date, travellers: { adults: 1 } };
    const buyers = Array.from({ length: 100 }, (): Browser => ({ cookie: "" }));
    const results = await Promise.all(
      buyers.map(async (b) => {
        const q = await createQuote(VIAJES, b, slot.offerId, query);
        if (q.status !== 201) return q;
        return placeBooking(
          VIAJES,
          b,
          bookingBody(q.body.id as string, await cardToken(VIAJES), {
            travellers: [leadTraveller()],
          }),
        );
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(98);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe("soldOut");
    for (const r of results.filter((x) => x.status === 201)) {
      expect(r.body.status).toBe("confirmed");
      const pays = await sandboxPayments(r.body.reference as string);
      expect(pays.map((p) => p.status)).toEqual(["captured"]);
    }
    const booked = (await quotesOf(slot.offerId)).filter(
      (q) => q.status === "booked" && (q.query as { date: string }).date === date,
    );
    expect(booked).toHaveLength(2);
    const [after] = (await dayOf(VIAJES, productCode, date)).options;
    expect(after!.slots[0]).toMatchObject({ placesLeft: 0, available: false });
    // Two travellers never fit in one place, and the next day has its own two.
    const other = await createQuote(VIAJES, { cookie: "" }, slot.offerId, {
      ...query,
      date: inDays(451),
      travellers: { adults: 3 },
    });
    expect(other.status).toBe(409);
    const [next] = (await dayOf(VIAJES, productCode, inDays(451))).options;
    expect(next!.slots[0]!.placesLeft).toBe(2);
  });
});

describe("replays and other agencies", () => {
  it("books once for concurrent replays of one idempotency key; another body is a 422", async () => {
    const date = inDays(455);
    const lead = await findOption(date, leadOnly);
    const q = await createQuote(DEMO, traveller, lead.option.slots[0]!.offerId, {
      productCode: lead.productCode,
      date,
      travellers: { adults: 1 },
    });
    expect(q.status).toBe(201);
    const body = bookingBody(q.body.id as string, await cardToken(DEMO), {
      travellers: [leadTraveller()],
    });
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeBooking(DEMO, traveller, body, key)),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => r.body.reference)).size).toBe(1);
    const rows = await bookingsOf(q.body.id as string);
    expect(rows).toHaveLength(1);
    expect(
      (await sandboxPayments(rows[0]!.reference)).filter((p) => p.status === "captured"),
    ).toHaveLength(1);
    const other = await placeBooking(
      DEMO,
      traveller,
      { ...body, travellers: [leadTraveller("senior")] },
      key,
    );
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotencyMismatch");
  });

  it("answers 404 for a quote or a booking of another agency, read, booked or cancelled", async () => {
    const date = inDays(456);
    const lead = await findOption(date, leadOnly);
    const query = { productCode: lead.productCode, date, travellers: { adults: 1 } };
    const q = await createQuote(DEMO, traveller, lead.option.slots[0]!.offerId, query);
    const id = q.body.id as string;
    const readQuote = (host: string, cookie: string) =>
      send(getQuote as never, host, `/api/checkout/quotes/${id}`, {
        method: "GET",
        headers: { cookie },
        params: { id },
      });
    expect((await readQuote(DEMO, traveller.cookie)).status).toBe(200);
    const owner = await session(VIAJES, "dueno@viajessol.test");
    expect((await readQuote(VIAJES, owner)).status).toBe(404);
    const guest: Browser = { cookie: "" };
    await createQuote(VIAJES, guest, lead.option.slots[0]!.offerId, query);
    expect((await readQuote(VIAJES, guest.cookie)).status).toBe(404);
    const elsewhere = bookingBody(id, await cardToken(VIAJES), { travellers: [leadTraveller()] });
    expect((await placeBooking(VIAJES, { cookie: owner }, elsewhere)).status).toBe(404);
    expect((await placeBooking(VIAJES, guest, elsewhere)).status).toBe(404);
    expect(await bookingsOf(id)).toEqual([]);

    const booked = await placeBooking(
      DEMO,
      traveller,
      bookingBody(id, await cardToken(DEMO), { travellers: [leadTraveller()] }),
    );
    expect(booked.status).toBe(201);
    const reference = booked.body.reference as string;
    expect((await readBooking(VIAJES, reference, owner)).status).toBe(404);
    expect((await readBooking(VIAJES, reference, guest.cookie)).status).toBe(404);
    expect((await cancelBooking(VIAJES, reference, owner)).status).toBe(404);
    expect((await cancelBooking(VIAJES, reference, guest.cookie)).status).toBe(404);
    const mine = await readBooking(DEMO, reference, agent.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe("confirmed");
  });
});

describe("bad input", () => {
  it("is refused at the quote, with nothing held", async () => {
    const date = inDays(460);
    const pickUp = await findOption(date, withPickUp);
    const offerId = pickUp.option.slots[0]!.offerId;
    const query = { productCode: pickUp.productCode, date, travellers: { adults: 1 } };
    const before = (await quotesOf(offerId)).length;
    // Children on an option for adults only (a tasting, a balloon ride).
    const adultsOnly = await findOption(date, (o) => !admits(o, "child"), false);
    const cases: [string, string, unknown, number][] = [
      ["a past date", offerId, { ...query, date: inDays(-2) }, 400],
      ["beyond the days on sale", offerId, { ...query, date: inDays(600) }, 400],
      ["a child alone", offerId, { ...query, travellers: { adults: 0, children: 1 } }, 400],
      ["too many travellers", offerId, { ...query, travellers: { adults: 16 } }, 400],
      ["no travellers", offerId, { productCode: query.productCode, date }, 400],
      ["a slot the option has not", `${pickUp.option.optionId}@03:00`, query, 404],
      ["an option the activity has not", `${pickUp.productCode}-o9@10:00`, query, 404],
      ["a slot of another activity", adultsOnly.option.slots[0]!.offerId, query, 404],
      ["an activity no city has", offerId, { ...query, productCode: "a-1840034016-999" }, 404],
      [
        "children on an adults-only option",
        adultsOnly.day.options.find((o) => !admits(o, "child"))!.slots[0]!.offerId,
        { ...query, productCode: adultsOnly.productCode, travellers: { adults: 1, children: 1 } },
        400,
      ],
    ];
    for (const [what, id, q, status] of cases) {
      const r = await send(quote, DEMO, "/api/checkout/quotes", {
        body: { product: "activities", offerId: id, query: q, currency: "USD" },
        headers: { cookie: traveller.cookie },
      });
      expect(r.status, what).toBe(status);
    }
    const malformed = await send(quote, DEMO, "/api/checkout/quotes", {
      body: "{not json",
      headers: { cookie: traveller.cookie },
    });
    expect(malformed.status).toBe(400);
    expect((await quotesOf(offerId)).length).toBe(before);
    const day = await dayOf(DEMO, pickUp.productCode, date);
    const option = day.options.find((o) => o.optionId === pickUp.option.optionId)!;
    expect(slotOf(option, offerId).placesLeft).toBe(slotOf(pickUp.option, offerId).placesLeft);
  });

  it("refuses travellers and answers that break the option's rules, and books nothing", async () => {
    const date = inDays(461);
    const pickUp = await findOption(date, withPickUp);
    const counts = { adults: 1, children: 1, seniors: 1 };
    const slot = pickUp.option.slots.find((s) => s.placesLeft >= 3)!;
    const q = await createQuote(DEMO, traveller, slot.offerId, {
      productCode: pickUp.productCode,
      date,
      travellers: counts,
    });
    expect(q.status).toBe(201);
    const quoteId = q.body.id as string;
    const token = await cardToken(DEMO);
    const named = activityTravellers(counts);
    const answers = { pickupHotel: "The Plaza" };
    const cases: [Record<string, unknown>, string][] = [
      [{ travellers: named.slice(0, 2), answers }, ACTIVITY_ERRORS.everyTraveller],
      [{ travellers: [leadTraveller()], answers }, ACTIVITY_ERRORS.everyTraveller],
      [
        { travellers: [named[0], named[2], named[1]].map((x, unit) => ({ ...x, unit })), answers },
        ACTIVITY_ERRORS.travellerType,
      ],
      [
        { travellers: named.map((x) => ({ ...x, type: undefined })), answers },
        ACTIVITY_ERRORS.travellerType,
      ],
      [{ travellers: named }, ACTIVITY_ERRORS.answerRequired],
      [{ travellers: named, answers: { pickupHotel: "   " } }, ACTIVITY_ERRORS.answerRequired],
      [
        { travellers: named, answers: { ...answers, dietary: "vegetarian" } },
        ACTIVITY_ERRORS.unknownQuestion,
      ],
      [{ travellers: named, answers: { ...answers, shoeSize: "42" } }, "answers"],
    ];
    for (const [extra, message] of cases) {
      const r = await placeBooking(DEMO, traveller, bookingBody(quoteId, token, extra));
      expect(r.status, message).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect(await bookingsOf(quoteId)).toEqual([]);
    const ok = await placeBooking(
      DEMO,
      traveller,
      bookingBody(quoteId, token, { travellers: named, answers }),
    );
    expect(ok.status).toBe(201);
  });

  it("refuses more than the lead traveller, or a child as the lead, when names are not needed", async () => {
    const date = inDays(462);
    const lead = await findOption(date, leadOnly);
    const q = await createQuote(DEMO, traveller, lead.option.slots[0]!.offerId, {
      productCode: lead.productCode,
      date,
      travellers: { adults: 2, children: 1 },
    });
    const quoteId = q.body.id as string;
    const token = await cardToken(DEMO);
    const cases: [unknown[], string][] = [
      [activityTravellers({ adults: 2, children: 1 }), ACTIVITY_ERRORS.leadOnly],
      [[{ ...leadTraveller(), unit: 1 }], ACTIVITY_ERRORS.leadOnly],
      [[{ ...leadTraveller(), type: "child" }], ACTIVITY_ERRORS.travellerType],
    ];
    for (const [travellers, message] of cases) {
      const r = await placeBooking(DEMO, traveller, bookingBody(quoteId, token, { travellers }));
      expect(r.status, message).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect(await bookingsOf(quoteId)).toEqual([]);
  });
});

describe("the named test activities", () => {
  const date = inDays(465);
  const queryOf = (productCode: string) => ({ productCode, date, travellers: { adults: 2 } });
  const slotId = (productCode: string) => `${productCode}-o1@10:00`;

  it("sold out: refused at the quote", async () => {
    const productCode = await testActivity("Sold Out");
    const r = await createQuote(DEMO, traveller, slotId(productCode), queryOf(productCode));
    expect(r.status).toBe(409);
    expect(r.body.code).toBe("soldOut");
  });

  it("price change: the quote says the price moved", async () => {
    const productCode = await testActivity("Price Change");
    const q = await createQuote(DEMO, traveller, slotId(productCode), queryOf(productCode));
    expect(q.status).toBe(201);
    expect(q.body.priceChanged).toBe(true);
    expect((q.body.price as { totalUsd: number }).totalUsd).toBeGreaterThan(
      q.body.previousTotalUsd as number,
    );
    const token = await cardToken(DEMO);
    const body = (extra: object) =>
      bookingBody(q.body.id as string, token, { travellers: [leadTraveller()], ...extra });
    expect((await placeBooking(DEMO, traveller, body({}))).body.code).toBe("priceChanged");
    expect((await placeBooking(DEMO, traveller, body({ acceptPriceChange: true }))).status).toBe(
      201,
    );
  });

  it("fails at booking: the booking fails and the card is voided", async () => {
    const productCode = await testActivity("Fails at Booking");
    const q = await createQuote(DEMO, traveller, slotId(productCode), queryOf(productCode));
    expect(q.status).toBe(201);
    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), {
        travellers: [leadTraveller()],
      }),
    );
    expect(r.status).toBe(502);
    expect(r.body.code).toBe("supplierUnavailable");
    const [booking] = await bookingsOf(q.body.id as string);
    expect(booking!.status).toBe("failed");
    expect((await sandboxPayments(booking!.reference)).map((p) => p.status)).toEqual(["voided"]);
    // The places held for it are back.
    const [option] = (await dayOf(DEMO, productCode, date)).options;
    expect(option!.slots[0]!.placesLeft).toBe(30);
  });

  it("fails at cancellation: a 502, nothing refunded while the supplier does not answer, then confirmed and paid again", async () => {
    const productCode = await testActivity("Fails at Cancellation");
    const q = await createQuote(DEMO, traveller, slotId(productCode), queryOf(productCode));
    const booked = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), {
        travellers: [leadTraveller()],
      }),
    );
    expect(booked.status).toBe(201);
    await expectUnansweredCancellationToStand(
      DEMO,
      booked.body.reference as string,
      traveller.cookie,
    );
  });
});
