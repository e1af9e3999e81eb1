import { agencyBookingFilters } from "@/lib/contract/agency-bookings";
import { agencyBookingsCsv } from "@/lib/server/bookings/agency-list";
import { rawRoute } from "@/lib/server/http/api-route";
import { csvResponse } from "@/lib/server/csv";

/**
 * GET /api/agency/bookings/export: the bookings the same filters select, as a CSV file streamed
 * in batches (flat memory whatever the count), newest first.
 */
export const GET = rawRoute(
  async (ctx) => {
    const filters = ctx.query(agencyBookingFilters);
    const { user } = await ctx.requireSession();
    const day = new Date().toISOString().slice(0, 10);
    return csvResponse(agencyBookingsCsv(ctx.agency, user, filters), `bookings-${day}.csv`);
  },
  { permission: "bookings.read", apiKeyScope: "bookings:read" },
);
