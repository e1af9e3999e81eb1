import { beforeAll, describe, expect, it } from "vitest";
import { geo } from "../geo/geo";
import { percentOf } from "../money";
import { cheapestFirst } from "../sandbox";
import { SupplierError, type SupplierErrorCode } from "../supplier";
import { resortDeals } from "./deals";
import { propertiesForDestination, resortDestinations } from "./properties";
import { regionTree } from "./regions";
import {
  destinationsIn,
  guestsPerUnit,
  MAX_UNIT_SLEEPS,
  MAX_UNITS,
  resortCandidates,
  resortQuery,
  sandboxResortSupplier,
  unitStayRates,
  type ResortQuery,
} from "./supplier";

// The real geography and region tree, loaded once for the file.
beforeAll(async () => {
  await Promise.all([geo(), regionTree(), resortDestinations()]);
});

const refused = (code: SupplierErrorCode) =>
  expect.objectContaining({ name: "SupplierError", code });

const LISBON = "d-1620619017";
const PORTUGAL = "c-PT";
const stay: ResortQuery = {
  regionId: LISBON,
  checkIn: "2027-05-03",
  checkOut: "2027-05-06",
  units: 2,
  adults: 3,
  children: 1,
};
const parsed = (q: ResortQuery) => resortQuery.parse(q);

describe("resort candidates", () => {
  it("are the destination's properties, the same for the same query, cheapest first", async () => {
    const properties = await resortCandidates(parsed(stay));
    expect(await resortCandidates(parsed(stay))).toEqual(properties);
    expect(properties.length).toBeGreaterThan(1);
    expect([...properties].sort(cheapestFirst)).toEqual(properties);
    expect(cheapestFirst(properties[0]!, properties.at(-1)!)).toBeLessThan(0);
    const lisbon = (await resortDestinations()).byId.get(LISBON)!;
    expect(properties.map((p) => p.id).sort()).toEqual(
      propertiesForDestination(lisbon)
        .map((p) => p.id)
        .sort(),
    );
    const first = properties[0]!;
    expect({
      id: first.id,
      offer: first.offers[0]!.offerId,
      total: first.offers[0]!.rates.totalRate,
    }).toMatchInlineSnapshot(`
      {
        "id": "rp-1620619017-4",
        "offer": "rp-1620619017-4-STU",
        "total": 41560,
      }
    `);
  });

  it("price the whole stay: nightly rate × nights × units, with the property's taxes", async () => {
    for (const property of await resortCandidates(parsed(stay))) {
      for (const offer of property.offers) {
        const baseRate = offer.unit.nightlyBaseRate * 3 * 2;
        const taxAndFee = percentOf(baseRate, property.taxAndFeeBasisPoints);
        expect(offer).toMatchObject({ offerId: offer.unit.id, capacity: offer.unit.unitsPerNight });
        expect(offer.rates).toEqual(unitStayRates(property, offer.unit, 3, 2));
        expect(offer.rates).toMatchObject({
          baseRate,
          taxAndFee,
          markup: 0,
          totalRate: baseRate + taxAndFee,
        });
        expect(offer.rates.publishedRate).toBe(
          baseRate +
            taxAndFee +
            percentOf(baseRate + taxAndFee, property.publishedUpliftBasisPoints),
        );
      }
    }
  });

  it("cost what the resort deals ask for one night of the cheapest unit", async () => {
    const lisbon = (await resortDestinations()).byId.get(LISBON)!;
    const deals = await resortDeals(lisbon, { limit: Infinity });
    const night = { ...stay, checkOut: "2027-05-04", units: 1, adults: 1, children: 0 };
    const properties = await resortCandidates(parsed(night));
    const mine = deals.filter((d) => d.destinationId === LISBON);
    expect(mine.length).toBe(properties.length);
    for (const deal of mine) {
      const property = properties.find((p) => p.id === deal.id)!;
      // Units are cheapest first, and one guest fits in every one.
      expect(property.offers[0]!.unit.name).toBe(deal.unitName);
      expect(property.offers[0]!.rates).toEqual(deal.rates);
    }
  });

  it("offer only unit types that sleep the party spread over the units", async () => {
    expect(guestsPerUnit(parsed(stay))).toBe(2);
    expect(guestsPerUnit(parsed({ ...stay, adults: 3, children: 0 }))).toBe(2);
    expect(guestsPerUnit(parsed({ ...stay, units: 1, adults: 2, children: 3 }))).toBe(5);
    const all = await resortCandidates(parsed(stay));
    // Two guests a unit: studios sleep two, so every unit type is offered.
    const lisbon = (await resortDestinations()).byId.get(LISBON)!;
    const units = new Map(propertiesForDestination(lisbon).map((p) => [p.id, p.units]));
    for (const property of all) {
      expect(property.offers.map((o) => o.unit)).toEqual(units.get(property.id));
    }
    const five = await resortCandidates(parsed({ ...stay, units: 1, adults: 2, children: 3 }));
    expect(five.length).toBe(all.length);
    for (const property of five) {
      expect(property.offers.map((o) => o.unit.code)).toEqual(["2BR"]);
      expect(property.offers[0]!.unit.sleeps).toBeGreaterThanOrEqual(5);
    }
    const three = await resortCandidates(parsed({ ...stay, units: 1, adults: 3, children: 0 }));
    for (const property of three) {
      expect(property.offers.map((o) => o.unit.code)).toEqual(["1BR", "2BR"]);
    }
    // No unit sleeps more than MAX_UNIT_SLEEPS: a larger party takes more units.
    const { list } = await resortDestinations();
    const sleeps = list
      .slice(0, 50)
      .flatMap((d) => propertiesForDestination(d).flatMap((p) => p.units.map((u) => u.sleeps)));
    expect(Math.max(...sleeps)).toBe(MAX_UNIT_SLEEPS);
  });

  it("of a country, sub-region or region are those of every destination in it", async () => {
    const tree = await regionTree();
    const portugal = await destinationsIn(PORTUGAL);
    expect(portugal.map((d) => d.id)).toEqual(tree.children.get(PORTUGAL)!.map((r) => r.id));
    expect(portugal.map((d) => d.id)).toContain(LISBON);
    expect((await destinationsIn(LISBON)).map((d) => d.id)).toEqual([LISBON]);
    const southern = await destinationsIn("sr-southern-europe");
    const europe = await destinationsIn("r-europe");
    expect(southern.length).toBeGreaterThan(portugal.length);
    expect(europe.length).toBeGreaterThan(southern.length);
    expect(southern.map((d) => d.id)).toEqual(expect.arrayContaining(portugal.map((d) => d.id)));
    expect(europe.every((d) => d.regionName === "Europe")).toBe(true);
    expect(new Set(europe.map((d) => d.id)).size).toBe(europe.length);

    const country = await resortCandidates(parsed({ ...stay, regionId: PORTUGAL }));
    expect([...country].sort(cheapestFirst)).toEqual(country);
    expect(country.map((p) => p.id).sort()).toEqual(
      portugal
        .flatMap(propertiesForDestination)
        .map((p) => p.id)
        .sort(),
    );
    const lisbon = await resortCandidates(parsed(stay));
    expect(country.filter((p) => p.destination.id === LISBON)).toEqual(lisbon);
  });

  it("refuse an unknown region as notFound", async () => {
    for (const regionId of ["d-0", "c-XX", "r-atlantis", "rp-1620619017-1"]) {
      await expect(resortCandidates(parsed({ ...stay, regionId }))).rejects.toEqual(
        refused("notFound"),
      );
    }
  });
});

