import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getAgency } from "@/app/api/agency/route";
import { GET as getProducts, PUT as putProducts } from "@/app/api/agency/products/route";
import { POST as activitySearch } from "@/app/api/activities/search/route";
import { POST as hotelSearch } from "@/app/api/hotels/search/route";
import { bookNowPath } from "@/lib/booking/book-now";
import { agencyResponse } from "@/lib/contract/agency";
import {
  agencyProductsResponse,
  type AgencyProductsResponse,
  type AgencyProductsUpdate,
} from "@/lib/contract/agency-products";
import { PRODUCT_IDS } from "@/lib/contract/products";
import { dealTabs } from "@/lib/deals/tabs";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  type Browser,
  cancelBooking,
  cardToken,
  createQuote,
  parisStay,
  placeBooking,
  readBooking,
} from "../support/booking";
import { carDetails, carsOf, driver, rental, searchCars } from "../support/cars";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";
import { revalidatedTags } from "../support/next-cache";

/**
 * Product Settings (issue 16): the agency's booking products, active or not and in its order. An
 * inactive product's search, details and quote calls answer 404 and it leaves the agency's menu,
 * while its bookings stay readable and cancellable. PostgreSQL runs share one database: every
 * agency's products are put back as they were at the end. The car rentals here are this file's
 * own, 445 to 450 days ahead at JFK.
 */

const session = reusedSessions();
const DESK = "airport-JFK";

const read = (host: string, cookie: string) =>
  send(getProducts, host, "/api/agency/products", { method: "GET", headers: { cookie } });
const write = (host: string, cookie: string, body: unknown) =>
  send(putProducts, host, "/api/agency/products", { method: "PUT", body, headers: { cookie } });
const publicAgency = async (host: string) =>
  agencyResponse.parse((await call(getAgency, host, "/api/agency")).body).agency;
const asUpdate = (p: AgencyProductsResponse): AgencyProductsUpdate => ({
  products: p.products.map(({ id, active }) => ({ id, active })),
});

let owner = "";
const seeded = new Map<string, AgencyProductsResponse>();

beforeAll(async () => {
  owner = await session(DEMO, "owner@horizon.test");
  for (const [host, email] of [
    [DEMO, "owner@horizon.test"],
    [VIAJES, "dueno@viajessol.test"],
  ] as const) {
    const r = await read(host, await session(host, email));
    expect(r.status).toBe(200);
    seeded.set(host, agencyProductsResponse.parse(r.body));
  }
});

afterAll(async () => {
  for (const [host, email] of [
    [DEMO, "owner@horizon.test"],
    [VIAJES, "dueno@viajessol.test"],
  ] as const) {
    const r = await write(host, await session(host, email), asUpdate(seeded.get(host)!));
    expect(r.status).toBe(200);
  }
});

describe("GET /api/agency/products", () => {
  it("lists every product once, in the agency's order, with its title and active flag", async () => {
    const demo = seeded.get(DEMO)!.products;
    expect(demo.map((p) => p.id).sort()).toEqual([...PRODUCT_IDS].sort());
    expect(demo.map((p) => [p.id, p.title, p.active])).toEqual([
      ["flights", "Air Travel", true],
      ["hotels", "Hotels", true],
      ["cars", "Cars", true],
      ["activities", "Activities", true],
      ["cruise", "Cruise", true],
      ["resort", "Resorts", true],
    ]);
    const viajes = seeded.get(VIAJES)!.products;
    expect(viajes.filter((p) => !p.active).map((p) => p.id)).toEqual(["flights", "cruise"]);
    expect(viajes.find((p) => p.id === "cars")!.title).toBe("Autos");
  });

  it("is for those with Product Settings: a sales agent is refused, a visitor asked to sign in", async () => {
    const sales = await read(DEMO, await session(DEMO, "sales@horizon.test"));
    expect(sales.status).toBe(403);
    expect(sales.body.message).toBe("Your role does not give you access to product settings.");
    expect(
      (await write(DEMO, await session(DEMO, "sales@horizon.test"), asUpdate(seeded.get(DEMO)!)))
        .status,
    ).toBe(403);
    const traveller = await session(DEMO, "traveller@horizon.test");
    expect((await read(DEMO, traveller)).status).toBe(403);
    expect((await read(DEMO, "")).status).toBe(401);
    expect((await write(DEMO, "", asUpdate(seeded.get(DEMO)!))).status).toBe(401);
    // A session of one agency means nothing on another's host.
    expect((await read(VIAJES, owner)).status).toBe(401);
  });
});

