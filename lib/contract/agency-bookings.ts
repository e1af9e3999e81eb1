import * as z from "zod";
import { BOOKING_STATUSES, money } from "./booking";
import { PRODUCT_IDS } from "./products";

/**
 * The back office's bookings table (issue 16, Bookings): every product of the agency in one list,
 * filtered, sorted and paged by the server, and exported as CSV with the same filters. Net and
 * markup are only in the answer for staff who may see them (never a restricted agent, SPEC §6).
 */

export const AGENCY_BOOKING_SORTS = [
  "createdAt",
  "startsOn",
  "reference",
  "status",
  "product",
  "total",
] as const;
export type AgencyBookingSort = (typeof AGENCY_BOOKING_SORTS)[number];
export const AGENCY_BOOKING_PAGE_SIZES = [10, 25, 50, 100] as const;

const FILTERS = {
  product: z.enum(PRODUCT_IDS).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  /** The day it was booked within [bookedFrom, bookedTo], in UTC. */
  bookedFrom: z.iso.date().optional(),
  bookedTo: z.iso.date().optional(),
  /** The day the trip starts within [travelFrom, travelTo]. */
  travelFrom: z.iso.date().optional(),
  travelTo: z.iso.date().optional(),
  /** The agent who booked it. */
  agentId: z.uuid().optional(),
  clientId: z.uuid().optional(),
  /** The reference, the lead contact's name or email, or a traveller's name. */
  q: z.string().trim().max(100).optional(),
  /** `due`: confirmed deposit sales whose balance is still to pay (issue 27). */
  balance: z.enum(["due"]).optional(),
};

/** A range's end is not before its start. */
function inOrder<S extends z.ZodObject<typeof FILTERS>>(schema: S) {
  return schema
    .refine((f) => !f.bookedFrom || !f.bookedTo || f.bookedFrom <= f.bookedTo, {
      message: "bookedTo must not be before bookedFrom",
      path: ["bookedTo"],
    })
    .refine((f) => !f.travelFrom || !f.travelTo || f.travelFrom <= f.travelTo, {
      message: "travelTo must not be before travelFrom",
      path: ["travelTo"],
    });
}

export const agencyBookingFilters = inOrder(z.object(FILTERS));
export type AgencyBookingFilters = z.output<typeof agencyBookingFilters>;

export const agencyBookingsQuery = inOrder(
  z.object({
    ...FILTERS,
    sort: z.enum(AGENCY_BOOKING_SORTS).default("createdAt"),
    dir: z.enum(["asc", "desc"]).default("desc"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (AGENCY_BOOKING_PAGE_SIZES as readonly number[]).includes(n), {
        message: `must be one of ${AGENCY_BOOKING_PAGE_SIZES.join(", ")}`,
      })
      .default(25),
  }),
);
export type AgencyBookingsQuery = z.output<typeof agencyBookingsQuery>;

const person = z.strictObject({ id: z.uuid(), name: z.string() });

export const agencyBookingRow = z.strictObject({
  reference: z.string(),
  product: z.enum(PRODUCT_IDS),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  startsOn: z.string(),
  /** What was booked: the hotel, the route, the car and its desk, the activity. */
  title: z.string(),
  lead: z.strictObject({ name: z.string(), email: z.string() }),
  agent: person.nullable(),
  client: person.nullable(),
  /** What the traveller paid, less refunds, in the currency charged. */
  charged: money,
  /** A confirmed deposit sale's balance still to pay, and its due day; null when none is owed. */
  balanceDue: z.strictObject({ amount: money, dueOn: z.iso.date() }).nullable(),
  totalUsd: z.number().int(),
  /** Wholesale and markup in USD cents: absent for a restricted agent. */
  netUsd: z.number().int().optional(),
  markupUsd: z.number().int().optional(),
});
export type AgencyBookingRow = z.infer<typeof agencyBookingRow>;

export const agencyBookingsResponse = z.strictObject({
  rows: z.array(agencyBookingRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Whether net and markup are shown to this user. */
  showsNet: z.boolean(),
});
export type AgencyBookingsResponse = z.infer<typeof agencyBookingsResponse>;

/** A staff member's internal note on a booking; never shown to the traveller. */
/** GET /api/agency/bookings/filter-options: who the agent and client filters can choose. */
export const bookingFilterOptions = z.strictObject({
  agents: z.array(person),
  clients: z.array(person),
});

export const bookingNote = z.strictObject({
  id: z.number().int(),
  body: z.string(),
  author: person.nullable(),
  at: z.string(),
});
export type BookingNote = z.infer<typeof bookingNote>;
export const bookingNotesResponse = z.strictObject({ notes: z.array(bookingNote) });
export const newBookingNote = z.strictObject({ body: z.string().trim().min(1).max(2000) });

/** The booking's last email sent again: its confirmation, or its cancellation once cancelled. */
export const resendResponse = z.strictObject({
  kind: z.enum(["booking.confirmed", "booking.cancelled"]),
});
export type ResendResponse = z.infer<typeof resendResponse>;
