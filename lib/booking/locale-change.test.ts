import { describe, expect, it } from "vitest";
import { carQueryParams } from "./car-search-params";
import { afterLocaleChange } from "./locale-change";

const search = carQueryParams({
  locationId: "airport-LIS",
  pickUp: "2030-06-01T10:00",
  dropOff: "2030-06-04T10:00",
  driverAge: 30,
  residence: "PT",
});
const at = (path: string) => {
  const url = new URL(path, "https://agency.test");
  return { pathname: url.pathname, search: url.search };
};

describe("a language or currency change (SPEC §4)", () => {
  it.each(["language", "currency"] as const)(
    "%s on a car result page returns to the cars landing with the search kept",
    (change) => {
      for (const page of ["/booknow/cars/search", "/booknow/cars/result-details"]) {
        const extra = page.endsWith("details") ? "&offerId=c-1" : "&sort=-price&supplier=atlas";
        expect(afterLocaleChange(change, at(`${page}?${search}${extra}&lng=de`))).toEqual({
          kind: "go",
          href: `/booknow/cars?${search}`,
        });
      }
    },
  );

  it("returns to the bare cars landing when the address holds no search", () => {
    expect(afterLocaleChange("currency", at("/booknow/cars/search/?pickUp=x"))).toEqual({
      kind: "go",
      href: "/booknow/cars",
    });
  });

  it("reloads activity pages on a currency change, keeping the address but `currency`", () => {
    for (const page of [
      "/booknow/activities",
      "/booknow/activities/search",
      "/booknow/activities/result-details/P-123",
      "/booknow/activities/bookings/checkout",
      "/booknow/activities/confirmation/AB12CD",
    ]) {
      expect(afterLocaleChange("currency", at(`${page}?date=2030-06-01&currency=EUR`))).toEqual({
        kind: "reload",
        href: `${page}?date=2030-06-01`,
      });
    }
  });

  it("leaves other pages as they are on a currency change (prices change in place)", () => {
    for (const page of [
      "/",
      "/booknow/cars",
      "/booknow/hotels/search?place=x",
      "/booknow/activity",
    ]) {
      expect(afterLocaleChange("currency", at(page))).toEqual({ kind: "stay" });
    }
  });

  it("reloads any other page on a language change, without `lng`", () => {
    expect(afterLocaleChange("language", at("/booknow/cars/checkout?a=1&lng=de"))).toEqual({
      kind: "reload",
      href: "/booknow/cars/checkout?a=1",
    });
    expect(afterLocaleChange("language", at("/booknow/Cars/checkout?lng=ar#pay"))).toEqual({
      kind: "reload",
      href: "/booknow/Cars/checkout",
    });
  });
});
