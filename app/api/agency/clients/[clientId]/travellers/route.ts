import {
  clientTraveller,
  clientTravellerInput,
  clientTravellersResponse,
} from "@/lib/contract/agency-clients";
import { addClientTraveller, clientTravellersOf } from "@/lib/server/clients/travellers";
import { apiRoute } from "@/lib/server/http/api-route";

/** GET /api/agency/clients/{clientId}/travellers: the client's travellers, by name. */
export const GET = apiRoute(
  clientTravellersResponse,
  async (ctx) => ({ travellers: await clientTravellersOf(ctx.agency.id, ctx.params.clientId!) }),
  { permission: "clients.read" },
);

/** POST /api/agency/clients/{clientId}/travellers: a traveller, with passport data if known. */
export const POST = apiRoute(
  clientTraveller,
  async (ctx) => {
    const input = await ctx.body(clientTravellerInput);
    const added = await addClientTraveller(ctx.agency.id, ctx.params.clientId!, input);
    ctx.status = 201;
    return added;
  },
  { permission: "clients.read" },
);
