import { beforeAll, describe, expect, it } from "vitest";
import { geo } from "../geo/geo";
import { percentOf } from "../money";
import { MAX_ADVANCE_DAYS } from "../sandbox";
import { SupplierError, type SupplierErrorCode } from "../supplier";
import { cruiseLines } from "./lines";
import { cruiseWaters } from "./ports";
import { sailingsBetween } from "./sailings";
import {
  cabinRates,
  cruiseCandidate,
  cruiseCandidates,
  cruiseQuery,
  guestsOf,
  MAX_CABIN_GUESTS,
  MAX_WINDOW_DAYS,
  sandboxCruiseSupplier,
  type CruiseQuery,
} from "./supplier";

// The real geography (the ports come from it), loaded once for the file.
beforeAll(async () => {
  await geo();
});

const refused = (code: SupplierErrorCode) =>
  expect.objectContaining({ name: "SupplierError", code });

const week: CruiseQuery = {
  departFrom: "2027-05-03",
  departTo: "2027-05-09",
  adults: 2,
  children: 1,
};
const parsed = (q: CruiseQuery) => cruiseQuery.parse(q);

describe("cruise candidates", () => {
  it("are the window's sailings, the same for the same query, by departure date then id", async () => {
    const sailings = await cruiseCandidates(parsed(week));
    expect(await cruiseCandidates(parsed(week))).toEqual(sailings);
    expect(sailings.length).toBeGreaterThan(50);
    const order = sailings.map((s) => `${s.departureDate} ${s.id}`);
    expect([...order].sort()).toEqual(order);
    expect(sailings[0]!.departureDate).toBe(week.departFrom);
    expect(sailings.at(-1)!.departureDate).toBe(week.departTo);
    // Every sailing of the window, since four guests fit in every category.
    const all = await sailingsBetween(week.departFrom, week.departTo);
    expect(sailings.map((s) => s.id)).toEqual(all.map((s) => s.id));
    const first = sailings[0]!;
    expect({
      id: first.id,
      offer: first.offers[0]!.offerId,
      total: first.offers[0]!.rates.totalRate,
    }).toMatchInlineSnapshot(`
      {
        "id": "cs-allure-of-the-seas-20270503",
        "offer": "cs-allure-of-the-seas-20270503-inside",
        "total": 610500,
      }
    `);
  });

  it("offer every cabin category the party fits in, held on the departure day", async () => {
    const cabins = new Map(
      (await sailingsBetween(week.departFrom, week.departTo)).map((s) => [s.id, s.cabins]),
    );
    for (const sailing of await cruiseCandidates(parsed(week))) {
      expect(sailing.offers.map((o) => o.cabin)).toEqual(cabins.get(sailing.id));
      for (const offer of sailing.offers) {
        expect(offer).toMatchObject({
          offerId: offer.cabin.id,
          capacity: offer.cabin.cabinsPerSailing,
          days: [sailing.departureDate],
        });
        expect(offer.offerId).toBe(`${sailing.id}-${offer.cabin.code}`);
      }
    }
  });

  it("price every guest: the fare and the port charges and taxes per person", async () => {
    const q = parsed({ ...week, infants: 1 });
    expect(guestsOf(q)).toBe(4);
    for (const sailing of await cruiseCandidates(q)) {
      for (const offer of sailing.offers) {
        const baseRate = offer.cabin.pricePerPerson * 4;
        const taxAndFee = sailing.taxAndFeePerPerson * 4;
        const totalRate = baseRate + taxAndFee;
        expect(offer.rates).toEqual(cabinRates(sailing, offer.cabin, 4));
        expect(offer.rates).toMatchObject({ baseRate, taxAndFee, markup: 0, totalRate });
        expect(offer.rates.publishedRate).toBe(
          totalRate + percentOf(totalRate, sailing.publishedUpliftBasisPoints),
        );
      }
    }
  });

  it("leave out the categories a larger party does not fit in", async () => {
    const five = await cruiseCandidates(parsed({ ...week, adults: 3, children: 2 }));
    expect(five.length).toBeGreaterThan(0);
    for (const sailing of five) {
      expect(sailing.offers.map((o) => o.cabin.code)).toEqual(["suite"]);
      expect(sailing.offers[0]!.cabin.maxOccupancy).toBeGreaterThanOrEqual(5);
    }
    // A suite takes the most guests of any cabin.
    const year = await sailingsBetween("2027-01-01", "2027-12-31");
    const occupancies = year.flatMap((s) => s.cabins.map((c) => c.maxOccupancy));
    expect(Math.max(...occupancies)).toBe(MAX_CABIN_GUESTS);
    const party = { ...week, adults: MAX_CABIN_GUESTS, children: 0 };
    expect((await cruiseCandidates(parsed(party))).length).toBe(five.length);
    expect(cruiseQuery.safeParse({ ...party, infants: 1 }).success).toBe(false);
  });

  it("of one waters or one line are those of the unfiltered window", async () => {
    const all = await cruiseCandidates(parsed(week));
    const alaska = await cruiseCandidates(parsed({ ...week, watersId: "alaska" }));
    expect(alaska.length).toBeGreaterThan(0);
    expect(alaska).toEqual(all.filter((s) => s.watersId === "alaska"));
    const carnival = await cruiseCandidates(parsed({ ...week, lineId: "carnival" }));
    expect(carnival.length).toBeGreaterThan(0);
    expect(carnival).toEqual(all.filter((s) => s.lineId === "carnival"));
    const both = await cruiseCandidates(
      parsed({ ...week, lineId: "carnival", watersId: "caribbean" }),
    );
    expect(both).toEqual(carnival.filter((s) => s.watersId === "caribbean"));
    expect(cruiseLines().some((l) => l.id === "carnival")).toBe(true);
  });

  it("from one port or of a length in nights are those of the unfiltered window", async () => {
    const all = await cruiseCandidates(parsed(week));
    const miami = all.find((s) => s.embarkation.name === "Miami")!.embarkation.id;
    const fromMiami = await cruiseCandidates(parsed({ ...week, portId: miami }));
    expect(fromMiami.length).toBeGreaterThan(0);
    expect(fromMiami).toEqual(all.filter((s) => s.embarkation.id === miami));
    const week7to10 = await cruiseCandidates(parsed({ ...week, minNights: 7, maxNights: 10 }));
    expect(week7to10.length).toBeGreaterThan(0);
    expect(week7to10).toEqual(all.filter((s) => s.nights >= 7 && s.nights <= 10));
    const short = await cruiseCandidates(parsed({ ...week, maxNights: 4 }));
    expect(short.length).toBeGreaterThan(0);
    expect(short).toEqual(all.filter((s) => s.nights <= 4));
    const exactly = await cruiseCandidates(parsed({ ...week, minNights: 7, maxNights: 7 }));
    expect(exactly).toEqual(all.filter((s) => s.nights === 7));
    expect(cruiseQuery.safeParse({ ...week, minNights: 8, maxNights: 7 }).success).toBe(false);
  });

  it("one by its id is the sailing as the window has it, or none outside the window and filters", async () => {
    const q = parsed({ ...week, watersId: "caribbean", adults: 5 });
    const all = await cruiseCandidates(q);
    expect(all.length).toBeGreaterThan(0);
    for (const sailing of all) expect(await cruiseCandidate(q, sailing.id)).toEqual(sailing);
    const first = all[0]!;
    const elsewhere = [
      parsed({ ...week, departFrom: "2027-05-10", departTo: "2027-05-20" }),
      parsed({ ...week, watersId: "alaska" }),
      parsed({ ...week, minNights: first.nights + 1 }),
    ];
    for (const other of elsewhere) expect(await cruiseCandidate(other, first.id)).toBeUndefined();
    expect(await cruiseCandidate(q, `${first.id}x`)).toBeUndefined();
    expect(await cruiseCandidate(q, "cs-no-such-ship-20270505")).toBeUndefined();
    await expect(cruiseCandidate({ ...q, lineId: "no-such-line" }, first.id)).rejects.toEqual(
      refused("notFound"),
    );
  });

  it("refuse an unknown waters, line or departure port as notFound", async () => {
    // Nassau is a port of call: no sailing leaves from it.
    const caribbean = (await cruiseWaters()).find((w) => w.id === "caribbean")!;
    const nassau = caribbean.calls.find((p) => p.name === "Nassau")!.id;
    await expect(cruiseCandidates(parsed({ ...week, portId: nassau }))).rejects.toEqual(
      refused("notFound"),
    );
    await expect(cruiseCandidates(parsed({ ...week, portId: "port-nowhere" }))).rejects.toEqual(
      refused("notFound"),
    );
    await expect(cruiseCandidates(parsed({ ...week, watersId: "baltic" }))).rejects.toEqual(
      refused("notFound"),
    );
    await expect(cruiseCandidates(parsed({ ...week, lineId: "no-such-line" }))).rejects.toEqual(
      refused("notFound"),
    );
  });
});

