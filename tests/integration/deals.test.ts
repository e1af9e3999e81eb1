import { describe, expect, it } from "vitest";
import { POST as activitySearch } from "@/app/api/dealray/deals/activity-search/route";
import { POST as carSearch } from "@/app/api/dealray/deals/car-search/route";
import { POST as hotelSearch } from "@/app/api/dealray/deals/hotel-search/route";
import { activityDealsResponse, carDealsResponse, hotelDealsResponse } from "@/lib/contract/deals";
import {
  activityDealsSample,
  carDealsSample,
  DEALS_POINT as MUMBAI,
  hotelDealsSample,
} from "@/lib/deals/sample";
import { cookieOf } from "../support/accounts";
import { DEMO, VIAJES } from "../support/hosts";
import { send } from "../support/http";

/** What the home page asks (SPEC §9), for the week of Sunday 22 November 2026. */
const hotelSample = hotelDealsSample(new Date(2026, 10, 22));
const carSample = carDealsSample(new Date(2026, 10, 22));

async function hotels(host: string, cookie = "", body: unknown = hotelSample) {
  const r = await send(hotelSearch, host, "/api/dealray/deals/hotel-search", {
    body,
    headers: cookie ? { cookie } : {},
  });
  return r;
}

describe("POST /api/dealray/deals/hotel-search", () => {
  it("answers the SPEC sample with hotels near Mumbai, best value first, without wholesale rates", async () => {
    const r = await hotels(DEMO);
    expect(r.status).toBe(200);
    const deals = hotelDealsResponse.parse(r.body).response;
    expect(deals.length).toBeGreaterThan(3);
    for (const d of deals) {
      expect(d.rates).not.toHaveProperty("baseRate");
      expect(d.rates).not.toHaveProperty("markup");
      expect(d.rating).toBeGreaterThanOrEqual(1);
      expect(d.rating).toBeLessThanOrEqual(5);
      expect(Math.round(d.hotel.hotelDetails.distance * 100) / 100).toBe(
        d.hotel.hotelDetails.distance,
      );
      expect(d.link).toMatch(/^\/booknow\/hotels\/search-details\?hotelId=/);
      expect(d.rates.totalRate).toBeLessThanOrEqual(d.rates.publishedRate);
    }
    for (let i = 1; i < deals.length; i++) {
      const [a, b] = [deals[i - 1]!.rates, deals[i]!.rates];
      expect(
        a.discountPercentage > b.discountPercentage ||
          (a.discountPercentage === b.discountPercentage && a.totalRate <= b.totalRate),
      ).toBe(true);
    }
    // The same question gets the same answer.
    expect((await hotels(DEMO)).body).toEqual(r.body);
  });

  it("shows an unrestricted agent the wholesale rate and the agency's 12 % markup", async () => {
    const deals = hotelDealsResponse.parse(
      (await hotels(DEMO, await cookieOf(DEMO, "agent@horizon.test"))).body,
    ).response;
    for (const { rates } of deals) {
      expect(rates.markup).toBe(Math.floor((rates.baseRate! * 1200 * 2 + 10_000) / 20_000));
      expect(rates.totalRate).toBe(rates.baseRate! + rates.markup! + rates.taxAndFee);
    }
  });

  it.each(["traveller@horizon.test", "restricted@horizon.test"])(
    "never sends wholesale rates to %s",
    async (email) => {
      const r = await hotels(DEMO, await cookieOf(DEMO, email));
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).not.toMatch(/"baseRate"|"markup"/);
    },
  );

  it("prices with each agency's own markup", async () => {
    const demo = hotelDealsResponse.parse(
      (await hotels(DEMO, await cookieOf(DEMO, "owner@horizon.test"))).body,
    ).response;
    const viajes = hotelDealsResponse.parse(
      (await hotels(VIAJES, await cookieOf(VIAJES, "dueno@viajessol.test"))).body,
    ).response;
    const mine = new Map(demo.map((d) => [d.id, d.rates]));
    let compared = 0;
    for (const d of viajes) {
      expect(d.rates.markup).toBe(0);
      const there = mine.get(d.id);
      if (!there) continue;
      compared++;
      expect(d.rates.baseRate).toBe(there.baseRate);
      expect(d.rates.totalRate).toBe(there.totalRate - there.markup!);
    }
    expect(compared).toBeGreaterThan(0);
  });

  it.each([
    ["not JSON", "{"],
    ["no occupancies", { ...hotelSample, occupancies: [] }],
    [
      "child ages that do not match the children",
      {
        ...hotelSample,
        occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 1, childAges: [] }],
      },
    ],
    [
      "a stay that ends before it starts",
      { ...hotelSample, stayPeriod: { start: "2026-12-12", end: "2026-12-10" } },
    ],
    ["a latitude off the globe", { ...hotelSample, latitude: 200 }],
    ["a zero radius", { ...hotelSample, radius: 0 }],
    [
      "a room without an adult",
      {
        ...hotelSample,
        occupancies: [{ numOfRoom: 3, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
      },
    ],
  ])("answers %s with a 400", async (_label, body) => {
    const r = await hotels(DEMO, "", body);
    expect(r.status).toBe(400);
    expect(typeof r.body.message).toBe("string");
  });
});

