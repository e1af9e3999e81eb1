import { describe, expect, it } from "vitest";
import * as contract from "@/lib/contract/hotels";
import {
  BOARDS,
  decodeRooms,
  EMPTY_SEARCH,
  encodeRooms,
  hotelCheckoutHref,
  hotelDetailsHref,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS,
  parseHotelId,
  parseHotelSearch,
  serializeHotelSearch,
  SORTS,
  stayProblem,
  toSearchRequest,
  todayIso,
  type HotelSearchState,
} from "./hotel-search-params";

const full: HotelSearchState = {
  placeId: "city-2267057",
  placeLabel: "Lisbon, Portugal",
  checkIn: "2030-05-01",
  checkOut: "2030-05-04",
  rooms: [
    { adults: 2, childAges: [5, 7] },
    { adults: 1, childAges: [] },
  ],
  nationality: "PT",
  sort: "-price",
  page: 3,
  minPrice: 10_000,
  maxPrice: 90_000,
  stars: [4, 5],
  freeCancellation: true,
  boards: ["BB", "HB"],
};

const parse = (query: string, today?: string) =>
  parseHotelSearch(new URLSearchParams(query), today);

describe("hotel search params", () => {
  it("keeps the limits of the contract", () => {
    expect(MAX_ROOMS).toBe(contract.MAX_ROOMS);
    expect(MAX_ADULTS_PER_ROOM).toBe(contract.MAX_ADULTS_PER_ROOM);
    expect(MAX_CHILDREN_PER_ROOM).toBe(contract.MAX_CHILDREN_PER_ROOM);
    expect([...BOARDS]).toEqual([...contract.HOTEL_BOARDS]);
    expect([...SORTS]).toEqual([...contract.HOTEL_SORTS]);
  });

  it("round-trips a whole search through the address", () => {
    const query = serializeHotelSearch(full).toString();
    expect(parse(query, "2030-01-01")).toEqual(full);
    expect(query).toContain(`rooms=${encodeURIComponent("2,5-7|1")}`);
  });

  it("writes defaults out of the address and reads them back", () => {
    const query = serializeHotelSearch({ placeId: "airport-LIS", placeLabel: "Lisbon (LIS)" });
    expect(query.toString()).toBe("place=airport-LIS&placeName=Lisbon+%28LIS%29&rooms=2");
    expect(parse(query.toString())).toEqual({
      ...EMPTY_SEARCH,
      placeId: "airport-LIS",
      placeLabel: "Lisbon (LIS)",
    });
  });

  it("reads rooms compactly and drops rooms it cannot read", () => {
    expect(decodeRooms("2,5-7|1")).toEqual([
      { adults: 2, childAges: [5, 7] },
      { adults: 1, childAges: [] },
    ]);
    expect(encodeRooms(decodeRooms("3,0-17-9"))).toBe("3,0-17-9");
    // No adult, too many adults, an age over 17, four children, junk: dropped.
    expect(decodeRooms("0|5|2,18|2,1-2-3-4|x|2,|1e1|01")).toEqual([{ adults: 2, childAges: [] }]);
    expect(decodeRooms("2,4|nonsense")).toEqual([{ adults: 2, childAges: [4] }]);
    expect(decodeRooms(null)).toEqual([{ adults: 2, childAges: [] }]);
    expect(decodeRooms(Array(12).fill("1").join("|"))).toHaveLength(MAX_ROOMS);
  });

  it("drops bad values and never throws", () => {
    const bad = parse(
      "place=&checkIn=2030-02-30&checkOut=tomorrow&nationality=Portugal&sort=cheap&page=0" +
        "&minPrice=-5&maxPrice=1.5&stars=0,6,x,3,3&freeCancellation=maybe&boards=bb,XX,RO",
    );
    expect(bad).toEqual({ ...EMPTY_SEARCH, stars: [3], boards: ["RO", "BB"] });
    expect(parse("page=101").page).toBe(1);
    expect(parse("page=100").page).toBe(100);
    expect(parse("%E0%A4%A=1&rooms=%").rooms).toEqual(EMPTY_SEARCH.rooms);
    expect(parse("nationality=pt").nationality).toBe("PT");
    // A place name alone, without its id, means nothing.
    expect(parse("placeName=Lisbon").placeLabel).toBe("");
  });

  it("keeps dates only as a stay of 1 to 60 nights that has not begun", () => {
    expect(parse("checkIn=2030-05-04&checkOut=2030-05-01")).toMatchObject({
      checkIn: "2030-05-04",
      checkOut: null,
    });
    expect(parse("checkIn=2030-05-01&checkOut=2030-05-01").checkOut).toBeNull();
    expect(parse("checkIn=2030-01-01&checkOut=2030-03-02").checkOut).toBe("2030-03-02"); // 60
    expect(parse("checkIn=2030-01-01&checkOut=2030-03-03").checkOut).toBeNull(); // 61
    expect(parse("checkIn=2030-05-01&checkOut=2030-05-04", "2030-05-02")).toMatchObject({
      checkIn: null,
      checkOut: null,
    });
    expect(stayProblem("2030-05-01", "2030-05-04", "2030-05-02")).toBe("past");
    expect(stayProblem("2030-05-01", "2030-05-01")).toBe("order");
    expect(stayProblem("2030-01-01", "2030-03-03")).toBe("tooLong");
    expect(stayProblem("2030-01-01", "2030-03-02", "2030-01-01")).toBeNull();
  });

  it("swaps a price range given upside down", () => {
    expect(parse("minPrice=900&maxPrice=100")).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  it("asks the API only for a complete search, normalised", () => {
    expect(toSearchRequest({ ...full, nationality: null })).toBeNull();
    expect(toSearchRequest({ ...full, checkOut: null })).toBeNull();
    const request = toSearchRequest({ ...full, stars: [5, 4], boards: ["HB", "BB"] });
    expect(request).toEqual({
      placeId: "city-2267057",
      checkIn: "2030-05-01",
      checkOut: "2030-05-04",
      rooms: full.rooms,
      nationality: "PT",
      sort: "-price",
      page: 3,
      minPrice: 10_000,
      maxPrice: 90_000,
      stars: [4, 5],
      freeCancellation: true,
      boards: ["BB", "HB"],
    });
    expect(contract.hotelSearchRequest.safeParse(request).success).toBe(true);
    const plain = toSearchRequest({
      ...full,
      minPrice: null,
      maxPrice: null,
      stars: [],
      boards: [],
      freeCancellation: false,
    });
    expect(Object.keys(plain!).sort()).toEqual(
      ["checkIn", "checkOut", "nationality", "page", "placeId", "rooms", "sort"].sort(),
    );
  });

  it("builds the details and checkout addresses with the search and the hotel", () => {
    const details = hotelDetailsHref("h-lisbon-3", full);
    expect(details.startsWith("/booknow/hotels/search-details?hotelId=h-lisbon-3&place=")).toBe(
      true,
    );
    const params = new URL(details, "http://x").searchParams;
    expect(parseHotelId(params)).toBe("h-lisbon-3");
    expect(parseHotelSearch(params, "2030-01-01")).toEqual(full);

    const checkout = new URL(hotelCheckoutHref("offer-1", "h-lisbon-3", full), "http://x");
    expect(checkout.pathname).toBe("/booknow/hotels/checkout");
    expect(checkout.searchParams.get("offerId")).toBe("offer-1");
    expect(parseHotelSearch(checkout.searchParams, "2030-01-01")).toEqual(full);
    expect(parseHotelId(new URLSearchParams("hotelId="))).toBeNull();
  });

  it("tells the visitor's calendar day", () => {
    expect(todayIso(new Date(2030, 0, 9, 23, 59))).toBe("2030-01-09");
  });
});
