import { agencyBookingFilters } from "@/lib/contract/agency-bookings";
import { agencyBookingsCsv } from "@/lib/server/bookings/agency-list";
import { rawRoute } from "@/lib/server/http/api-route";

/**
 * GET /api/agency/bookings/export: the bookings the same filters select, as a CSV file streamed
 * in batches (flat memory whatever the count), newest first.
 */
export const GET = rawRoute(
  async (ctx) => {
    const filters = ctx.query(agencyBookingFilters);
    const { user } = await ctx.requireSession();
    const day = new Date().toISOString().slice(0, 10);
    return new Response(agencyBookingsCsv(ctx.agency, user, filters), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="bookings-${day}.csv"`,
        "cache-control": "no-store",
      },
    });
  },
  { permission: "bookings.read" },
);
