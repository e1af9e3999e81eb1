import * as z from "zod";

/**
 * API keys for an agency's own integrations (issue 16, Applications). A key is sent as
 * `Authorization: Bearer wl_…` and opens only the calls its scopes name:
 *
 * - `bookings:read`: GET /api/agency/bookings and GET /api/agency/bookings/export;
 * - `clients:read`: GET /api/clients;
 * - `search`: POST /api/hotels/search, /api/flights/search, /api/cars/search,
 *   /api/activities/search and /api/cruise/search.
 *
 * A key acts as a restricted member of the agency's staff: it never sees net rates or markups.
 * It works on its own agency's host only; a revoked or unknown key is a 401, a call outside its
 * scopes a 403.
 */
export const API_KEY_SCOPES = ["bookings:read", "clients:read", "search"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const apiKeyScope = z.enum(API_KEY_SCOPES);

/** Every key starts so, which tells it apart from a session token in an Authorization header. */
export const API_KEY_PREFIX = "wl_";
export const API_KEY_NAME_MAX = 80;

export const newApiKeyRequest = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "Give the key a name")
    .max(API_KEY_NAME_MAX, `A key's name has at most ${API_KEY_NAME_MAX} characters`),
  scopes: z
    .array(apiKeyScope)
    .min(1, "Choose at least one scope")
    .refine((s) => new Set(s).size === s.length, "A scope is named twice"),
});
export type NewApiKeyRequest = z.input<typeof newApiKeyRequest>;

/** A key as the list shows it: never the key itself nor its hash. */
export const apiKey = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(apiKeyScope),
  createdAt: z.string(),
  /** Who created it; null once that account is gone. */
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeysResponse = z.strictObject({ keys: z.array(apiKey) });
export type ApiKeysResponse = z.infer<typeof apiKeysResponse>;

/** The answer to creating a key: the key itself, this once. */
export const createdApiKey = apiKey.extend({ key: z.string().startsWith(API_KEY_PREFIX) });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyIdParams = z.object({ id: z.uuid("No such API key") });
