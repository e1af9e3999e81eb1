import { beforeAll, describe, expect, it } from "vitest";
import { haversineMiles, roundTo } from "../geo/geodesy";
import { percentOf } from "../money";
import { byValue, DEFAULT_DEAL_LIMIT } from "../ranking";
import {
  FALLBACK_DESTINATIONS,
  nearbyDestinations,
  RESORT_RADIUS_MILES,
  resortDeals,
  type ResortDeal,
} from "./deals";
import { propertiesForDestination, resortDestinations, type ResortDestination } from "./properties";

let destinations: readonly ResortDestination[];
beforeAll(async () => {
  destinations = (await resortDestinations()).list;
});

const NASSAU = { latitude: 25.0781, longitude: -77.3386 };
const SANTO_DOMINGO = { latitude: 18.4764, longitude: -69.8933 };
/** Mid-Atlantic, hundreds of miles from any destination. */
const OCEAN = { latitude: 30, longitude: -40 };

describe("nearbyDestinations", () => {
  it("takes every destination within the radius, nearest first", () => {
    const near = nearbyDestinations(destinations, NASSAU);
    const expected = destinations
      .filter((d) => haversineMiles(NASSAU, d) <= RESORT_RADIUS_MILES)
      .sort((a, b) => haversineMiles(NASSAU, a) - haversineMiles(NASSAU, b));
    expect(near).toEqual(expected);
    expect(near.map((d) => d.name)).toEqual(["Nassau", "Freeport City"]);
  });

  it("falls back to the nearest few when none is within the radius", () => {
    const near = nearbyDestinations(destinations, OCEAN);
    expect(near).toHaveLength(FALLBACK_DESTINATIONS);
    const nearest = Math.min(...destinations.map((d) => haversineMiles(OCEAN, d)));
    expect(nearest).toBeGreaterThan(RESORT_RADIUS_MILES);
    expect(haversineMiles(OCEAN, near[0]!)).toBe(nearest);
    const miles = near.map((d) => haversineMiles(OCEAN, d));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });
});

describe("resortDeals", () => {
  let deals: ResortDeal[];
  beforeAll(async () => {
    deals = await resortDeals(NASSAU);
  });

  it("prices one night of each nearby property's cheapest unit, best value first", () => {
    const properties = nearbyDestinations(destinations, NASSAU).flatMap(propertiesForDestination);
    expect(deals).toHaveLength(Math.min(DEFAULT_DEAL_LIMIT, properties.length));
    expect([...deals].sort(byValue)).toEqual(deals);
    const byId = new Map(properties.map((p) => [p.id, p]));
    for (const d of deals) {
      const p = byId.get(d.id)!;
      const unit = p.units[0]!;
      expect(d).toEqual({
        id: p.id,
        name: p.name,
        stars: p.stars,
        image: p.imageKeys[0],
        destinationId: p.destination.id,
        destinationName: p.destination.name,
        countryName: "Bahamas",
        subregionName: "Caribbean",
        regionName: "Americas",
        latitude: p.latitude,
        longitude: p.longitude,
        distance: roundTo(haversineMiles(NASSAU, p), 2),
        unitName: unit.name,
        sleeps: unit.sleeps,
        rates: {
          baseRate: unit.nightlyBaseRate,
          taxAndFee: percentOf(unit.nightlyBaseRate, p.taxAndFeeBasisPoints),
          markup: 0,
          publishedRate: expect.any(Number),
          totalRate: unit.nightlyBaseRate + percentOf(unit.nightlyBaseRate, p.taxAndFeeBasisPoints),
          discountPercentage: expect.any(Number),
        },
        link: `/booknow/resort/details?propertyId=${p.id}`,
      });
      expect(d.rates.publishedRate).toBeGreaterThan(d.rates.totalRate);
    }
    expect(deals.map((d) => d.destinationName)).toContain("Freeport City");
  });

  it("keeps the best deals of all nearby properties, not the first ones found", async () => {
    const every = await resortDeals(SANTO_DOMINGO, { limit: Infinity });
    const properties = nearbyDestinations(destinations, SANTO_DOMINGO).flatMap(
      propertiesForDestination,
    );
    expect(every).toHaveLength(properties.length);
    expect(properties.length).toBeGreaterThan(DEFAULT_DEAL_LIMIT);
    expect([...every].sort(byValue)).toEqual(every);
    expect(await resortDeals(SANTO_DOMINGO)).toEqual(every.slice(0, DEFAULT_DEAL_LIMIT));
    expect(every.slice(0, DEFAULT_DEAL_LIMIT).map((d) => d.id)).not.toEqual(
      properties.slice(0, DEFAULT_DEAL_LIMIT).map((p) => p.id),
    );
  });

  it("applies the agency's markup, a share of the wholesale rate or a fixed amount", async () => {
    const percent = await resortDeals(NASSAU, { markup: { kind: "percent", basisPoints: 1500 } });
    const fixed = await resortDeals(NASSAU, { markup: { kind: "fixed", amountMinor: 2500 } });
    const plain = new Map(deals.map((d) => [d.id, d.rates]));
    for (const d of percent) {
      expect(d.rates.markup).toBe(percentOf(d.rates.baseRate, 1500));
      expect(d.rates.totalRate).toBe(plain.get(d.id)!.totalRate + d.rates.markup);
    }
    for (const d of fixed) {
      expect(d.rates.markup).toBe(2500);
      expect(d.rates.totalRate).toBe(d.rates.baseRate + d.rates.taxAndFee + 2500);
    }
  });

  it("finds resorts for a point far from any destination, and honours a limit", async () => {
    const far = await resortDeals(OCEAN, { limit: 2 });
    expect(far).toHaveLength(2);
    expect(far[0]!.distance).toBeGreaterThan(RESORT_RADIUS_MILES);
    expect(await resortDeals(NASSAU)).toEqual(deals);
  });
});
