import { url, expect, test } from "./fixtures";
import { activityCityId, inDays, parisId } from "./helpers";
import { offerProducts } from "./products";

/**
 * The last units of every product, raced for by buyers who each quote at once (a quote holds what
 * it prices): as many get a hold as there are units, every other buyer is told `409 soldOut`, and
 * none meets a 500. Through the production build; in the PostgreSQL pass (`@processes`), through
 * two server processes behind a balancer, where a refusal recognised by a class the bundler copied
 * once turned every sold-out answer into a 500 (DESIGN §6).
 */

const BUYERS = 8;

interface Race {
  /** Finds the test offer's id and the query it is quoted with, from a page of the host. */
  find: () => Promise<{ offerId: string; query: unknown; units: number }>;
  product: string;
}

test.describe("the last units", { tag: "@processes" }, () => {
  // Viajes Sol sells to guests: each buyer is a browser of its own, with no account.
  test.beforeEach(async ({ page }) => {
    await page.goto(url("viajes.localhost", "/api/agency"));
  });

  const post = (page: import("@playwright/test").Page, path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) => {
        const r = await fetch(p as string, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(b),
        });
        return (await r.json()) as never;
      },
      [path, body] as const,
    );

  /** `BUYERS` guests (no cookie: each is a buyer of their own) quote the offer at once. */
  async function race(page: import("@playwright/test").Page, { find, product }: Race) {
    const { offerId, query, units } = await find();
    const answers = await page.evaluate(
      async ([body, n]) =>
        Promise.all(
          Array.from({ length: n as number }, async () => {
            const r = await fetch("/api/checkout/quotes", {
              method: "POST",
              credentials: "omit",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(body),
            });
            const answer = (await r.json()) as { code?: string };
            return { status: r.status, code: answer.code ?? null };
          }),
        ),
      [{ product, offerId, query, currency: "USD" }, BUYERS] as const,
    );
    const told = answers.map((a) => (a.status === 201 ? "held" : `${a.status} ${a.code}`));
    expect(told.sort()).toEqual([
      ...Array<string>(BUYERS - units).fill("409 soldOut"),
      ...Array<string>(units).fill("held"),
    ]);
  }

  test("the last room of a night is held once", async ({ page }) => {
    await race(page, {
      product: "hotels",
      find: async () => {
        const query = {
          placeId: await parisId(page, "viajes.localhost"),
          checkIn: inDays(520),
          checkOut: inDays(522),
          rooms: [{ adults: 2, childAges: [] }],
          nationality: "FR",
        };
        const { hotels } = await post(page, "/api/hotels/search", query);
        const hotel = (hotels as { id: string; cheapest: { offerId: string } }[]).find((h) =>
          h.id.endsWith("-test-last-room"),
        );
        return { offerId: hotel!.cheapest.offerId, query, units: 1 };
      },
    });
  });

  test("the last car of a day is held once", async ({ page }) => {
    await race(page, {
      product: "cars",
      find: async () => {
        const query = {
          locationId: "airport-JFK",
          pickUp: `${inDays(520)}T10:00`,
          dropOff: `${inDays(522)}T10:00`,
          driverAge: 30,
          residence: "PT",
        };
        const { cars } = await post(page, "/api/cars/search", query);
        const car = (cars as { testBehaviour: string | null; offerId: string }[]).find(
          (c) => c.testBehaviour === "Last Car",
        );
        return { offerId: car!.offerId, query, units: 1 };
      },
    });
  });

  test("the last two places of a time slot are held once each", async ({ page }) => {
    await race(page, {
      product: "activities",
      find: async () => {
        const cityId = await activityCityId(page, "New York", "US");
        await page.goto(url("viajes.localhost", "/api/agency"));
        const date = inDays(520);
        const { activities } = await post(page, "/api/activities/search", {
          cityId,
          from: date,
          to: inDays(526),
        });
        const { productCode } = (
          activities as { testBehaviour: string | null; productCode: string }[]
        ).find((a) => a.testBehaviour === "Last Places")!;
        const { options } = await post(page, "/api/activities/details", { productCode, date });
        const [slot] = (options as { slots: { offerId: string; placesLeft: number }[] }[])[0]!
          .slots;
        expect(slot!.placesLeft).toBe(2);
        const query = { productCode, date, travellers: { adults: 1 } };
        return { offerId: slot!.offerId, query, units: 2 };
      },
    });
  });

  test("the last three seats of a fare class are held once each", async ({ browser, page }) => {
    // Viajes Sol offers no flights as seeded: switched on for this test, and off again after.
    const restore = await offerProducts(browser, "viajes.localhost", "dueno@viajessol.test", {
      flights: true,
    });
    try {
      await race(page, {
        product: "flights",
        find: async () => {
          const query = {
            trip: "oneway",
            legs: [{ from: ["FAO"], to: ["OPO"], date: inDays(520) }],
            adults: 1,
          };
          const { itineraries } = await post(page, "/api/flights/search", query);
          const itinerary = (
            itineraries as {
              testBehaviour: string | null;
              cheapest: { offerId: string; seatsLeft: number };
            }[]
          ).find((i) => i.testBehaviour === "lastSeats")!;
          expect(itinerary.cheapest.seatsLeft).toBe(3);
          return { offerId: itinerary.cheapest.offerId, query, units: 3 };
        },
      });
    } finally {
      await restore();
    }
  });
});
