import { describe, expect, it } from "vitest";
import type { SailingSummary } from "@/lib/contract/cruise";
import { DEFAULT_CRUISE_VIEW } from "@/lib/booking/cruise-search-params";
import {
  applyCruiseView,
  bookingGuests,
  checkCruiseDraft,
  cruiseFacets,
  guestErrors,
  readCruiseDraft,
  type GuestValues,
} from "./cruise-logic";

const rates = (total: number) => ({
  currency: "USD" as const,
  discountPercentage: 0,
  publishedRate: total,
  totalRate: total,
  taxAndFee: 0,
});
function sailing(
  id: string,
  departureDate: string,
  nights: number,
  perGuest: Record<string, number>,
) {
  return {
    id,
    departureDate,
    nights,
    cabins: Object.entries(perGuest).map(([code, price]) => ({
      offerId: `${id}-${code}`,
      code,
      name: code,
      maxOccupancy: 4,
      rates: rates(price * 2),
      perGuest: price,
      cabinsLeft: 3,
      available: true,
    })),
  } as unknown as SailingSummary;
}
const list = [
  sailing("a", "2027-03-05", 7, { inside: 90_000, balcony: 150_000 }),
  sailing("b", "2027-03-02", 4, { inside: 60_000 }),
  sailing("c", "2027-03-09", 10, { inside: 120_000, balcony: 130_000 }),
];
const ids = (l: readonly SailingSummary[]) => l.map((s) => s.id);

describe("the results' filters and order", () => {
  it("sails in departure order by default, cheapest or dearest or shortest first when asked", () => {
    expect(ids(applyCruiseView(list, DEFAULT_CRUISE_VIEW))).toEqual(["b", "a", "c"]);
    expect(ids(applyCruiseView(list, { ...DEFAULT_CRUISE_VIEW, sort: "price" }))).toEqual([
      "b",
      "a",
      "c",
    ]);
    expect(ids(applyCruiseView(list, { ...DEFAULT_CRUISE_VIEW, sort: "-price" }))).toEqual([
      "c",
      "a",
      "b",
    ]);
    expect(ids(applyCruiseView(list, { ...DEFAULT_CRUISE_VIEW, sort: "nights" }))).toEqual([
      "b",
      "a",
      "c",
    ]);
  });

  it("a cabin filter keeps the sailings with that category and prices them by it", () => {
    const balcony = { ...DEFAULT_CRUISE_VIEW, cabin: "balcony" as const, sort: "price" as const };
    expect(ids(applyCruiseView(list, balcony))).toEqual(["c", "a"]);
    expect(ids(applyCruiseView(list, { ...balcony, maxPrice: 140_000 }))).toEqual(["c"]);
    expect(ids(applyCruiseView(list, { ...DEFAULT_CRUISE_VIEW, minPrice: 100_000 }))).toEqual([
      "c",
    ]);
  });

  it("the facets name the categories found and the range of prices from a guest", () => {
    const facets = cruiseFacets(list);
    expect([...facets.cabins].sort()).toEqual(["balcony", "inside"]);
    expect(facets.price).toEqual({ min: 60_000, max: 120_000 });
  });
});

describe("the checkout's guests", () => {
  const offer = { departureDate: "2027-03-05", returnDate: "2027-03-12" };
  const guest = (over: Partial<GuestValues> = {}): GuestValues => ({
    firstName: "Ana",
    lastName: "Silva",
    dateOfBirth: "1990-01-01",
    nationality: "PT",
    passportNumber: "P1234567",
    passportExpiry: "2030-01-01",
    ...over,
  });

  it("an adult is 18 on the day of sailing; a child 2 to 17 and an infant under 2 on the last day", () => {
    expect(guestErrors(guest({ dateOfBirth: "2009-03-05" }), "adult", offer)).toEqual({});
    expect(guestErrors(guest({ dateOfBirth: "2009-03-06" }), "adult", offer)).toEqual({
      dateOfBirth: "adultAge",
    });
    expect(guestErrors(guest({ dateOfBirth: "2009-03-13" }), "child", offer)).toEqual({});
    expect(guestErrors(guest({ dateOfBirth: "2009-03-12" }), "child", offer)).toEqual({
      dateOfBirth: "childAge",
    });
    expect(guestErrors(guest({ dateOfBirth: "2025-03-13" }), "infant", offer)).toEqual({});
    expect(guestErrors(guest({ dateOfBirth: "2025-03-12" }), "infant", offer)).toEqual({
      dateOfBirth: "infantAge",
    });
  });

  it("a passport must be valid after the cruise's last day", () => {
    expect(guestErrors(guest({ passportExpiry: "2027-03-12" }), "adult", offer)).toEqual({
      passportExpiry: "passportExpiry",
    });
    expect(guestErrors(guest({ passportExpiry: "2027-03-13" }), "adult", offer)).toEqual({});
  });

  it("every guest and the dining time are needed, and sent in order with their types", () => {
    const types = ["adult", "adult", "child"] as const;
    const draft = { guests: [guest(), guest({ firstName: " " })], diningTime: "" as const };
    const errors = checkCruiseDraft(draft, types, offer)!;
    expect(errors.guests[1]).toEqual({ firstName: "firstName" });
    expect(Object.keys(errors.guests[2]!)).toContain("dateOfBirth");
    expect(errors.dining).toBe("diningTime");
    const done = {
      guests: [guest(), guest(), guest({ dateOfBirth: "2018-01-01" })],
      diningTime: "late" as const,
    };
    expect(checkCruiseDraft(done, types, offer)).toBeNull();
    expect(bookingGuests(done.guests, types).map((g) => [g.unit, g.type])).toEqual([
      [0, "adult"],
      [1, "adult"],
      [2, "child"],
    ]);
  });

  it("a stored draft that does not read is an empty one", () => {
    expect(readCruiseDraft("{nope")).toEqual({ guests: [], diningTime: "" });
    expect(
      readCruiseDraft(JSON.stringify({ guests: [{ firstName: 3 }], diningTime: "brunch" })),
    ).toEqual({
      guests: [
        {
          firstName: "",
          lastName: "",
          dateOfBirth: "",
          nationality: "",
          passportNumber: "",
          passportExpiry: "",
        },
      ],
      diningTime: "",
    });
  });
});
