import { bookingFilterOptions } from "@/lib/contract/agency-bookings";
import { bookingAgents } from "@/lib/server/bookings/agency-list";
import { findClients } from "@/lib/server/clients/clients";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * GET /api/agency/bookings/filter-options: the agency's agents and clients, whom the cached
 * Bookings page's filters offer.
 */
export const GET = apiRoute(
  bookingFilterOptions,
  async (ctx) => {
    const [agents, clients] = await Promise.all([
      bookingAgents(ctx.agency.id),
      findClients(ctx.agency.id),
    ]);
    return {
      agents,
      clients: clients.map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}` })),
    };
  },
  { permission: "bookings.read" },
);
