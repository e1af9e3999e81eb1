import "server-only";
import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { sealData, unsealData } from "iron-session";
import { ttlCache } from "../cache";
import { getDb } from "../db/client";
import { preparedQuery } from "../db/prepared";
import * as t from "../db/schema";
import { sessionSecret } from "../secrets";
import { hashToken, randomToken } from "./tokens";

export { ACCESS_TOKEN_COOKIE } from "@/lib/contract/cookies";
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

export type UserRow = typeof t.users.$inferSelect;
export interface AuthSession {
  id: string;
  user: UserRow;
}

const SEAL_FORMAT = /^Fe26\.2\*[A-Za-z0-9_*-]+~2$/;

interface Sealed {
  /** The random token whose hash names the session row. */
  t: string;
  /** The agency it was issued by: a cookie from one agency means nothing on another's host. */
  a: string;
}

/** A new session row and the sealed value of the `x-access-token` cookie that names it. */
export async function createSession(
  agencyId: string,
  userId: string,
  userAgent: string | null,
): Promise<string> {
  const token = randomToken();
  const db = await getDb();
  await db.insert(t.sessions).values({
    agencyId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
  return sealData({ t: token, a: agencyId } satisfies Sealed, {
    password: sessionSecret(),
    ttl: SESSION_TTL_SECONDS,
  });
}

/**
 * Cookies unsealed in the last minute, by their sealed value, as the hash of their token and their
 * agency. Unsealing is five WebCrypto calls (two key derivations, an HMAC, a decryption), each a
 * trip to the thread pool, for the same answer every time; a signed-in page asks the API several
 * times a minute. A value that does not unseal is not kept (its load fails), and the session row
 * is still read on every call, so an ended session is refused at once.
 */
const unsealed = ttlCache<{ tokenHash: string; agencyId: string }>(60_000, 10_000);

function unsealCookie(sealed: string): Promise<{ tokenHash: string; agencyId: string } | null> {
  return unsealed
    .get(sealed, async () => {
      const data = await unsealData<Partial<Sealed>>(sealed, {
        password: sessionSecret(),
        ttl: SESSION_TTL_SECONDS,
      });
      if (typeof data.t !== "string" || typeof data.a !== "string") throw new Error("not a seal");
      return { tokenHash: hashToken(data.t), agencyId: data.a };
    })
    .catch(() => null);
}

/**
 * The live session a sealed token names on this agency, or "invalid" for a value that was not
 * sealed by us, belongs to another agency, or names a session that ended (logout, password
 * change, disabled account, expiry). Every check is a database read, so it holds across processes.
 */
export async function sessionFromToken(
  agencyId: string,
  sealed: string,
): Promise<AuthSession | "invalid"> {
  // iron ignores anything after its version suffix; a value that is not exactly a seal is refused.
  if (!SEAL_FORMAT.test(sealed)) return "invalid";
  const cookie = await unsealCookie(sealed);
  if (!cookie || cookie.agencyId !== agencyId) return "invalid";
  const [row] = await (
    await sessionQuery()
  ).execute({
    tokenHash: cookie.tokenHash,
    agencyId,
    now: new Date().toISOString(),
  });
  return row ?? "invalid";
}

/**
 * The session read of every signed-in call, built once: drizzle building it anew was a tenth of
 * a signed-in API call's time in a profile.
 */
const sessionQuery = preparedQuery((db) =>
  db
    .select({ id: t.sessions.id, user: t.users })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(
      and(
        eq(t.sessions.tokenHash, sql.placeholder("tokenHash")),
        eq(t.sessions.agencyId, sql.placeholder("agencyId")),
        eq(t.users.agencyId, sql.placeholder("agencyId")),
        isNull(t.sessions.revokedAt),
        gt(t.sessions.expiresAt, sql.placeholder("now")),
        isNull(t.users.disabledAt),
      ),
    )
    .prepare("session_from_token"),
);

/** Ends the agency's live sessions that `which` selects. */
async function revoke(agencyId: string, which: SQL): Promise<void> {
  const db = await getDb();
  await db
    .update(t.sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(t.sessions.agencyId, agencyId), isNull(t.sessions.revokedAt), which));
}

export function revokeSession(agencyId: string, sessionId: string): Promise<void> {
  return revoke(agencyId, eq(t.sessions.id, sessionId));
}

/** Ends every session of a user (password change or reset). */
export function revokeUserSessions(agencyId: string, userId: string): Promise<void> {
  return revoke(agencyId, eq(t.sessions.userId, userId));
}
