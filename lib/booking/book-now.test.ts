import { describe, expect, it } from "vitest";
import { bookingRootPath, bookNowPath } from "./book-now";

describe("bookNowPath", () => {
  it("points to the first active booking product of the menu", () => {
    expect(
      bookNowPath([
        { slug: "blog", active: true },
        { slug: "hotels", active: false },
        { slug: "resort", active: true },
        { slug: "cars", active: true },
      ]),
    ).toBe("/booknow/resort");
  });

  it("points to flights when no booking product is active", () => {
    expect(bookNowPath([])).toBe("/booknow/flights");
    expect(bookNowPath([{ slug: "cruise", active: false }])).toBe("/booknow/flights");
  });
});

describe("bookingRootPath (SPEC §4 white-label root)", () => {
  it("is hotel booking where the agency offers hotels, wherever they are in the menu", () => {
    expect(
      bookingRootPath([
        { slug: "cars", active: true },
        { slug: "hotels", active: true },
      ]),
    ).toBe("/booknow/hotels");
  });

  it("is the Book Now product where hotels are switched off", () => {
    expect(
      bookingRootPath([
        { slug: "hotels", active: false },
        { slug: "cars", active: true },
      ]),
    ).toBe("/booknow/cars");
  });
});
