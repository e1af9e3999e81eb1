import { describe, expect, it } from "vitest";
import {
  bookingFiltersQuery,
  bookingsViewQuery,
  DEFAULT_BOOKINGS_VIEW,
  readBookingsView,
} from "./agency-bookings-params";

describe("the bookings table's address", () => {
  it("reads filters, order and page, and writes back only what is not the default", () => {
    const view = readBookingsView(
      new URLSearchParams(
        "q=silva&status=cancelled&travelFrom=2027-01-01&sort=startsOn&dir=asc&page=3&pageSize=50",
      ),
    );
    expect(view).toEqual({
      filters: { q: "silva", status: "cancelled", travelFrom: "2027-01-01" },
      sort: "startsOn",
      dir: "asc",
      page: 3,
      pageSize: 50,
    });
    expect(bookingsViewQuery(view).toString()).toBe(
      "q=silva&status=cancelled&travelFrom=2027-01-01&sort=startsOn&dir=asc&page=3&pageSize=50",
    );
    expect(bookingsViewQuery(DEFAULT_BOOKINGS_VIEW).toString()).toBe("");
    expect(bookingFiltersQuery(view.filters).toString()).toBe(
      "q=silva&status=cancelled&travelFrom=2027-01-01",
    );
  });

  it("drops what the API would refuse instead of failing the page", () => {
    const view = readBookingsView(
      new URLSearchParams(
        "agentId=nope&bookedFrom=yesterday&sort=netUsd&page=-2&pageSize=7&q=%20%20&dir=sideways",
      ),
    );
    expect(view).toEqual(DEFAULT_BOOKINGS_VIEW);
  });
});
