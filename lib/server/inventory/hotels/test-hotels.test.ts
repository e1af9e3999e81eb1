import { beforeAll, describe, expect, it } from "vitest";
import { LISBON, NEW_YORK } from "../fixtures";
import { geo } from "../geo/geo";
import { percentOf } from "../money";
import { hotelsForCity, ordinaryNightlyRate } from "./generate";
import { hotelProfile } from "./profile";
import { hotelCandidates, hotelQuery } from "./supplier";
import {
  hotelTestBehaviour,
  isTestHotel,
  TEST_HOTEL_KINDS,
  testHotelId,
  testHotelsForCity,
} from "./test-hotels";

describe("testHotelsForCity", () => {
  it("names one hotel per behaviour and a last-room hotel, with ids by slug", () => {
    const hotels = testHotelsForCity(LISBON);
    expect(hotels.map((h) => [h.id, h.name, h.behaviour])).toEqual([
      ["h-1620619017-test-sold-out", "Sandbox Test Hotel – Sold Out", "soldOut"],
      ["h-1620619017-test-price-change", "Sandbox Test Hotel – Price Change", "priceChange"],
      ["h-1620619017-test-fails-at-book", "Sandbox Test Hotel – Fails at Booking", "failsAtBook"],
      [
        "h-1620619017-test-fails-at-cancel",
        "Sandbox Test Hotel – Fails at Cancellation",
        "failsAtCancel",
      ],
      ["h-1620619017-test-last-room", "Sandbox Test Hotel – Last Room", undefined],
    ]);
    expect(testHotelsForCity(LISBON)).toEqual(hotels);
  });

  it("are ordinary 3-star hotels with one refundable BB double, priced like one in the city", () => {
    for (const city of [LISBON, NEW_YORK]) {
      for (const hotel of testHotelsForCity(city)) {
        expect(hotel.stars).toBe(3);
        expect(hotel.cityId).toBe(city.id);
        expect(hotel.isFreeCancellation).toBe(true);
        expect(hotel.distanceFromCentreMiles).toBeLessThan(1);
        expect(hotel.roomTypes).toHaveLength(1);
        const [room] = hotel.roomTypes;
        expect(room).toMatchObject({
          id: `${hotel.id}-DBL`,
          code: "DBL",
          maxOccupancy: 2,
          board: "BB",
          cancellation: { refundable: true },
          nightlyBaseRate: ordinaryNightlyRate(city, 3),
          roomsPerNight: hotel.id.endsWith("last-room") ? 1 : 20,
        });
        expect(hotel.timeZone).toBe(city === LISBON ? "Europe/Lisbon" : "America/New_York");
        const profile = hotelProfile(hotel);
        expect(profile.imageKeys[0]).toBe(hotel.imageKey);
        expect(profile.address.endsWith(`${city.name}, ${city.countryName}`)).toBe(true);
      }
    }
    // Priced as the city's ordinary 3-star hotels are, on average.
    const ordinary = hotelsForCity(NEW_YORK).filter((h) => h.stars === 3);
    const doubles = ordinary.map((h) => h.roomTypes.find((r) => r.code === "DBL")!.nightlyBaseRate);
    const test = testHotelsForCity(NEW_YORK)[0]!.roomTypes[0]!.nightlyBaseRate;
    expect(test).toBeGreaterThanOrEqual(Math.min(...doubles));
    expect(test).toBeLessThanOrEqual(Math.max(...doubles));
  });

  it("are not among the hotels the home page deals come from", () => {
    expect(hotelsForCity(LISBON).some((h) => isTestHotel(h.id))).toBe(false);
    expect(testHotelsForCity(LISBON).every((h) => isTestHotel(h.id))).toBe(true);
  });
});

describe("hotelTestBehaviour", () => {
  it("tells a test hotel's behaviour from its offer id alone", () => {
    for (const kind of TEST_HOTEL_KINDS) {
      expect(hotelTestBehaviour(`${testHotelId(LISBON, kind.slug)}-DBL`)).toBe(kind.behaviour);
    }
    expect(hotelTestBehaviour("h-1620619017-test-sold-out-DBL")).toBe("soldOut");
    expect(hotelTestBehaviour("h-1620619017-test-fails-at-cancel-DBL")).toBe("failsAtCancel");
  });

  it("gives ordinary hotels, unknown slugs and other ids none", () => {
    expect(hotelTestBehaviour(hotelsForCity(LISBON)[0]!.roomTypes[0]!.id)).toBeUndefined();
    expect(hotelTestBehaviour("h-1620619017-test-last-room-DBL")).toBeUndefined();
    expect(hotelTestBehaviour("h-1620619017-test-nothing-DBL")).toBeUndefined();
    expect(hotelTestBehaviour("h-1620619017-test-sold-out")).toBeUndefined();
    expect(hotelTestBehaviour("")).toBeUndefined();
  });
});

describe("the hotel supplier's candidates", () => {
  beforeAll(async () => {
    await geo();
  });
  const stay = hotelQuery.parse({
    placeId: LISBON.id,
    checkIn: "2027-05-03",
    checkOut: "2027-05-06",
    rooms: 2,
    guestsPerRoom: 2,
  });

  it("include the city's test hotels, with their behaviour and price terms on the offers", async () => {
    const hotels = await hotelCandidates(stay);
    const tests = hotels.filter((h) => isTestHotel(h.id));
    expect(tests.map((h) => h.id).sort()).toEqual(
      testHotelsForCity(LISBON)
        .map((h) => h.id)
        .sort(),
    );
    for (const hotel of tests) {
      const [offer] = hotel.offers;
      expect(offer!.behaviour).toBe(hotelTestBehaviour(offer!.offerId));
      expect(offer!.terms).toEqual({
        taxAndFeeBasisPoints: 1200,
        publishedUpliftBasisPoints: 2000,
      });
      const baseRate = offer!.room.nightlyBaseRate * 3 * 2;
      expect(offer!.rates.totalRate).toBe(baseRate + percentOf(baseRate, 1200));
    }
    // Ordinary offers have terms and no behaviour.
    const ordinary = hotels.find((h) => !isTestHotel(h.id))!;
    expect(ordinary.offers[0]!.behaviour).toBeUndefined();
    expect(ordinary.offers[0]!.terms).toEqual({
      taxAndFeeBasisPoints: ordinary.taxAndFeeBasisPoints,
      publishedUpliftBasisPoints: ordinary.publishedUpliftBasisPoints,
    });
  });

  it("leave test hotels out for a party their doubles do not fit", async () => {
    const three = await hotelCandidates({ ...stay, guestsPerRoom: 3 });
    expect(three.some((h) => isTestHotel(h.id))).toBe(false);
  });
});
