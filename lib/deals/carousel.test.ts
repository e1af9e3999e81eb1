import { describe, expect, it } from "vitest";
import { pageCount, wrapIndex } from "./carousel";

describe("deal carousel", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(-7, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it("shows four cards per page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(4)).toBe(1);
    expect(pageCount(5)).toBe(2);
    expect(pageCount(12)).toBe(3);
  });
});
