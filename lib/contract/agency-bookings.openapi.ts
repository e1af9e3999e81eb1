import {
  agencyBookingsQuery,
  agencyBookingsResponse,
  bookingFilterOptions,
  bookingNote,
  bookingNotesResponse,
  newBookingNote,
  resendResponse,
} from "./agency-bookings";
import type { Operation } from "./openapi";

export const operations = (): Operation[] => [
  {
    method: "post",
    path: "/api/agency/bookings/{reference}/notes",
    summary: "Adds a staff member's internal note to a booking (never shown to the traveller)",
    tags: ["Back office"],
    request: newBookingNote,
    response: bookingNote,
    status: 201,
    signedIn: true,
    example: { body: "Asked for a late check-in; the hotel confirmed." },
  },
  {
    method: "get",
    path: "/api/agency/bookings/{reference}/notes",
    summary: "The staff's internal notes on a booking, oldest first",
    tags: ["Back office"],
    response: bookingNotesResponse,
    status: 200,
    signedIn: true,
  },
  {
    method: "post",
    path: "/api/agency/bookings/{reference}/resend",
    summary:
      "Sends the booking's confirmation email again (its cancellation once cancelled); once a minute",
    tags: ["Back office"],
    response: resendResponse,
    status: 202,
    signedIn: true,
  },
  {
    method: "get",
    path: "/api/agency/bookings",
    apiKeyScope: "bookings:read",
    summary:
      "The agency's bookings of every product (staff), filtered, sorted and paged; net and markup only for staff who see wholesale rates",
    tags: ["Back office"],
    query: agencyBookingsQuery,
    response: agencyBookingsResponse,
    status: 200,
    signedIn: true,
    exampleQuery: { status: "confirmed", sort: "startsOn", dir: "asc", pageSize: "10" },
  },
  {
    method: "get",
    path: "/api/agency/bookings/filter-options",
    summary:
      "Whom the Bookings page's filters can choose (staff): the agency's agents (its staff and travellers working as travel agents) and its clients, each with an id and a name, by name",
    tags: ["Back office"],
    response: bookingFilterOptions,
    status: 200,
    signedIn: true,
  },
];
