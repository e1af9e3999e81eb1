import {
  clientTraveller,
  clientTravellerPatch,
  clientTravellersResponse,
} from "@/lib/contract/agency-clients";
import { removeClientTraveller, updateClientTraveller } from "@/lib/server/clients/travellers";
import { apiRoute } from "@/lib/server/http/api-route";

/** PATCH /api/agency/clients/{clientId}/travellers/{travellerId}: changes the fields sent. */
export const PATCH = apiRoute(
  clientTraveller,
  async (ctx) => {
    const patch = await ctx.body(clientTravellerPatch);
    return updateClientTraveller(
      ctx.agency.id,
      ctx.params.clientId!,
      ctx.params.travellerId!,
      patch,
    );
  },
  { permission: "clients.read" },
);

/** DELETE …/travellers/{travellerId}: removes the traveller; answers the client's remaining ones. */
export const DELETE = apiRoute(
  clientTravellersResponse,
  async (ctx) => ({
    travellers: await removeClientTraveller(
      ctx.agency.id,
      ctx.params.clientId!,
      ctx.params.travellerId!,
    ),
  }),
  { permission: "clients.read" },
);
