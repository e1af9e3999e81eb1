import { describe, expect, it } from "vitest";
import { parseQueryString } from "./query-string";

describe("parseQueryString (SPEC §9)", () => {
  it("reads the part after the question mark as JSON when it is JSON", () => {
    expect(parseQueryString('/booknow/hotels?{"placeId":"city-1","rooms":[{"adults":2}]}')).toEqual(
      { placeId: "city-1", rooms: [{ adults: 2 }] },
    );
  });

  it("decodes the string before reading it as JSON", () => {
    const encoded = `?${encodeURIComponent('{"tab":"cars","n":3}')}`;
    expect(parseQueryString(encoded)).toEqual({ tab: "cars", n: 3 });
  });

  it("reads anything else as an ordinary query string, repeated keys as a list", () => {
    expect(parseQueryString("https://x.test/p?tab=cars&ids=1&ids=2&q=caf%C3%A9+au+lait")).toEqual({
      tab: "cars",
      ids: ["1", "2"],
      q: "café au lait",
    });
  });

  it("keeps an encoded ampersand inside its value", () => {
    expect(parseQueryString("?name=Tom%20%26%20Jerry&x=1")).toEqual({
      name: "Tom & Jerry",
      x: "1",
    });
  });

  it("takes the whole string without a question mark, and nothing from an empty one", () => {
    expect(parseQueryString("a=1&b=")).toEqual({ a: "1", b: "" });
    expect(parseQueryString("/about?")).toEqual({});
    expect(parseQueryString("")).toEqual({});
  });

  it("survives a stray percent sign and leaves the fragment out", () => {
    expect(parseQueryString("?discount=100%&x=1#top")).toEqual({ discount: "100%", x: "1" });
  });

  it("never sets the prototype of the object it returns", () => {
    const parsed = parseQueryString("?__proto__=polluted&a=1") as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
