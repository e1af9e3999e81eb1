import {
  API_KEY_SCOPES,
  apiKey,
  apiKeysResponse,
  createdApiKey,
  newApiKeyRequest,
} from "./api-keys";
import type { Operation } from "./openapi";

export const operations = (): Operation[] => [
  {
    method: "get",
    path: "/api/agency/api-keys",
    summary: "The agency's API keys (Applications), never a key itself nor its hash",
    tags: ["Back office"],
    response: apiKeysResponse,
    status: 200,
    signedIn: true,
  },
  {
    method: "post",
    path: "/api/agency/api-keys",
    summary: `A new API key with scopes (${API_KEY_SCOPES.join(", ")}); the key is in this answer only`,
    tags: ["Back office"],
    request: newApiKeyRequest,
    response: createdApiKey,
    status: 201,
    signedIn: true,
    example: { name: "Reporting", scopes: ["bookings:read"] },
  },
  {
    method: "delete",
    path: "/api/agency/api-keys/{id}",
    summary: "Revokes an API key for good (again: no change)",
    tags: ["Back office"],
    response: apiKey,
    status: 200,
    signedIn: true,
  },
];
