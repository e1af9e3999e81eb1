import * as z from "zod";
import { permissionsOf } from "@/lib/auth/permissions";
import { companionsResponse } from "@/lib/contract/flights";
import { ApiError } from "@/lib/server/errors";
import { clientCompanionsOf, companionsOf } from "@/lib/server/clients/companions";
import { apiRoute } from "@/lib/server/http/api-route";

const companionsQuery = z.object({ clientId: z.string().max(64).optional() });

/**
 * The signed-in traveller's saved companions, for the flight passenger form; 401 for visitors.
 * With `clientId`, staff booking for a client get that client's travellers (Clients) instead.
 */
export const GET = apiRoute(companionsResponse, async (ctx) => {
  const { clientId } = ctx.query(companionsQuery);
  const { user } = await ctx.requireSession();
  if (clientId === undefined) return companionsOf(ctx.agency, user);
  if (!permissionsOf(user).has("clients.read")) {
    throw new ApiError("forbidden", "Your role does not give you access to clients.");
  }
  return clientCompanionsOf(ctx.agency, clientId);
});
