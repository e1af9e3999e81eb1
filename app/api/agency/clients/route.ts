import {
  agencyClientDetails,
  agencyClientsQuery,
  agencyClientsResponse,
  newAgencyClient,
} from "@/lib/contract/agency-clients";
import { createAgencyClient, listAgencyClients } from "@/lib/server/clients/agency-clients";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * GET /api/agency/clients: the agency's clients for its staff, found by name, email or phone,
 * sorted by name, creation or email and paged by the server, each with its number of bookings.
 */
export const GET = apiRoute(
  agencyClientsResponse,
  async (ctx) => listAgencyClients(ctx.agency.id, ctx.query(agencyClientsQuery)),
  { permission: "clients.read" },
);

/** POST /api/agency/clients: a new client (409 when the agency has one with that email). */
export const POST = apiRoute(
  agencyClientDetails,
  async (ctx) => {
    const input = await ctx.body(newAgencyClient);
    const { user } = await ctx.requireSession();
    const created = await createAgencyClient(ctx.agency.id, user.id, input);
    ctx.status = 201;
    return created;
  },
  { permission: "clients.read" },
);