describe("the cruise query", () => {
  it("takes a window of up to MAX_WINDOW_DAYS departure dates and a party of one cabin", () => {
    expect(parsed({ departFrom: "2027-05-03", departTo: "2027-05-03", adults: 1 })).toEqual({
      departFrom: "2027-05-03",
      departTo: "2027-05-03",
      adults: 1,
      children: 0,
      infants: 0,
    });
    expect(MAX_WINDOW_DAYS).toBe(92);
    // 92 dates, both ends included.
    const quarter = { ...week, departFrom: "2027-05-01", departTo: "2027-07-31" };
    expect(cruiseQuery.safeParse(quarter).success).toBe(true);
    for (const bad of [
      { ...quarter, departTo: "2027-08-01" },
      { ...week, departTo: "2027-05-02" },
      { ...week, departFrom: "2027-5-3" },
      { ...week, adults: 0 },
      { ...week, children: -1 },
      { ...week, adults: 1.5 },
      { ...week, adults: 4, children: 2, infants: 1 },
      { ...week, watersId: "Caribbean" },
      { ...week, lineId: "" },
    ]) {
      expect(cruiseQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("the sandbox cruise supplier", () => {
  // Refusals before any database access.
  const cruises = sandboxCruiseSupplier(() => new Date("2027-05-10T23:30:00Z"));

  it("sells windows from yesterday in UTC to MAX_ADVANCE_DAYS ahead", async () => {
    const invalid = refused("invalid");
    const from = { ...week, departFrom: "2027-05-08", departTo: "2027-05-20" };
    await expect(cruises.search(from)).rejects.toEqual(invalid);
    // 550 days after 2027-05-10 is 2028-11-10: the last departure sold.
    expect(MAX_ADVANCE_DAYS).toBe(550);
    const late = { ...week, departFrom: "2028-11-01", departTo: "2028-11-11" };
    await expect(cruises.search(late)).rejects.toEqual(invalid);
    await expect(cruises.hold({ offerId: "x", query: late })).rejects.toEqual(invalid);
  });

  it("refuses bad input as invalid, naming the field", async () => {
    const error = await cruises
      .search({ ...week, departFrom: "2027-05-11", departTo: "2027-12-31" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ code: "invalid", status: 400 });
    expect((error as Error).message).toMatch(/^departTo: /);
    await expect(cruises.details("", week)).rejects.toEqual(refused("invalid"));
  });
});
