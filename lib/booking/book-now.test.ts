import { describe, expect, it } from "vitest";
import { bookNowPath } from "./book-now";

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
