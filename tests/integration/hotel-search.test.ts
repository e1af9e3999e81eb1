import { beforeAll, describe, expect, it } from "vitest";
import { POST as detailsRoute } from "@/app/api/hotels/details/route";
import { POST as searchRoute } from "@/app/api/hotels/search/route";
import { hotelOfferSnapshot } from "@/lib/contract/booking";
import { ERROR_STATUS, type ErrorCode } from "@/lib/contract/errors";
import {
  HOTEL_PAGE_SIZE,
  hotelDetailsResponse,
  hotelSearchResponse,
  type HotelSearchRequest,
  type HotelSearchResponse,
  type HotelSummary,
} from "@/lib/contract/hotels";
import { describeHotelOffer, toSupplierQuery } from "@/lib/server/products/hotels/offer";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import { geo } from "@/lib/server/inventory/geo/geo";
import type { Place } from "@/lib/server/inventory/geo/search-index";
import { reusedSessions } from "../support/accounts";
import { DEMO } from "../support/hosts";
import { send } from "../support/http";

// The suppliers run on the system clock: the stay is in the future whenever the suite runs, and
// about five months out so no cancellation deadline has passed. Searches take no rooms.
const DAY_MS = 86_400_000;
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const CHECK_IN = dayFromNow(150);
const CHECK_OUT = dayFromNow(153);
/** The DEMO agency's hotel markup, 12 %. */
const DEMO_MARKUP = { kind: "percent", basisPoints: 1200 } as const;

const sessionOf = reusedSessions();
let paris: Place;
let stay: HotelSearchRequest;

beforeAll(async () => {
  const { cities } = await geo();
  // The largest Paris, as autosuggest ranks it: the French capital.
  paris = cities.places.find((p) => p.name === "Paris" && p.countryCode === "FR")!;
  stay = {
    placeId: paris.id,
    checkIn: CHECK_IN,
    checkOut: CHECK_OUT,
    rooms: [{ adults: 2, childAges: [] }],
    nationality: "FR",
  };
});

async function post(route: typeof searchRoute, path: string, body: unknown, cookie = "") {
  return send(route, DEMO, path, { body, headers: cookie ? { cookie } : {} });
}

async function search(extra: Partial<HotelSearchRequest> = {}, cookie = "") {
  const r = await post(searchRoute, "/api/hotels/search", { ...stay, ...extra }, cookie);
  expect(r.status).toBe(200);
  return hotelSearchResponse.parse(r.body);
}

/** Every result of a search, all pages. */
async function everything(extra: Partial<HotelSearchRequest> = {}) {
  const first = await search(extra);
  const pages = Math.ceil(first.total / HOTEL_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => search({ ...extra, page: i + 2 })),
  );
  return [first, ...rest].flatMap((p) => p.hotels);
}

const prices = (hotels: HotelSummary[]) => hotels.map((h) => h.cheapest.rates.totalRate);
const totals = (r: HotelSearchResponse) => prices(r.hotels);
const ids = (r: HotelSearchResponse) => r.hotels.map((h) => h.id);
const isSorted = (xs: number[], desc = false) =>
  xs.every((x, i) => i === 0 || (desc ? xs[i - 1]! >= x : xs[i - 1]! <= x));

