import { client, clientsQuery, clientsResponse, newClient } from "@/lib/contract/clients";
import { createClient, findClients } from "@/lib/server/clients/clients";
import { apiRoute } from "@/lib/server/http/api-route";

/** GET /api/clients?q=: the agency's clients, for agents booking on their behalf. */
export const GET = apiRoute(
  clientsResponse,
  async (ctx) => ({ clients: await findClients(ctx.agency.id, ctx.query(clientsQuery).q) }),
  { permission: "clients.read", apiKeyScope: "clients:read" },
);

/** POST /api/clients: a new client of the agency. */
export const POST = apiRoute(
  client,
  async (ctx) => {
    const input = await ctx.body(newClient);
    const { user } = await ctx.requireSession();
    ctx.status = 201;
    return createClient(ctx.agency.id, user.id, input);
  },
  { permission: "clients.read" },
);
