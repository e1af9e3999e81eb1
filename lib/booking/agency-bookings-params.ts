import {
  AGENCY_BOOKING_PAGE_SIZES,
  AGENCY_BOOKING_SORTS,
  type AgencyBookingSort,
} from "@/lib/contract/agency-bookings";

/**
 * The back office's bookings table keeps its filters, order and page in the address, in the
 * names the API takes, so that the page's query is the API's and a link or a reload shows the
 * same rows. Values the API would refuse are dropped here rather than shown as an error.
 */

export const BOOKING_FILTER_KEYS = [
  "q",
  "product",
  "status",
  "bookedFrom",
  "bookedTo",
  "travelFrom",
  "travelTo",
  "agentId",
  "clientId",
  "balance",
] as const;
export type BookingFilterKey = (typeof BOOKING_FILTER_KEYS)[number];

export interface BookingsView {
  filters: Partial<Record<BookingFilterKey, string>>;
  sort: AgencyBookingSort;
  dir: "asc" | "desc";
  page: number;
  pageSize: number;
}

export const DEFAULT_BOOKINGS_VIEW: BookingsView = {
  filters: {},
  sort: "createdAt",
  dir: "desc",
  page: 1,
  pageSize: 25,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTER_FORMS: Record<BookingFilterKey, (v: string) => boolean> = {
  q: (v) => v.trim().length > 0 && v.length <= 100,
  product: (v) => /^[a-z]+$/.test(v),
  status: (v) => /^[a-z_]+$/.test(v),
  bookedFrom: (v) => DAY.test(v),
  bookedTo: (v) => DAY.test(v),
  travelFrom: (v) => DAY.test(v),
  travelTo: (v) => DAY.test(v),
  agentId: (v) => UUID.test(v),
  clientId: (v) => UUID.test(v),
  balance: (v) => v === "due",
};

export function readBookingsView(params: URLSearchParams): BookingsView {
  const filters: BookingsView["filters"] = {};
  for (const key of BOOKING_FILTER_KEYS) {
    const value = params.get(key);
    if (value && FILTER_FORMS[key](value)) filters[key] = value.trim();
  }
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  const pageSize = Number(params.get("pageSize"));
  return {
    filters,
    sort: (AGENCY_BOOKING_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as AgencyBookingSort)
      : DEFAULT_BOOKINGS_VIEW.sort,
    dir: params.get("dir") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (AGENCY_BOOKING_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_BOOKINGS_VIEW.pageSize,
  };
}

/** The filters alone, as the export takes them. */
export function bookingFiltersQuery(filters: BookingsView["filters"]): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of BOOKING_FILTER_KEYS) if (filters[key]) out.set(key, filters[key]);
  return out;
}

/** The whole view as a query, leaving out what is the default. */
export function bookingsViewQuery(view: BookingsView): URLSearchParams {
  const out = bookingFiltersQuery(view.filters);
  if (view.sort !== DEFAULT_BOOKINGS_VIEW.sort || view.dir !== DEFAULT_BOOKINGS_VIEW.dir) {
    out.set("sort", view.sort);
    out.set("dir", view.dir);
  }
  if (view.page !== 1) out.set("page", String(view.page));
  if (view.pageSize !== DEFAULT_BOOKINGS_VIEW.pageSize) out.set("pageSize", String(view.pageSize));
  return out;
}