describe("POST /api/hotels/search", () => {
  it("finds the hotels of Paris for the stay, cheapest first, a page at a time", async () => {
    const r = await search();
    expect(r.total).toBeGreaterThan(HOTEL_PAGE_SIZE);
    expect(r).toMatchObject({ page: 1, pageSize: HOTEL_PAGE_SIZE });
    expect(r.hotels).toHaveLength(HOTEL_PAGE_SIZE);
    expect(isSorted(totals(r))).toBe(true);
    expect(r.priceRange!.min).toBe(totals(r)[0]);
    for (const h of r.hotels) {
      expect(h.cityName).toBe("Paris");
      expect(h.distanceFrom).toBe("Paris");
      expect(h.distance).toBe(Math.round(h.distance * 100) / 100);
      expect(h.nights).toBe(3);
      expect(h.cheapest.available).toBe(true);
      expect(h.cheapest.nightlyRate).toBe(Math.round(h.cheapest.rates.totalRate / 3));
      expect(h.boards).toContain(h.cheapest.board);
      expect(h.heroImage).toMatch(/^hotel-\d+$/);
    }
    // The same question gets the same answer.
    expect(await search()).toEqual(r);
  });

  it("pages without overlap, and answers a page past the end with none", async () => {
    const [one, two] = await Promise.all([search(), search({ page: 2 })]);
    expect(two.total).toBe(one.total);
    expect(two.hotels).toHaveLength(one.total - HOTEL_PAGE_SIZE);
    expect(ids(two).filter((id) => ids(one).includes(id))).toEqual([]);
    expect(totals(two)[0]).toBeGreaterThanOrEqual(totals(one).at(-1)!);
    const past = await search({ page: 3 });
    expect(past.hotels).toEqual([]);
    expect(past.total).toBe(one.total);
  });

  it("lists the city's named test hotels among the others, not first", async () => {
    const all = await everything();
    const tests = all.filter((h) => h.name.startsWith("Sandbox Test Hotel – "));
    expect(tests.map((h) => h.name).sort()).toEqual([
      "Sandbox Test Hotel – Fails at Booking",
      "Sandbox Test Hotel – Fails at Cancellation",
      "Sandbox Test Hotel – Last Room",
      "Sandbox Test Hotel – Price Change",
      "Sandbox Test Hotel – Sold Out",
    ]);
    for (const h of tests) {
      expect(h.stars).toBe(3);
      expect(h.cheapest).toMatchObject({ board: "BB", policy: { refundable: true } });
    }
    expect(tests.find((h) => h.name.endsWith("Last Room"))!.cheapest.unitsLeft).toBe(1);
    expect(all.indexOf(tests[0]!)).toBeGreaterThan(0);
  });

  it.each([
    ["-price", (r: HotelSummary[]) => isSorted(prices(r), true)],
    ["stars", (r: HotelSummary[]) => isSorted(r.map((h) => h.stars))],
    [
      "-stars",
      (r: HotelSummary[]) =>
        isSorted(
          r.map((h) => h.stars),
          true,
        ),
    ],
    ["distance", (r: HotelSummary[]) => isSorted(r.map((h) => h.distance))],
  ] as const)("sorts by %s, over all the pages", async (sort, sorted) => {
    // Near the airport, the hotels of several towns: there stars do not follow prices, as they
    // do within Paris.
    const place = { placeId: "airport-CDG" };
    const [byPrice, r] = await Promise.all([everything(place), everything({ ...place, sort })]);
    expect(r[0]!.distanceFrom).toMatch(/Charles de Gaulle/);
    expect(sorted(r)).toBe(true);
    expect(r.map((h) => h.id)).not.toEqual(byPrice.map((h) => h.id));
    expect(r.map((h) => h.id).sort()).toEqual(byPrice.map((h) => h.id).sort());
  });

  it("filters by stars", async () => {
    const all = await search();
    const r = await search({ stars: [4, 5] });
    expect(r.total).toBeGreaterThan(0);
    expect(r.total).toBeLessThan(all.total);
    for (const h of r.hotels) expect([4, 5]).toContain(h.stars);
  });

  it("filters by free cancellation, showing a free rate's price", async () => {
    const all = await everything();
    const r = await everything({ freeCancellation: true });
    expect(r.length).toBeGreaterThan(0);
    expect(r.length).toBe(all.filter((h) => h.isFreeCancellation).length);
    for (const h of r) {
      expect(h.cheapest.policy.refundable).toBe(true);
      expect(Date.parse(h.cheapest.policy.freeUntil!)).toBeGreaterThan(Date.now());
      expect(h.cheapest.policy.timeZone).toBe("Europe/Paris");
    }
  });

  it("filters by board", async () => {
    const all = await everything();
    const r = await everything({ boards: ["HB"] });
    expect(r.length).toBeGreaterThan(0);
    expect(r.length).toBe(all.filter((h) => h.boards.includes("HB")).length);
    for (const h of r) expect(h.cheapest.board).toBe("HB");
  });

  it("filters by the stay's total, with the price range of the result before it", async () => {
    const all = await search();
    const { min, max } = all.priceRange!;
    const minPrice = min + Math.round((max - min) / 4);
    const maxPrice = max - Math.round((max - min) / 4);
    const r = await search({ minPrice, maxPrice });
    expect(r.priceRange).toEqual(all.priceRange);
    expect(r.total).toBeGreaterThan(0);
    expect(r.total).toBeLessThan(all.total);
    for (const t of totals(r)) {
      expect(t).toBeGreaterThanOrEqual(minPrice);
      expect(t).toBeLessThanOrEqual(maxPrice);
    }
  });

  it("shows an unrestricted agent the wholesale rate and the markup", async () => {
    const r = await search({}, await sessionOf(DEMO, "agent@horizon.test"));
    for (const { rates } of r.hotels.map((h) => h.cheapest)) {
      expect(rates.markup).toBe(Math.floor((rates.baseRate! * 1200 * 2 + 10_000) / 20_000));
      expect(rates.totalRate).toBe(rates.baseRate! + rates.markup! + rates.taxAndFee);
    }
    // Visitors see the same totals, without the split.
    expect(totals(await search())).toEqual(totals(r));
  });

  it.each(["traveller@horizon.test", "restricted@horizon.test", null])(
    "never sends wholesale rates to %s",
    async (email) => {
      const cookie = email ? await sessionOf(DEMO, email) : "";
      const r = await post(searchRoute, "/api/hotels/search", stay, cookie);
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).not.toMatch(/"baseRate"|"markup"/);
    },
  );
});

