import { apiKey, apiKeyIdParams } from "@/lib/contract/api-keys";
import { revokeApiKey } from "@/lib/server/auth/api-keys";
import { ApiError } from "@/lib/server/errors";
import { apiRoute } from "@/lib/server/http/api-route";

/** DELETE /api/agency/api-keys/{id}: revokes the key for good (again: no change). */
export const DELETE = apiRoute(
  apiKey,
  async (ctx) => {
    const params = apiKeyIdParams.safeParse(ctx.params);
    if (!params.success) throw new ApiError("notFound", "No such API key");
    return revokeApiKey(ctx.agency.id, params.data.id);
  },
  { permission: "applications.manage" },
);
