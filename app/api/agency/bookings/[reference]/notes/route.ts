import { bookingNote, bookingNotesResponse, newBookingNote } from "@/lib/contract/agency-bookings";
import { addBookingNote, bookingNotesOf } from "@/lib/server/bookings/staff";
import { apiRoute } from "@/lib/server/http/api-route";

/** GET /api/agency/bookings/{reference}/notes: the staff's internal notes, oldest first. */
export const GET = apiRoute(
  bookingNotesResponse,
  async (ctx) => ({ notes: await bookingNotesOf(ctx.agency, ctx.params.reference!) }),
  { permission: "bookings.read" },
);

/** POST /api/agency/bookings/{reference}/notes: adds an internal note, signed by its author. */
export const POST = apiRoute(
  bookingNote,
  async (ctx) => {
    const { body } = await ctx.body(newBookingNote);
    const { user } = await ctx.requireSession();
    const note = await addBookingNote(ctx.agency, user, ctx.params.reference!, body);
    ctx.status = 201;
    return note;
  },
  { permission: "bookings.read" },
);