describe("POST /api/hotels/details", () => {
  it("shows every room for the stay, its cheapest available rate as the search showed it", async () => {
    const { hotels } = await search();
    for (const found of [hotels[0]!, hotels[7]!]) {
      const r = await post(detailsRoute, "/api/hotels/details", { ...stay, hotelId: found.id });
      expect(r.status).toBe(200);
      const { hotel, rates, nights } = hotelDetailsResponse.parse(r.body);
      expect(nights).toBe(3);
      const available = rates.filter((rate) => rate.available);
      const cheapest = available.reduce((a, b) => (b.rates.totalRate < a.rates.totalRate ? b : a));
      expect(cheapest).toEqual(found.cheapest);
      const { cheapest: _c, ...summary } = found;
      expect(hotel).toMatchObject(summary);
      expect(hotel.timeZone).toBe("Europe/Paris");
      expect(hotel.address).toMatch(/, Paris, France$/);
      expect(hotel.phone).toMatch(/^\+33\d{9}$/);
      expect(hotel.images[0]).toBe(hotel.heroImage);
      expect(hotel.amenities).toContain("Free Wi-Fi");
      expect(hotel.description).toContain(hotel.name);
    }
  });

  it("answers a hotel that is not at the place with a 404", async () => {
    const r = await post(detailsRoute, "/api/hotels/details", { ...stay, hotelId: "h-1-1" });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: "notFound" });
  });
});

describe("the offer a quote prices", () => {
  /** The offer held, as the quote holds it, and given back: the supplier's one answer. */
  async function held(offerId: string) {
    const hold = await supplierFor("hotels").hold({ offerId, query: toSupplierQuery(stay) });
    await supplierFor("hotels").release(hold.id);
    return hold;
  }

  it("costs what the search showed, with a snapshot of what is booked", async () => {
    const { hotels } = await search();
    for (const found of hotels.slice(0, 3)) {
      const hold = await held(found.cheapest.offerId);
      // The hold answers with the offer as searched, alone among its hotel's offers.
      expect(hold.item.id).toBe(found.id);
      expect(hold.item.offers.map((o) => o.offerId)).toEqual([found.cheapest.offerId]);
      expect(hold.item.offers[0]!.unitsLeft).toBe(found.cheapest.unitsLeft);
      const offer = describeHotelOffer(stay, found.cheapest.offerId, hold.item, DEMO_MARKUP);
      expect(offer.rates.totalRate).toBe(found.cheapest.rates.totalRate);
      expect(offer.rates.totalRate).toBe(offer.wholesale.totalRate + offer.rates.markup);
      expect(offer.policy).toEqual(found.cheapest.policy);
      expect(hotelOfferSnapshot.parse(offer.snapshot)).toMatchObject({
        hotelId: found.id,
        hotelName: found.name,
        roomName: found.cheapest.roomName,
        board: found.cheapest.board,
        nights: 3,
        policy: offer.policy,
      });
    }
  });

  it("is notFound for an offer the hotel does not have for the stay", async () => {
    const { hotels } = await search();
    const hotelId = hotels[0]!.id;
    for (const offerId of [`${hotelId}-NOPE`, "nonsense", "h-1-1-DBL"]) {
      await expect(held(offerId)).rejects.toMatchObject({ code: "notFound", status: 404 });
    }
    const other = await held(hotels[1]!.cheapest.offerId);
    expect(() =>
      describeHotelOffer(stay, hotels[0]!.cheapest.offerId, other.item, DEMO_MARKUP),
    ).toThrow(expect.objectContaining({ code: "notFound", status: 404 }));
  });
});

describe("refusals", () => {
  const past = new Date(Date.now() - 10 * DAY_MS).toISOString().slice(0, 10);
  it.each([
    ["not JSON", "{", 400],
    ["past dates", () => ({ ...stay, checkIn: past, checkOut: dayFromNow(2) }), 400],
    ["61 nights", () => ({ ...stay, checkOut: dayFromNow(150 + 61) }), 400],
    ["a check-out before the check-in", () => ({ ...stay, checkOut: dayFromNow(149) }), 400],
    [
      "more child ages than children a room takes",
      () => ({ ...stay, rooms: [{ adults: 2, childAges: [1, 2, 3, 4] }] }),
      400,
    ],
    ["a child age of 18", () => ({ ...stay, rooms: [{ adults: 2, childAges: [18] }] }), 400],
    [
      "more guests than a room sleeps",
      () => ({ ...stay, rooms: [{ adults: 4, childAges: [5] }] }),
      400,
    ],
    ["no rooms", () => ({ ...stay, rooms: [] }), 400],
    ["an unknown place", () => ({ ...stay, placeId: "city-0" }), 404],
  ] as const)("answers %s with %s and {message, code}", async (_label, body, status) => {
    const payload = typeof body === "function" ? body() : body;
    for (const [route, path, extra] of [
      [searchRoute, "/api/hotels/search", {}],
      [detailsRoute, "/api/hotels/details", { hotelId: "h-1250015082-1" }],
    ] as const) {
      const sent = typeof payload === "string" ? payload : { ...payload, ...extra };
      const r = await post(route, path, sent);
      expect(r.status).toBe(status);
      expect(r.body).toEqual({ message: expect.any(String), code: expect.any(String) });
      expect(ERROR_STATUS[r.body.code as ErrorCode]).toBe(status);
      expect(r.body.message).not.toBe("");
    }
  });
});
