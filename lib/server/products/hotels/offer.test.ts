import { describe, expect, it } from "vitest";
import { hotelStayQuery, type HotelStayQuery } from "@/lib/contract/hotels";
import { toSupplierQuery } from "./offer";

const stay = (rooms: HotelStayQuery["rooms"]): HotelStayQuery =>
  hotelStayQuery.parse({
    placeId: "city-1250015082",
    checkIn: "2027-05-03",
    checkOut: "2027-05-06",
    rooms,
    nationality: "FR",
  });

describe("toSupplierQuery", () => {
  it("asks for one room type that fits the largest party, children counted", () => {
    expect(
      toSupplierQuery(
        stay([
          { adults: 2, childAges: [] },
          { adults: 1, childAges: [4, 9] },
          { adults: 1, childAges: [] },
        ]),
      ),
    ).toEqual({
      placeId: "city-1250015082",
      checkIn: "2027-05-03",
      checkOut: "2027-05-06",
      rooms: 3,
      guestsPerRoom: 3,
    });
    expect(toSupplierQuery(stay([{ adults: 1, childAges: [] }])).guestsPerRoom).toBe(1);
  });

  it("refuses a room with more guests than any room sleeps, naming the room", () => {
    expect(() =>
      toSupplierQuery(
        stay([
          { adults: 1, childAges: [] },
          { adults: 3, childAges: [2, 5] },
        ]),
      ),
    ).toThrow(
      expect.objectContaining({
        code: "invalid",
        status: 400,
        message: expect.stringMatching(/^rooms\.1: at most 4 guests/),
      }),
    );
  });
});
