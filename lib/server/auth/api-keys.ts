import "server-only";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import {
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
  type NewApiKeyRequest,
} from "@/lib/contract/api-keys";
import { ApiError } from "../errors";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import type { UserRow } from "./session";
import { hashToken, randomToken } from "./tokens";

/**
 * API keys (issue 16, Applications): created with scopes and shown once, stored as their SHA-256
 * only, revoked for good. A key authenticates the calls its scopes name (RouteOptions.apiKeyScope
 * in http/request-context.ts) on its own agency's host.
 */

/** The key's first characters shown in the list: the prefix and eight of its random ones. */
const SHOWN_CHARS = API_KEY_PREFIX.length + 8;
/** `lastUsedAt` is written at most this often per key, so that reading is not writing. */
export const LAST_USED_PRECISION_MS = 60_000;

type KeyRow = typeof t.apiKeys.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(row: KeyRow, createdBy: string | null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    createdBy,
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** The agency's keys, newest first, revoked ones included (they say when). */
export async function listApiKeys(agencyId: string): Promise<ApiKey[]> {
  const db = await getDb();
  const rows = await db
    .select({ key: t.apiKeys, firstName: t.users.firstName, lastName: t.users.lastName })
    .from(t.apiKeys)
    .leftJoin(t.users, and(eq(t.users.id, t.apiKeys.createdBy), eq(t.users.agencyId, agencyId)))
    .where(eq(t.apiKeys.agencyId, agencyId))
    .orderBy(desc(t.apiKeys.createdAt), desc(t.apiKeys.id));
  return rows.map((r) =>
    view(r.key, r.firstName === null ? null : `${r.firstName} ${r.lastName}`.trim()),
  );
}

/** A new key: the answer carries the key itself, which is never stored nor shown again. */
export async function createApiKey(
  agencyId: string,
  creator: UserRow,
  request: NewApiKeyRequest,
): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomToken()}`;
  const db = await getDb();
  const [row] = await db
    .insert(t.apiKeys)
    .values({
      agencyId,
      name: request.name.trim(),
      prefix: key.slice(0, SHOWN_CHARS),
      keyHash: hashToken(key),
      scopes: [...new Set(request.scopes)],
      createdBy: creator.id,
    })
    .returning();
  return { ...view(row!, `${creator.firstName} ${creator.lastName}`.trim()), key };
}

/** Revokes one of the agency's keys (again is no change); another agency's key is a 404. */
export async function revokeApiKey(agencyId: string, id: string): Promise<ApiKey> {
  const db = await getDb();
  const mine = and(eq(t.apiKeys.id, id), eq(t.apiKeys.agencyId, agencyId));
  await db
    .update(t.apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(mine, isNull(t.apiKeys.revokedAt)));
  const found = (await listApiKeys(agencyId)).find((k) => k.id === id);
  if (!found) throw new ApiError("notFound", "No such API key");
  return found;
}

export interface ApiKeyPrincipal {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
}

/** The key of an `Authorization: Bearer wl_…` header, or null when the request carries none. */
export function bearerApiKey(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  const token = match?.[1];
  return token?.startsWith(API_KEY_PREFIX) ? token : null;
}

const NOT_VALID = "The API key is not valid.";

/**
 * The live key of this agency that `key` is, or a 401 (unknown, revoked, another agency's: the
 * same answer, so a key's existence elsewhere is not told). Its last use is recorded when the one
 * recorded is older than a minute.
 */
export async function authenticateApiKey(agencyId: string, key: string): Promise<ApiKeyPrincipal> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(t.apiKeys)
    .where(and(eq(t.apiKeys.keyHash, hashToken(key)), eq(t.apiKeys.agencyId, agencyId)));
  if (!row || row.revokedAt) throw new ApiError("unauthorized", NOT_VALID);
  const now = new Date();
  const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    await db
      .update(t.apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(t.apiKeys.id, row.id),
          or(isNull(t.apiKeys.lastUsedAt), lt(t.apiKeys.lastUsedAt, stale)),
        ),
      );
  }
  return { id: row.id, name: row.name, scopes: row.scopes as ApiKeyScope[] };
}

/**
 * Who a key acts as where a route asks for the signed-in user: a restricted member of the
 * agency's staff (never shown net rates or markups), named after the key. It is no account: the
 * calls a key may make only read.
 */
export function apiKeyUser(agencyId: string, key: ApiKeyPrincipal): UserRow {
  const epoch = new Date(0);
  return {
    id: key.id,
    agencyId,
    email: "",
    emailVerifiedAt: null,
    passwordHash: null,
    firstName: key.name,
    lastName: "",
    profileImage: null,
    userType: "SalesAgent",
    isTravelAgent: false,
    isRestrictedAgent: true,
    isRewardWalletEnable: false,
    creditsCurrency: "USD",
    commissionBps: null,
    invitedBy: null,
    language: null,
    disabledAt: null,
    createdAt: epoch,
    updatedAt: epoch,
  };
}
