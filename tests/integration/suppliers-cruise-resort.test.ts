import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hold as holdUnits } from "@/lib/server/inventory/allotments";
import { sandboxCruiseSupplier, type CruiseQuery } from "@/lib/server/inventory/cruise/supplier";
import { HOLD_MINUTES } from "@/lib/server/inventory/reservations";
import { sandboxResortSupplier, type ResortQuery } from "@/lib/server/inventory/resort/supplier";
import type { Supplier, SupplierResult } from "@/lib/server/inventory/supplier";
import {
  allotmentRows as rows,
  refused,
  reservationsOf as reservations,
  unitsLeft,
} from "../support/suppliers";

// PostgreSQL runs share one database: the days below (2032) are used by no other file, and every
// test takes its own days or items. The suppliers run on a test clock.
const START = Date.parse("2032-03-10T12:00:00Z");
const MINUTE = 60_000;
const LISBON = "d-1620619017";
const PORTO = "d-1620356810";

const clock = () => new Date(START);

/** Hold, book and cancel the offer; every unit comes back. */
async function lifecycle<Q, R extends SupplierResult>(
  supplier: Supplier<Q, R>,
  query: Q,
  result: R,
  expected: { days: string[]; quantity: number },
) {
  const offer = result.offers[0]!;
  const capacity = offer.unitsLeft;
  expect(offer.available).toBe(true);
  expect(capacity).toBeGreaterThanOrEqual(expected.quantity);

  const hold = await supplier.hold({ offerId: offer.offerId, query });
  // The price check gives the search's price; the hold takes the query's units on its days.
  expect(hold).toMatchObject({
    product: supplier.product,
    offerId: offer.offerId,
    totalMinor: offer.rates.totalRate,
    currency: "USD",
    ...expected,
  });
  expect(hold.expiresAt.getTime()).toBe(START + HOLD_MINUTES * MINUTE);
  expect(await unitsLeft(supplier, result.id, offer.offerId, query)).toBe(
    capacity - expected.quantity,
  );
  expect(await rows(supplier.product, offer.offerId)).toEqual(
    expected.days.map((day) => ({ day, capacity, held: expected.quantity, sold: 0 })),
  );

  const booking = await supplier.book(hold.id);
  expect(booking).toMatchObject({ holdId: hold.id, status: "booked", ...expected });
  expect(booking.reference).toMatch(/^[A-Z]{3}-[0-9A-Z]{10}$/);
  expect(await unitsLeft(supplier, result.id, offer.offerId, query)).toBe(
    capacity - expected.quantity,
  );
  expect(await rows(supplier.product, offer.offerId)).toEqual(
    expected.days.map((day) => ({ day, capacity, held: 0, sold: expected.quantity })),
  );
  await expect(supplier.book(hold.id)).rejects.toEqual(refused("conflict"));

  const cancelled = await supplier.cancel(booking.reference);
  expect(cancelled).toEqual({ ...booking, status: "cancelled" });
  expect(await unitsLeft(supplier, result.id, offer.offerId, query)).toBe(capacity);
  await expect(supplier.cancel(booking.reference)).rejects.toEqual(refused("conflict"));
  expect(await rows(supplier.product, offer.offerId)).toEqual(
    expected.days.map((day) => ({ day, capacity, held: 0, sold: 0 })),
  );
  const [stored] = await reservations(offer.offerId);
  expect(stored).toMatchObject({ status: "cancelled", reference: booking.reference });
  return booking;
}

describe("hold, book and cancel give every unit back", () => {
  it("cruise: one cabin, on the sailing's departure day only", async () => {
    const cruises = sandboxCruiseSupplier(clock);
    const query: CruiseQuery = {
      departFrom: "2032-04-01",
      departTo: "2032-04-07",
      adults: 2,
      children: 1,
      infants: 1,
    };
    const sailings = await cruises.search(query);
    expect(sailings.length).toBeGreaterThan(10);
    // A sailing from the middle of the window: its cabins are held on its day, not the window's.
    const sailing = sailings.find((s) => s.departureDate === "2032-04-04")!;
    expect(sailing.offers.map((o) => o.cabin.code)).toEqual([
      "inside",
      "oceanview",
      "balcony",
      "suite",
    ]);
    const booking = await lifecycle(cruises, query, sailing, {
      days: ["2032-04-04"],
      quantity: 1,
    });
    expect(booking.reference).toMatch(/^CRU-/);
    expect(booking.totalMinor).toBe(
      (sailing.offers[0]!.cabin.pricePerPerson + sailing.taxAndFeePerPerson) * 4,
    );
    // Search created the rows of each cabin's departure day only.
    for (const offer of sailings[0]!.offers) {
      expect((await rows("cruise", offer.offerId)).map((x) => x.day)).toEqual([
        sailings[0]!.departureDate,
      ]);
    }
  });

  it("resort: units on every night of the stay", async () => {
    const resorts = sandboxResortSupplier(clock);
    const query: ResortQuery = {
      regionId: LISBON,
      checkIn: "2032-04-01",
      checkOut: "2032-04-04",
      units: 2,
      adults: 3,
      children: 1,
    };
    const properties = await resorts.search(query);
    expect(properties.length).toBeGreaterThan(1);
    const booking = await lifecycle(resorts, query, properties[0]!, {
      days: ["2032-04-01", "2032-04-02", "2032-04-03"],
      quantity: 2,
    });
    expect(booking.reference).toMatch(/^RST-/);
  });
});

