import { describe, expect, it } from "vitest";
import {
  readResortSearch,
  readResortStay,
  resortDetailsHref,
  resortSearchHref,
} from "./resort-stay-params";

const TODAY = "2027-03-01";
const read = (query: string) => readResortSearch(new URLSearchParams(query), TODAY);
const STAY = "checkIn=2027-05-01&checkOut=2027-05-08&units=2&adults=4&children=1";

describe("the resort results' address", () => {
  it("reads the region, its name, the stay, the order and the star filter", () => {
    expect(read(`regionId=d-nassau&place=Nassau&${STAY}&sort=stars&stars=4`)).toEqual({
      regionId: "d-nassau",
      place: "Nassau",
      stay: { checkIn: "2027-05-01", checkOut: "2027-05-08", units: 2, adults: 4, children: 1 },
      sort: "stars",
      stars: 4,
    });
  });

  it("gives the default stay, the cheapest first and every star count when the address names none", () => {
    expect(read("regionId=c-PT")).toEqual({
      regionId: "c-PT",
      place: "c-PT",
      stay: readResortStay(new URLSearchParams(), TODAY),
      sort: "price",
      stars: 0,
    });
    expect(read("regionId=c-PT&sort=random&stars=9")).toMatchObject({ sort: "price", stars: 0 });
  });

  it("is null without a region, with one that is not an id, or with a stay the API refuses", () => {
    expect(read(STAY)).toBeNull();
    expect(read(`regionId=${encodeURIComponent("<script>")}&${STAY}`)).toBeNull();
    expect(read("regionId=d-x&checkIn=2027-05-08&checkOut=2027-05-01")).toBeNull();
    expect(read("regionId=d-x&units=3&adults=2")).toBeNull();
    expect(read("regionId=d-x&adults=7")).toBeNull();
  });

  it("is written back as it is read, leaving out the default order and filter", () => {
    const search = read(`regionId=d-nassau&place=Nassau+Town&${STAY}&sort=distance&stars=5`)!;
    const href = resortSearchHref(search);
    expect(href).toBe(
      `/booknow/resort/search?regionId=d-nassau&place=Nassau+Town&sort=distance&stars=5&${STAY}`,
    );
    expect(read(href.split("?")[1]!)).toEqual(search);
    expect(resortSearchHref({ ...search, sort: "price", stars: 0 })).toBe(
      `/booknow/resort/search?regionId=d-nassau&place=Nassau+Town&${STAY}`,
    );
    // Each result opens on its units for the same stay.
    expect(resortDetailsHref("rp-1", search.stay)).toBe(
      `/booknow/resort/details?propertyId=rp-1&${STAY}`,
    );
  });
});
