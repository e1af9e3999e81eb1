import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as searchHotels } from "@/app/api/hotels/search/route";
import type { PriceLine, QuotePrice } from "@/lib/contract/booking";
import { fromUsd } from "@/lib/currency/currency-math";
import { reusedSessions } from "../support/accounts";
import { findActivityOption } from "../support/activities";
import {
  bookingBody,
  type Browser,
  cardToken,
  createQuote,
  inDays,
  parisStay,
  placeBooking,
  readBooking,
} from "../support/booking";
import { rental, searchCars } from "../support/cars";
import { flightFares, itineraryOf, oneWay, seatMaps } from "../support/flights";
import { DEMO } from "../support/hosts";
import { keepAgencyMarkups, setAgencyMarkup } from "../support/markups";
import { send } from "../support/http";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";

/**
 * Every checkout's price adds up (issue 25 item 4): the quote's lines (the product's parts before
 * tax, then taxes and fees) sum to the total charged, in the currency paid, for every product; a
 * seat is the price its seat map showed, its taxes in the taxes line; the booking keeps the lines.
 */

const session = reusedSessions();
let traveller: Browser;
const agency = keepAgencyMarkups("demo", { clear: true });

beforeAll(async () => {
  traveller = { cookie: await session(DEMO, "traveller@horizon.test") };
});

function expectAddsUp(price: QuotePrice) {
  const sum = price.lines.reduce((total, line) => total + line.amount.amountMinor, 0);
  expect(sum).toBe(price.total.amountMinor);
  for (const line of price.lines) expect(line.amount.currency).toBe(price.total.currency);
  const taxes = price.lines.find((l) => l.kind === "taxes")!;
  const expected = fromUsd(price.taxAndFeeUsd, price.exchangeRate, price.total.currency);
  expect(Math.abs(taxes.amount.amountMinor - expected)).toBeLessThanOrEqual(1);
}

const shape = (lines: PriceLine[]) => lines.map((l) => [l.kind, l.count]);

describe("a quote's price lines", () => {
  it("a stay: the nights, then taxes and fees, in euros; the booking keeps them", async () => {
    const query = await parisStay(211);
    const r = await send(searchHotels, DEMO, "/api/hotels/search", {
      body: query,
      headers: { cookie: traveller.cookie },
    });
    const hotel = (r.body.hotels as { id: string; cheapest: { offerId: string } }[]).find(
      (h) => !h.id.includes("-test-"),
    )!;
    const q = await createQuote(DEMO, traveller, hotel.cheapest.offerId, query, "EUR");
    expect(q.status).toBe(201);
    const price = q.body.price as QuotePrice;
    expect(shape(price.lines)).toEqual([
      ["stay", 2],
      ["taxes", 1],
    ]);
    expectAddsUp(price);

    const booked = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(booked.status).toBe(201);
    const view = await readBooking(DEMO, booked.body.reference as string, traveller.cookie);
    expect((view.body.price as QuotePrice).lines).toEqual(price.lines);
  });

  // The agency's markup is on the fare: a seat costs what its seat map says, whatever the markup.
  for (const markup of [
    { kind: "percent", value: 1_500 },
    { kind: "fixed", value: 2_500 },
  ] as const) {
    it(`a fare with a paid seat and a ${markup.kind} markup: the fare, the seat at its seat-map price, then taxes`, async () => {
      await setAgencyMarkup(agency.id, "flights", markup.kind, markup.value);
      const query = oneWay("LIS", "MAD", markup.kind === "percent" ? 214 : 215);
      const itinerary = await itineraryOf(DEMO, query);
      const { fares } = await flightFares(DEMO, query, itinerary.id);
      const standard = fares.find((f) => f.brand.code === "standard")!;
      const [map] = await seatMaps(DEMO, query, standard.offerId);
      const seat = map!.rows
        .flatMap((row) => row.seats)
        .find((s) => s && !s.occupied && !s.exit && s.priceUsd > 0)!;
      const withSeat = { ...query, seats: [{ segment: 0, passenger: 0, seat: seat.code }] };
      const q = await createQuote(DEMO, traveller, standard.offerId, withSeat, "EUR");
      expect(q.status).toBe(201);
      const price = q.body.price as QuotePrice;
      expect(shape(price.lines)).toEqual([
        ["fare", 1],
        ["seats", 1],
        ["taxes", 1],
      ]);
      expectAddsUp(price);
      // The markup was taken, on the fare alone.
      const db = await getDb();
      const [row] = await db
        .select()
        .from(t.checkoutQuotes)
        .where(eq(t.checkoutQuotes.id, q.body.id as string));
      const fareNet = row!.netUsd - seat.priceUsd;
      expect(row!.markupUsd).toBe(
        markup.kind === "fixed" ? markup.value : Math.round((fareNet * markup.value) / 10_000),
      );
      const seats = price.lines.find((l) => l.kind === "seats")!;
      const seatEur = fromUsd(seat.priceUsd, price.exchangeRate, "EUR");
      expect(Math.abs(seats.amount.amountMinor - seatEur)).toBeLessThanOrEqual(1);
    });
  }

  it("a rental with a child seat, in yen: the days, the extra, then taxes", async () => {
    const query = { ...rental("airport-JFK", 217), extras: { childSeat: 1 } };
    const found = await searchCars(DEMO, rental("airport-JFK", 217), traveller.cookie);
    const car = found.body.cars.find((c) => c.testBehaviour === null)!;
    const q = await createQuote(DEMO, traveller, car.offerId, query, "JPY");
    expect(q.status).toBe(201);
    const price = q.body.price as QuotePrice;
    expect(price.lines.map((l) => l.kind)).toEqual(["rental", "childSeat", "taxes"]);
    expect(price.lines[0]!.count).toBe(car.rentalDays);
    expectAddsUp(price);
  });

  it("an activity for two adults and a child: each type's tickets, then taxes", async () => {
    const date = inDays(220);
    const found = await findActivityOption(
      DEMO,
      "city-1840034016",
      date,
      inDays(226),
      (o) =>
        !o.namesRequired &&
        ["adult", "child"].every((type) => o.prices.some((p) => p.type === type)) &&
        o.slots.some((s) => s.placesLeft > 2),
      traveller.cookie,
    );
    if (!found) throw new Error("no New York activity for adults and a child");
    const { productCode, option } = found;
    const slot = option.slots.find((s) => s.placesLeft > 2)!;
    const query = { productCode, date, travellers: { adults: 2, children: 1 } };
    const q = await createQuote(DEMO, traveller, slot.offerId, query, "GBP");
    expect(q.status).toBe(201);
    const price = q.body.price as QuotePrice;
    expect(shape(price.lines)).toEqual([
      ["adult", 2],
      ["child", 1],
      ["taxes", 1],
    ]);
    expectAddsUp(price);
  });
});
