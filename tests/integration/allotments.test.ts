import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as hotelSearch } from "@/app/api/dealray/deals/hotel-search/route";
import { hotelDealsResponse } from "@/lib/contract/deals";
import { getDb } from "@/lib/server/db/client";
import { supplierAllotments as a } from "@/lib/server/db/schema";
import {
  availability,
  cancelSale,
  daysFrom,
  ensureAllotments,
  hold,
  release,
  sell,
  type AllotmentProduct,
} from "@/lib/server/inventory/allotments";
import { hotelDeals } from "@/lib/server/inventory/hotels/deals";
import { send } from "../support/http";

// PostgreSQL runs share one database: every item here is new to this run, and the stay period
// below is used by no other file.
const fresh = (label: string) => `test-${label}-${randomUUID()}`;
const DAYS = ["2027-03-01", "2027-03-02", "2027-03-03"];

async function row(product: AllotmentProduct, itemId: string, day: string) {
  const db = await getDb();
  const [r] = await db
    .select()
    .from(a)
    .where(and(eq(a.product, product), eq(a.itemId, itemId), eq(a.day, day)));
  return r;
}

/** A hotel room of DAYS with 4 rooms a night but 2 the middle night. */
async function shortMiddleNight() {
  const itemId = fresh("hotels");
  await ensureAllotments(
    DAYS.map((day, i) => ({ product: "hotels" as const, itemId, day, capacity: [4, 2, 4][i]! })),
  );
  return itemId;
}

async function seeded(capacity: number, days = DAYS, product: AllotmentProduct = "flights") {
  const itemId = fresh(product);
  await ensureAllotments(days.map((day) => ({ product, itemId, day, capacity })));
  return itemId;
}

describe("daysFrom", () => {
  it("counts days across month ends", () => {
    expect(daysFrom("2027-02-27", 3)).toEqual(["2027-02-27", "2027-02-28", "2027-03-01"]);
    expect(daysFrom("2027-02-27", 0)).toEqual([]);
  });
});

describe("ensureAllotments", () => {
  it("creates missing rows once and never changes existing ones", async () => {
    const item = await seeded(10);
    expect(await hold("flights", item, DAYS, 3)).toEqual({ unitsLeft: 7 });
    expect(await sell("flights", item, DAYS.slice(0, 1), 2)).toBe(true);
    const before = await row("flights", item, DAYS[0]!);
    expect(before).toMatchObject({ capacity: 10, held: 1, sold: 2 });

    // A second call, even with another capacity and a duplicated row, changes nothing.
    const again = { product: "flights" as const, itemId: item, day: DAYS[0]!, capacity: 99 };
    await ensureAllotments([again, again]);
    expect(await row("flights", item, DAYS[0]!)).toEqual(before);
    expect(await availability("flights", [item], DAYS)).toEqual(new Map([[item, 7]]));
  });

  it("inserts large batches in chunks", async () => {
    const days = daysFrom("2031-01-01", 1500);
    const item = await seeded(2, days);
    const db = await getDb();
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(a)
      .where(eq(a.itemId, item))) as [{ n: number }];
    expect(n).toBe(1500);
    expect(await availability("flights", [item], days)).toEqual(new Map([[item, 2]]));
  });
});

describe("availability", () => {
  it("is the smallest remainder over the days; unknown items are absent", async () => {
    const item = fresh("cars");
    await ensureAllotments([
      { product: "cars", itemId: item, day: DAYS[0]!, capacity: 5 },
      { product: "cars", itemId: item, day: DAYS[1]!, capacity: 8 },
    ]);
    const other = await seeded(4, DAYS.slice(0, 2), "cars");
    expect(await hold("cars", item, [DAYS[1]!], 6)).toEqual({ unitsLeft: 2 });

    const two = DAYS.slice(0, 2);
    expect(await availability("cars", [item, other], two)).toEqual(
      new Map([
        [item, 2],
        [other, 4],
      ]),
    );
    expect(await availability("cars", [item], [DAYS[0]!, DAYS[0]!])).toEqual(new Map([[item, 5]]));
    // A day without a row is unknown, as is another product's item.
    expect(await availability("cars", [item], DAYS)).toEqual(new Map());
    expect(await availability("activities", [item], two)).toEqual(new Map());
    expect(await availability("cars", [], two)).toEqual(new Map());
  });
});

