import { describe, expect, it } from "vitest";
import { resortOfferSnapshot, resortQuery } from "@/lib/contract/resort";
import { ApiError } from "../../errors";
import { NO_MARKUP } from "../../inventory/money";
import { resortPolicy } from "../../inventory/resort/policy";
import { resortCandidates, type ResortResult } from "../../inventory/resort/supplier";
import { resortAdapter, unitRatesWithMarkup } from "./adapter";

/** The resort adapter's own rules (adapter.ts), on Lisbon's properties for a stay in 2031. */

const LISBON = "d-1620619017";
const stay = (party: { units?: number; adults?: number; children?: number } = {}) =>
  resortQuery.parse({
    regionId: LISBON,
    checkIn: "2031-07-10",
    checkOut: "2031-07-14",
    units: 1,
    adults: 2,
    ...party,
  });

/** A property of the stay as the supplier's hold answers with it: every unit left. */
async function held(q = stay()): Promise<ResortResult> {
  const [property] = await resortCandidates(q);
  return {
    ...property!,
    offers: property!.offers.map((o) => ({ ...o, unitsLeft: o.capacity, available: true })),
  };
}

describe("the resort adapter", () => {
  it("describes the held unit with every field of the contract's snapshot, priced with the markup", async () => {
    const q = stay({ units: 2, adults: 3, children: 1 });
    const property = await held(q);
    const offer = property.offers.at(-1)!;
    const markup = { kind: "percent", basisPoints: 1500 } as const;
    const described = await resortAdapter.describe(q, offer.offerId, property, markup);
    const rates = unitRatesWithMarkup(property, offer.unit, q, markup);
    expect(described.rates).toEqual(rates);
    expect(rates.markup).toBeGreaterThan(0);
    expect(described.units).toBe(2);
    expect(resortOfferSnapshot.parse(described.snapshot)).toEqual({
      product: "resort",
      propertyId: property.id,
      propertyName: property.name,
      stars: property.stars,
      image: property.imageKeys[0],
      destination: "Lisbon",
      countryName: "Portugal",
      timeZone: "Europe/Lisbon",
      unitName: offer.unit.name,
      unitType: offer.unit.type,
      sleeps: offer.unit.sleeps,
      checkIn: "2031-07-10",
      checkOut: "2031-07-14",
      nights: 4,
      units: 2,
      adults: 3,
      children: 1,
      policy: resortPolicy(property, "2031-07-10", rates.totalRate),
    });
    expect(() => resortAdapter.describe(q, `${property.id}-XXX`, property, NO_MARKUP)).toThrow(
      expect.objectContaining({ code: "notFound" }),
    );
  });

  it("sells four- and five-star stays on a 30 % deposit, the balance 30 days before", async () => {
    const { snapshot } = await resortAdapter.describe(
      stay(),
      (await held()).offers[0]!.offerId,
      await held(),
      NO_MARKUP,
    );
    for (const stars of [3, 4, 5]) {
      expect(resortAdapter.paymentTerms!({ ...snapshot, stars } as typeof snapshot)).toEqual(
        stars === 3 ? null : { depositPercent: 30, balanceDaysBefore: 30 },
      );
    }
  });

  it("refuses a party a unit type cannot sleep with a 400 before anything is held", async () => {
    const property = await held();
    const studio = property.offers.find((o) => o.unit.type === "studio")!.offerId;
    // Five guests over two units: three in one, more than a studio sleeps.
    await expect(resortAdapter.check!(stay({ units: 2, adults: 5 }), studio)).rejects.toEqual(
      new ApiError("badRequest", "query: a Studio sleeps at most 2; the party needs 3 a unit"),
    );
    await expect(
      resortAdapter.check!(stay({ units: 2, adults: 4 }), studio),
    ).resolves.toBeUndefined();
    // An offer of no property is the supplier's 404 to give.
    await expect(resortAdapter.check!(stay(), "rp-0-1-STU")).resolves.toBeUndefined();
  });

  it("wants a guest named for each unit, and none beyond them", async () => {
    const property = await held(stay({ units: 2, adults: 2 }));
    const { snapshot } = await resortAdapter.describe(
      stay({ units: 2, adults: 2 }),
      property.offers[0]!.offerId,
      property,
      NO_MARKUP,
    );
    const now = new Date("2031-01-01T00:00:00Z");
    const guest = (unit: number) => ({ firstName: "Ana", lastName: "Silva", unit });
    expect(() => resortAdapter.checkTravellers(snapshot, [guest(0)], now)).toThrow(
      "travellers: name a guest for unit 2",
    );
    expect(() =>
      resortAdapter.checkTravellers(snapshot, [guest(0), guest(1), guest(2)], now),
    ).toThrow("travellers: there are 2 units");
    expect(() => resortAdapter.checkTravellers(snapshot, [guest(1), guest(0)], now)).not.toThrow();
  });
});