describe("sold out", () => {
  it("cruise: a cabin category is one allotment, whatever window it was found in", async () => {
    const cruises = sandboxCruiseSupplier(clock);
    const query: CruiseQuery = { departFrom: "2032-04-10", departTo: "2032-04-12", adults: 2 };
    const [sailing] = await cruises.search(query);
    const suite = sailing!.offers.find((o) => o.cabin.code === "suite")!;
    const day = sailing!.departureDate;
    // Another window and party with the same sailing sees the same cabins.
    const wider: CruiseQuery = {
      departFrom: day,
      departTo: "2032-05-20",
      adults: 3,
      children: 2,
    };
    const held = await cruises.hold({ offerId: suite.offerId, query: wider });
    expect(held.days).toEqual([day]);
    expect(await unitsLeft(cruises, sailing!.id, suite.offerId, query)).toBe(suite.unitsLeft - 1);
    // Leave none at all.
    expect(await holdUnits("cruise", suite.offerId, [day], suite.unitsLeft - 1)).toEqual({
      unitsLeft: 0,
    });

    await expect(cruises.hold({ offerId: suite.offerId, query })).rejects.toEqual(
      refused("soldOut"),
    );
    expect(await rows("cruise", suite.offerId)).toEqual([
      { day, capacity: suite.unitsLeft, held: suite.unitsLeft, sold: 0 },
    ]);
    expect((await reservations(suite.offerId)).map((x) => x.id)).toEqual([held.id]);

    // The suite is gone from the search, the sailing's other cabins are not…
    const listed = (await cruises.search(query)).find((s) => s.id === sailing!.id)!;
    expect(listed.offers.map((o) => o.cabin.code)).toEqual(["inside", "oceanview", "balcony"]);
    expect((await cruises.details(sailing!.id, query)).offers.at(-1)).toMatchObject({
      offerId: suite.offerId,
      unitsLeft: 0,
      available: false,
    });
    // …and a party only a suite takes finds no place on the sailing.
    expect((await cruises.search(wider)).map((s) => s.id)).not.toContain(sailing!.id);

    // Released, the cabin is back.
    await cruises.release(held.id);
    expect(await unitsLeft(cruises, sailing!.id, suite.offerId, wider)).toBe(1);
  });

  it("cruise: exactly one of parallel holds takes the last cabin", async () => {
    const cruises = sandboxCruiseSupplier(clock);
    const query: CruiseQuery = { departFrom: "2032-04-15", departTo: "2032-04-15", adults: 1 };
    const [sailing] = await cruises.search(query);
    const offer = sailing!.offers[0]!;
    const day = sailing!.departureDate;
    expect(await holdUnits("cruise", offer.offerId, [day], offer.unitsLeft - 1)).toEqual({
      unitsLeft: 1,
    });

    const attempts = await Promise.allSettled(
      Array.from({ length: 4 }, () => cruises.hold({ offerId: offer.offerId, query })),
    );
    expect(attempts.filter((x) => x.status === "fulfilled")).toHaveLength(1);
    for (const x of attempts.filter((x) => x.status === "rejected")) {
      expect(x.reason).toEqual(refused("soldOut"));
    }
    expect(await reservations(offer.offerId)).toHaveLength(1);
    expect(await rows("cruise", offer.offerId)).toEqual([
      { day, capacity: offer.unitsLeft, held: offer.unitsLeft, sold: 0 },
    ]);
  });

  it("resort: a hold beyond what is left is refused and holds nothing", async () => {
    const resorts = sandboxResortSupplier(clock);
    const query: ResortQuery = {
      regionId: PORTO,
      checkIn: "2032-04-10",
      checkOut: "2032-04-12",
      units: 2,
      adults: 4,
    };
    const [property] = await resorts.search(query);
    const offer = property!.offers[0]!;
    // Leave one unit on the second night only.
    expect(await holdUnits("resort", offer.offerId, ["2032-04-11"], offer.unitsLeft - 1)).toEqual({
      unitsLeft: 1,
    });

    await expect(resorts.hold({ offerId: offer.offerId, query })).rejects.toEqual(
      refused("soldOut"),
    );
    expect((await rows("resort", offer.offerId)).map((x) => x.held)).toEqual([
      0,
      offer.unitsLeft - 1,
    ]);
    expect(await reservations(offer.offerId)).toEqual([]);

    // Two units: the unit type is gone from the search, and marked in the details.
    const offerIds = (await resorts.search(query)).flatMap((p) => p.offers.map((o) => o.offerId));
    expect(offerIds).not.toContain(offer.offerId);
    expect(offerIds.length).toBeGreaterThan(0);
    expect(
      (await resorts.details(property!.id, query)).offers.find((o) => o.offerId === offer.offerId),
    ).toMatchObject({ unitsLeft: 1, available: false });

    // One unit for a party it sleeps is still there.
    const one = { ...query, units: 1, adults: 2 };
    const listed = (await resorts.search(one)).find((p) => p.id === property!.id);
    expect(listed!.offers.find((o) => o.offerId === offer.offerId)).toMatchObject({
      unitsLeft: 1,
      available: true,
    });
    const last = await resorts.hold({ offerId: offer.offerId, query: one });
    expect(last).toMatchObject({ days: ["2032-04-10", "2032-04-11"], quantity: 1 });
    await expect(resorts.hold({ offerId: offer.offerId, query: one })).rejects.toEqual(
      refused("soldOut"),
    );
  });
});