describe("PUT /api/agency/products", () => {
  it("refuses a bad list with a 400 that says why, and changes nothing", async () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ products: [{ id: "trains", active: true }] }, /products\.0\.id/],
      [
        {
          products: [
            { id: "hotels", active: true },
            { id: "hotels", active: false },
          ],
        },
        /listed twice/,
      ],
      [
        { products: PRODUCT_IDS.map((id) => ({ id, active: false })) },
        /At least one product must stay active/,
      ],
      [{ products: [] }, /at least one product/i],
      [{ products: [{ id: "hotels" }] }, /products\.0\.active/],
      [{ products: [{ id: "hotels", active: "yes" }] }, /products\.0\.active/],
      [{ products: [{ id: "hotels", active: true, title: "Rooms" }] }, /title/],
      [[{ id: "hotels", active: true }], /expected object/i],
    ];
    for (const [body, message] of bad) {
      const r = await write(DEMO, owner, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe("badRequest");
      expect(r.body.message).toMatch(message);
    }
    const malformed = await write(DEMO, owner, "{ not json");
    expect(malformed.status).toBe(400);
    const after = agencyProductsResponse.parse((await read(DEMO, owner)).body);
    expect(after).toEqual(seeded.get(DEMO));
  });

  it("orders the menu as sent, keeps the agency's titles and puts the products left out last, inactive", async () => {
    const viajesOwner = await session(VIAJES, "dueno@viajessol.test");
    const r = await write(VIAJES, viajesOwner, {
      products: [
        { id: "activities", active: true },
        { id: "hotels", active: true },
        { id: "flights", active: true },
      ],
    });
    expect(r.status).toBe(200);
    const { products } = agencyProductsResponse.parse(r.body);
    expect(products.map((p) => [p.id, p.active])).toEqual([
      ["activities", true],
      ["hotels", true],
      ["flights", true],
      ["cars", false],
      ["cruise", false],
      ["resort", false],
    ]);
    expect(products.find((p) => p.id === "hotels")!.title).toBe("Hoteles");
    const viajes = await publicAgency(VIAJES);
    expect(viajes.bookingMenuItemOptions.map((m) => [m.slug, m.active])).toEqual(
      products.map((p) => [p.id, p.active]),
    );
    expect(bookNowPath(viajes.bookingMenuItemOptions)).toBe("/booknow/activities");

    const back = await write(VIAJES, viajesOwner, asUpdate(seeded.get(VIAJES)!));
    expect(agencyProductsResponse.parse(back.body)).toEqual(seeded.get(VIAJES));
  });
});

describe("an inactive product", () => {
  const query = rental(DESK, 445);
  let traveller: Browser;
  let reference = "";

  beforeAll(async () => {
    traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
    // A car booked while cars are on offer.
    const { ordinary } = await carsOf(DEMO, query);
    const q = await createQuote(DEMO, traveller, ordinary.offerId, query);
    expect(q.status).toBe(201);
    const booked = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), { travellers: [driver()] }),
    );
    expect(booked.status).toBe(201);
    reference = booked.body.reference as string;
  });

  it("leaves the menu and the home tabs, its search, details and quotes answer 404, and its bookings stay", async () => {
    const { ordinary } = await carsOf(DEMO, query);
    const agencyId = (await publicAgency(DEMO)).id;
    revalidatedTags.length = 0;
    const off = await write(DEMO, owner, {
      products: seeded
        .get(DEMO)!
        .products.map(({ id, active }) => ({ id, active: id === "cars" ? false : active })),
    });
    expect(off.status).toBe(200);
    expect(agencyProductsResponse.parse(off.body).products.find((p) => p.id === "cars")).toEqual({
      id: "cars",
      title: "Cars",
      active: false,
    });
    // The agency's cached pages expire at once.
    expect(revalidatedTags).toContain(`agency:${agencyId}`);

    const agency = await publicAgency(DEMO);
    expect(agency.bookingMenuItemOptions.find((m) => m.slug === "cars")!.active).toBe(false);
    expect(dealTabs(agency.bookingMenuItemOptions).map((t) => t.tab)).toEqual([
      "Air Travel",
      "Hotels",
      "Activities",
      "Cruise",
    ]);

    const search = await searchCars(DEMO, query);
    expect(search.status).toBe(404);
    expect(search.body).toEqual({
      code: "notFound",
      message: "Cars is not offered by this agency.",
    });
    expect((await carDetails(DEMO, query, ordinary.offerId)).status).toBe(404);
    const quote = await createQuote(DEMO, { cookie: traveller.cookie }, ordinary.offerId, query);
    expect(quote.status).toBe(404);

    // The other products are untouched.
    const hotels = await send(hotelSearch, DEMO, "/api/hotels/search", {
      body: await parisStay(446),
    });
    expect(hotels.status).toBe(200);
    const activities = await send(activitySearch, DEMO, "/api/activities/search", {
      body: { placeId: "bogus" },
    });
    expect(activities.status).toBe(400);

    // The booking made before stays readable and cancellable by its traveller.
    const booking = await readBooking(DEMO, reference, traveller.cookie);
    expect(booking.status).toBe(200);
    expect(booking.body).toMatchObject({ reference, product: "cars", status: "confirmed" });
    const cancelled = await cancelBooking(DEMO, reference, traveller.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ reference, status: "cancelled" });

    // On offer again, the cars are back.
    const on = await write(DEMO, owner, asUpdate(seeded.get(DEMO)!));
    expect(on.status).toBe(200);
    expect((await searchCars(DEMO, query)).status).toBe(200);
    expect(
      (await publicAgency(DEMO)).bookingMenuItemOptions.find((m) => m.slug === "cars")!.active,
    ).toBe(true);
  });
});
