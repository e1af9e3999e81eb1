import { describe, expect, it } from "vitest";
import { carDealsSample, hotelDealsSample } from "./sample";

describe("the SPEC §9 deals sample", () => {
  // Sunday 22 November 2026 starts its own week; Wednesday the 25th is in the same week.
  it.each([new Date(2026, 10, 22, 9), new Date(2026, 10, 25, 23), new Date(2026, 10, 28, 12)])(
    "stays from 19 to 21 days after the start of the week of %s",
    (today) => {
      expect(hotelDealsSample(today).stayPeriod).toEqual({
        start: "2026-12-11",
        end: "2026-12-13",
      });
    },
  );

  it("asks for 1 room, 2 adults, radius 15, India and USD", () => {
    const s = hotelDealsSample(new Date(2026, 10, 22));
    expect(s.occupancies).toEqual([
      { numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] },
    ]);
    expect(s).toMatchObject({
      radius: 15,
      nationality: "IN",
      destinationCountryCode: "IN",
      currency: "USD",
    });
  });

  it("rents a car to a 25-year-old US resident on the same days", () => {
    expect(carDealsSample(new Date(2026, 10, 24))).toMatchObject({
      age: 25,
      countryOfResidence: "US",
      pickUpDateTime: "2026-12-11T10:00:00",
      returnDateTime: "2026-12-13T10:00:00",
    });
  });
});