describe("refusals", () => {
  const cruises = sandboxCruiseSupplier(clock);
  const resorts = sandboxResortSupplier(clock);
  const cruise: CruiseQuery = { departFrom: "2032-04-20", departTo: "2032-04-21", adults: 2 };
  const stay: ResortQuery = {
    regionId: LISBON,
    checkIn: "2032-04-20",
    checkOut: "2032-04-21",
    units: 1,
    adults: 2,
  };

  it("answers notFound for unknown waters, lines, sailings, cabins, holds and references", async () => {
    const notFound = refused("notFound");
    await expect(cruises.search({ ...cruise, watersId: "baltic" })).rejects.toEqual(notFound);
    await expect(cruises.search({ ...cruise, lineId: "no-such-line" })).rejects.toEqual(notFound);
    await expect(cruises.details("cs-no-such-ship-20320420", cruise)).rejects.toEqual(notFound);
    const [sailing] = await cruises.search(cruise);
    // A sailing outside the window is not one of the search's.
    const later = { ...cruise, departFrom: "2032-04-22", departTo: "2032-04-30" };
    await expect(cruises.details(sailing!.id, later)).rejects.toEqual(notFound);
    await expect(
      cruises.hold({ offerId: sailing!.offers[0]!.offerId, query: later }),
    ).rejects.toEqual(notFound);
    await expect(
      cruises.hold({ offerId: `${sailing!.id}-penthouse`, query: cruise }),
    ).rejects.toEqual(notFound);
    await expect(cruises.book(randomUUID())).rejects.toEqual(notFound);
    await expect(cruises.cancel("CRU-0000000000")).rejects.toEqual(notFound);

    await expect(resorts.search({ ...stay, regionId: "d-0" })).rejects.toEqual(notFound);
    await expect(resorts.details("rp-0-1", stay)).rejects.toEqual(notFound);
    await expect(resorts.hold({ offerId: "rp-0-1-STU", query: stay })).rejects.toEqual(notFound);
    await expect(resorts.release(randomUUID())).rejects.toEqual(notFound);
    await expect(resorts.cancel("RST-0000000000")).rejects.toEqual(notFound);

    // A cruise hold and booking are unknown to the resort supplier.
    const hold = await cruises.hold({ offerId: sailing!.offers[0]!.offerId, query: cruise });
    await expect(resorts.book(hold.id)).rejects.toEqual(notFound);
    const booking = await cruises.book(hold.id);
    await expect(resorts.cancel(booking.reference)).rejects.toEqual(notFound);
    expect((await cruises.cancel(booking.reference)).status).toBe("cancelled");
  });

  it("answers invalid for bad input and days not on sale", async () => {
    const invalid = refused("invalid");
    await expect(cruises.search({ ...cruise, departFrom: "2032-03-01" })).rejects.toEqual(invalid);
    await expect(cruises.search({ ...cruise, departTo: "2032-12-31" })).rejects.toEqual(invalid);
    await expect(cruises.search({ ...cruise, adults: 7 })).rejects.toEqual(invalid);
    await expect(resorts.search({ ...stay, checkOut: stay.checkIn })).rejects.toEqual(invalid);
    await expect(resorts.search({ ...stay, units: 3 })).rejects.toEqual(invalid);
    await expect(
      resorts.search({ ...stay, checkIn: "2033-12-01", checkOut: "2033-12-02" }),
    ).rejects.toEqual(invalid);
  });
});
