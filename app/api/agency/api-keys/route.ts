import { apiKeysResponse, createdApiKey, newApiKeyRequest } from "@/lib/contract/api-keys";
import { createApiKey, listApiKeys } from "@/lib/server/auth/api-keys";
import { apiRoute } from "@/lib/server/http/api-route";

/** GET /api/agency/api-keys: the agency's API keys (Applications), never a key itself. */
export const GET = apiRoute(
  apiKeysResponse,
  async (ctx) => ({ keys: await listApiKeys(ctx.agency.id) }),
  { permission: "applications.read" },
);

/** POST /api/agency/api-keys `{ name, scopes }`: a new key, shown in this answer only. */
export const POST = apiRoute(
  createdApiKey,
  async (ctx) => {
    const request = await ctx.body(newApiKeyRequest);
    const { user } = await ctx.requireSession();
    const created = await createApiKey(ctx.agency.id, user, request);
    ctx.status = 201;
    return created;
  },
  { permission: "applications.manage" },
);
