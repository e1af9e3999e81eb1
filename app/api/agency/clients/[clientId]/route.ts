import { agencyClientDetails, agencyClientPatch } from "@/lib/contract/agency-clients";
import {
  agencyClientDetails as detailsOf,
  updateAgencyClient,
} from "@/lib/server/clients/agency-clients";
import { apiRoute } from "@/lib/server/http/api-route";

/**
 * GET /api/agency/clients/{clientId}: the client with preferences, notes, travellers, latest
 * bookings and the reward wallet of the traveller account with the client's email; 404 for
 * another agency's client.
 */
export const GET = apiRoute(
  agencyClientDetails,
  async (ctx) => detailsOf(ctx.agency.id, ctx.params.clientId!),
  { permission: "clients.read" },
);

/** PATCH /api/agency/clients/{clientId}: changes the fields sent (null clears an optional one). */
export const PATCH = apiRoute(
  agencyClientDetails,
  async (ctx) => {
    const patch = await ctx.body(agencyClientPatch);
    return updateAgencyClient(ctx.agency.id, ctx.params.clientId!, patch);
  },
  { permission: "clients.read" },
);