describe("POST /api/dealray/deals/activity-search", () => {
  it("lists activities near the point; agents see the fixed US$5.00 markup", async () => {
    const visitor = await send(activitySearch, DEMO, "/api/dealray/deals/activity-search", {
      body: activityDealsSample(),
    });
    expect(visitor.status).toBe(200);
    const deals = activityDealsResponse.parse(visitor.body).response;
    expect(deals.length).toBeGreaterThan(0);
    expect(JSON.stringify(visitor.body)).not.toMatch(/"baseRate"|"markup"/);

    const agent = await send(activitySearch, DEMO, "/api/dealray/deals/activity-search", {
      body: MUMBAI,
      headers: { cookie: await cookieOf(DEMO, "agent@horizon.test") },
    });
    for (const d of activityDealsResponse.parse(agent.body).response) {
      expect(d.rates.markup).toBe(500);
    }
  });

  it("answers a missing longitude with a 400", async () => {
    const r = await send(activitySearch, DEMO, "/api/dealray/deals/activity-search", {
      body: { latitude: 10 },
    });
    expect(r.status).toBe(400);
  });
});

describe("POST /api/dealray/deals/car-search", () => {
  it("lists rentals for the SPEC sample driver (25, US resident) with the 8 % markup for agents", async () => {
    const visitor = await send(carSearch, DEMO, "/api/dealray/deals/car-search", {
      body: carSample,
    });
    expect(visitor.status).toBe(200);
    const deals = carDealsResponse.parse(visitor.body).response;
    expect(deals.length).toBeGreaterThan(0);
    expect(deals[0]!.pickupLocation).toBeTruthy();

    const agent = await send(carSearch, DEMO, "/api/dealray/deals/car-search", {
      body: carSample,
      headers: { cookie: await cookieOf(DEMO, "sales@horizon.test") },
    });
    for (const d of carDealsResponse.parse(agent.body).response) {
      expect(d.rates.markup).toBe(Math.floor((d.rates.baseRate! * 800 * 2 + 10_000) / 20_000));
    }
  });

  it.each([
    ["an age under 18", { ...carSample, age: 16 }],
    ["a return before the pick-up", { ...carSample, returnDateTime: "2026-12-09T10:00:00" }],
    ["a residence that is not a country code", { ...carSample, countryOfResidence: "USA" }],
  ])("answers %s with a 400", async (_label, body) => {
    const r = await send(carSearch, DEMO, "/api/dealray/deals/car-search", { body });
    expect(r.status).toBe(400);
  });
});