describe("hold, release, sell, cancelSale", () => {
  it("never go beyond capacity or below zero", async () => {
    const item = await seeded(3, DAYS.slice(0, 1));
    const day = [DAYS[0]!];
    // A hold answers with the least units left on its days after it, or null.
    expect(await hold("flights", item, day, 4)).toBeNull();
    expect(await hold("flights", item, day, 2)).toEqual({ unitsLeft: 1 });
    expect(await hold("flights", item, day, 2)).toBeNull();
    expect(await release("flights", item, day, 3)).toBe(false);
    expect(await sell("flights", item, day, 3)).toBe(false);
    expect(await sell("flights", item, day, 2)).toBe(true);
    expect(await row("flights", item, day[0]!)).toMatchObject({ held: 0, sold: 2 });
    expect(await release("flights", item, day, 1)).toBe(false);
    expect(await hold("flights", item, day, 1)).toEqual({ unitsLeft: 0 });
    expect(await hold("flights", item, day, 1)).toBeNull();
    expect(await release("flights", item, day, 1)).toBe(true);
    expect(await cancelSale("flights", item, day, 3)).toBe(false);
    expect(await cancelSale("flights", item, day, 2)).toBe(true);
    expect(await row("flights", item, day[0]!)).toMatchObject({ capacity: 3, held: 0, sold: 0 });
    await expect(hold("flights", item, day, 0)).rejects.toThrow(RangeError);
    await expect(hold("flights", item, [], 1)).rejects.toThrow(RangeError);
  });

  it("change every day or none", async () => {
    const item = await shortMiddleNight();
    // The middle day has only 2 rooms: a hold of 3 must leave the other days untouched.
    expect(await hold("hotels", item, DAYS, 3)).toBeNull();
    expect(await availability("hotels", [item], DAYS)).toEqual(new Map([[item, 2]]));
    for (const day of DAYS) expect((await row("hotels", item, day))!.held).toBe(0);

    // A day without a row refuses too.
    expect(await hold("hotels", item, [...DAYS, "2027-03-04"], 1)).toBeNull();
    expect((await row("hotels", item, DAYS[0]!))!.held).toBe(0);

    expect(await hold("hotels", item, DAYS, 2)).toEqual({ unitsLeft: 0 });
    expect(await sell("hotels", item, DAYS, 1)).toBe(true);
    // Only 1 is held a night: releasing 2 fails and every night keeps its hold and sale.
    expect(await release("hotels", item, DAYS, 2)).toBe(false);
    for (const day of DAYS)
      expect(await row("hotels", item, day)).toMatchObject({ held: 1, sold: 1 });
  });

  it("in a caller's transaction, are undone with it when a day refuses", async () => {
    const item = await shortMiddleNight();
    const db = await getDb();
    const refused = new Error("refused");
    // The first night is taken before the second refuses; the caller's rollback gives it back.
    await expect(
      db.transaction(async (tx) => {
        if (!(await hold("hotels", item, DAYS, 3, tx))) throw refused;
      }),
    ).rejects.toBe(refused);
    for (const day of DAYS) expect((await row("hotels", item, day))!.held).toBe(0);
    // And a change that fits is kept with the caller's commit.
    await db.transaction(async (tx) => {
      expect(await hold("hotels", item, DAYS, 2, tx)).toEqual({ unitsLeft: 0 });
    });
    for (const day of DAYS) expect((await row("hotels", item, day))!.held).toBe(2);
  });

  it("is backed by a CHECK constraint in the database", async () => {
    const item = await seeded(2, DAYS.slice(0, 1));
    const db = await getDb();
    await expect(db.update(a).set({ sold: 3 }).where(eq(a.itemId, item))).rejects.toThrow();
    await expect(db.update(a).set({ held: -1 }).where(eq(a.itemId, item))).rejects.toThrow();
  });

  it("lets exactly the remaining units through to parallel holds", async () => {
    const item = await seeded(10, DAYS.slice(0, 2));
    expect(await hold("flights", item, DAYS.slice(0, 2), 4)).toEqual({ unitsLeft: 6 });
    expect(await sell("flights", item, DAYS.slice(0, 2), 4)).toBe(true);
    expect(await hold("flights", item, [DAYS[1]!], 3)).toEqual({ unitsLeft: 3 });
    // 6 left on the first day, 3 on the second: 12 parallel two-day holds of one.
    const results = await Promise.all(
      Array.from({ length: 12 }, () => hold("flights", item, DAYS.slice(0, 2), 1)),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await row("flights", item, DAYS[0]!)).toMatchObject({ held: 3, sold: 4 });
    expect(await row("flights", item, DAYS[1]!)).toMatchObject({ held: 6, sold: 4 });

    // And single-day holds of two on the last 3 units of the first day: one gets them.
    const pairs = await Promise.all(
      Array.from({ length: 8 }, () => hold("flights", item, [DAYS[0]!], 2)),
    );
    expect(pairs.filter(Boolean)).toHaveLength(1);
    expect(await availability("flights", [item], [DAYS[0]!])).toEqual(new Map([[item, 1]]));
  });
});