describe("the resort query", () => {
  it("takes 1 to 60 nights and a party every unit has an adult and beds for", () => {
    expect(parsed({ ...stay, children: undefined })).toMatchObject({ children: 0 });
    const sixty = { ...stay, checkIn: "2027-05-01", checkOut: "2027-06-30" };
    expect(resortQuery.safeParse(sixty).success).toBe(true);
    const full = { ...stay, units: MAX_UNITS, adults: MAX_UNITS * MAX_UNIT_SLEEPS, children: 0 };
    expect(resortQuery.safeParse(full).success).toBe(true);
    for (const bad of [
      { ...sixty, checkOut: "2027-07-01" },
      { ...stay, checkOut: stay.checkIn },
      { ...stay, checkIn: "2027-05-07" },
      { ...stay, units: 0 },
      { ...stay, units: MAX_UNITS + 1, adults: MAX_UNITS + 1 },
      { ...stay, units: 2, adults: 1, children: 1 },
      { ...stay, units: 1, adults: 4, children: 3 },
      { ...stay, adults: 2.5 },
      { ...stay, regionId: "" },
    ]) {
      expect(resortQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("the sandbox resort supplier", () => {
  // Refusals before any database access.
  const resorts = sandboxResortSupplier(() => new Date("2027-05-10T23:30:00Z"));

  it("sells from yesterday in UTC to MAX_ADVANCE_DAYS ahead", async () => {
    const invalid = refused("invalid");
    const past = { ...stay, checkIn: "2027-05-08", checkOut: "2027-05-12" };
    await expect(resorts.search(past)).rejects.toEqual(invalid);
    const late = { ...stay, checkIn: "2028-11-10", checkOut: "2028-11-12" };
    await expect(resorts.search(late)).rejects.toEqual(invalid);
  });

  it("refuses bad input as invalid, naming the field", async () => {
    const error = await resorts
      .search({ ...stay, checkIn: "2027-06-01", checkOut: "2027-06-03", units: 4 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ code: "invalid", status: 400 });
    expect((error as Error).message).toMatch(/^adults: /);
    await expect(resorts.hold({ query: stay } as never)).rejects.toEqual(refused("invalid"));
  });
});
