import { describe, expect, it } from "vitest";
import * as contract from "@/lib/contract/cruise";
import {
  CABIN_ORDER,
  cruiseCheckoutHref,
  cruiseDetailsHref,
  cruiseResultsHref,
  CRUISE_SORT_ORDER,
  MAX_CABIN_GUESTS,
  MAX_WINDOW_DAYS,
  monthsFrom,
  monthWindow,
  nightBandOf,
  readCabinOffer,
  readCruiseSearch,
  readCruiseView,
  readSailingId,
  sailingDate,
  sailingQuery,
  toCruiseQuery,
  type CruiseSearch,
} from "./cruise-search-params";

const search: CruiseSearch = {
  departFrom: "2027-03-01",
  departTo: "2027-03-31",
  watersId: "caribbean",
  portId: "port-1840015149",
  minNights: 6,
  maxNights: 9,
  adults: 2,
  children: 1,
  infants: 0,
};
const paramsOf = (href: string) => new URL(href, "https://x.test").searchParams;

describe("the contract's limits", () => {
  it("are the contract's own", () => {
    expect(MAX_WINDOW_DAYS).toBe(contract.MAX_WINDOW_DAYS);
    expect(MAX_CABIN_GUESTS).toBe(contract.MAX_CABIN_GUESTS);
    expect([...CABIN_ORDER]).toEqual([...contract.CABIN_CODES]);
    expect([...CRUISE_SORT_ORDER]).toEqual([...contract.CRUISE_SORTS]);
  });

  it("a search the address holds is one the contract takes", () => {
    const read = readCruiseSearch(paramsOf(cruiseResultsHref(search)))!;
    expect(contract.cruiseQuery.safeParse(toCruiseQuery(read)).success).toBe(true);
  });
});

describe("the search in the address", () => {
  it("reads back what it wrote, with its filters and order", () => {
    const view = {
      cabin: "balcony" as const,
      minPrice: 50_000,
      maxPrice: 250_000,
      sort: "-price" as const,
    };
    const params = paramsOf(cruiseResultsHref(search, view));
    expect(readCruiseSearch(params)).toEqual({ ...search, lineId: undefined });
    expect(readCruiseView(params)).toEqual(view);
  });

  it("is 2 adults unless the address says otherwise (SPEC §3)", () => {
    const read = readCruiseSearch(paramsOf("/?departFrom=2027-03-01&departTo=2027-03-31"));
    expect(read).toMatchObject({ adults: 2, children: 0, infants: 0 });
  });

  it("refuses what the API would: a window past 92 days, a reversed one, a party past six, no adult", () => {
    const at = (q: string) => readCruiseSearch(paramsOf(`/?${q}`));
    expect(at("departFrom=2027-03-01&departTo=2027-06-01")).toBeNull();
    expect(at("departFrom=2027-03-10&departTo=2027-03-01")).toBeNull();
    expect(at("departFrom=2027-03-01&departTo=2027-03-31&adults=4&children=3")).toBeNull();
    expect(at("departFrom=2027-03-01&departTo=2027-03-31&adults=0")).toBeNull();
    expect(at("departFrom=2027-03-01&departTo=2027-03-31&portId=miami")).toMatchObject({
      portId: undefined,
    });
  });

  it("starts a window that has begun today, and refuses one that has ended", () => {
    const params = paramsOf("/?departFrom=2027-03-01&departTo=2027-03-31");
    expect(readCruiseSearch(params, "2027-03-12")?.departFrom).toBe("2027-03-12");
    expect(readCruiseSearch(params, "2027-04-01")).toBeNull();
  });
});

describe("months and lengths", () => {
  it("a month is its first to its last day, leap years too", () => {
    expect(monthWindow("2028-02")).toEqual({ departFrom: "2028-02-01", departTo: "2028-02-29" });
    expect(monthWindow("2027-12")).toEqual({ departFrom: "2027-12-01", departTo: "2027-12-31" });
  });

  it("the months offered start at today's and run on across a year", () => {
    expect(monthsFrom("2026-11-20", 4)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });

  it("a length in the address is one of the bands only when it matches one", () => {
    expect(nightBandOf({ minNights: 6, maxNights: 9 })).toBe("6-9");
    expect(nightBandOf({ minNights: 10 })).toBe("10-");
    expect(nightBandOf({ minNights: 3, maxNights: 9 })).toBeNull();
  });
});

describe("a sailing and its cabin", () => {
  const id = "cs-carnival-breeze-20270305";

  it("a sailing's id names its departure date, which a quote holds it on", () => {
    expect(sailingDate(id)).toBe("2027-03-05");
    expect(sailingDate("cs-carnival-breeze-20270230")).toBeNull();
    expect(sailingQuery(id, { adults: 2, children: 1, infants: 0 })).toEqual({
      departFrom: "2027-03-05",
      departTo: "2027-03-05",
      adults: 2,
      children: 1,
      infants: 0,
    });
  });

  it("the details and checkout addresses keep the search and name the sailing and cabin", () => {
    const details = paramsOf(cruiseDetailsHref(id, search));
    expect(readSailingId(details)).toBe(id);
    expect(readCruiseSearch(details)).toMatchObject({ adults: 2, children: 1 });
    const checkout = paramsOf(cruiseCheckoutHref(id, `${id}-balcony`, search));
    expect(readCabinOffer(checkout, id)).toBe(`${id}-balcony`);
    expect(readCabinOffer(paramsOf(`/?offerId=${id}-penthouse`), id)).toBeNull();
    expect(readCabinOffer(paramsOf(`/?offerId=cs-other-20270305-suite`), id)).toBeNull();
  });
});