describe("hotel deals respect the allotments", () => {
  const DEMO = "demo.localhost:3000";
  const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
  const body = {
    occupancies: [{ numOfRoom: 2, numOfAdults: 3, numOfChildren: 0, childAges: [] }],
    stayPeriod: { start: DAYS[0]!, end: DAYS[2]! },
    ...MUMBAI,
    radius: 15,
  };
  const nights = DAYS.slice(0, 2);
  const search = async () => {
    const r = await send(hotelSearch, DEMO, "/api/dealray/deals/hotel-search", { body });
    expect(r.status).toBe(200);
    return hotelDealsResponse.parse(r.body).response;
  };

  it("creates rows for the returned room types and omits a hotel sold out for one night", async () => {
    const ranked = await hotelDeals(
      {
        ...MUMBAI,
        radiusMiles: 15,
        checkIn: DAYS[0]!,
        checkOut: DAYS[2]!,
        rooms: 2,
        adults: 3,
        children: 0,
      },
      { limit: Infinity },
    );
    const roomOf = new Map(ranked.map((d) => [d.id, d]));

    const first = await search();
    expect(first.length).toBe(12);
    expect(ranked.length).toBeGreaterThan(first.length);
    // With rooms everywhere the response is the generator's, minus the server-side fields.
    expect(first.map((d) => d.id)).toEqual(ranked.slice(0, 12).map((d) => d.id));
    expect(JSON.stringify(first)).not.toMatch(/roomTypeId|roomsPerNight/);
    for (const d of first) {
      const deal = roomOf.get(d.id)!;
      for (const night of nights) {
        expect(await row("hotels", deal.roomTypeId, night)).toMatchObject({
          capacity: deal.roomsPerNight,
        });
      }
      // Check-out day is not a night of the stay.
      expect(await row("hotels", deal.roomTypeId, DAYS[2]!)).toBeUndefined();
    }

    // Leave one room of the first hotel's room type on the second night: 2 are asked for.
    const target = roomOf.get(first[0]!.id)!;
    const db = await getDb();
    const where = and(
      eq(a.product, "hotels"),
      eq(a.itemId, target.roomTypeId),
      eq(a.day, nights[1]!),
    );
    const { sold } = (await row("hotels", target.roomTypeId, nights[1]!))!;
    await db
      .update(a)
      .set({ sold: sql`${a.capacity} - ${a.held} - 1` })
      .where(where);
    try {
      const next = await search();
      expect(next.map((d) => d.id)).not.toContain(target.id);
      // The next best hotel takes its place; the others are unchanged.
      expect(next.map((d) => d.id)).toEqual(
        ranked
          .slice(0, 13)
          .map((d) => d.id)
          .filter((id) => id !== target.id),
      );
      expect(next.slice(0, 11)).toEqual(first.slice(1));
    } finally {
      await db.update(a).set({ sold }).where(where);
    }
    expect((await search()).map((d) => d.id)).toEqual(first.map((d) => d.id));
  });
});
