import "server-only";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { redis, redisUrl } from "../redis";

/** Failed sign-ins an account may have in the window. */
export const MAX_ACCOUNT_FAILURES = 10;
/**
 * Failed sign-ins one address may have in the window, over all accounts. Well above the
 * account's: an agency office behind one NAT keeps working while one agent mistypes, and a
 * password spray from one address is still stopped after a few tries per account.
 */
export const MAX_ADDRESS_FAILURES = 50;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** A throttle key and the failures (or, for takeTurn, the calls) it allows in the window. */
export interface ThrottleKey {
  key: string;
  limit: number;
}

/** Failed sign-ins per key over the sliding window, shared by every process. */
interface FailureStore {
  /** Failures in the window, counted up to `limit`. */
  count(agencyId: string, key: string, limit: number): Promise<number>;
  record(agencyId: string, keys: string[]): Promise<void>;
  clear(agencyId: string, key: string): Promise<void>;
}

const databaseStore: FailureStore = {
  async count(agencyId, key, limit) {
    const db = await getDb();
    const rows = await db
      .select({ id: t.loginFailures.id })
      .from(t.loginFailures)
      .where(
        and(
          eq(t.loginFailures.agencyId, agencyId),
          eq(t.loginFailures.key, key),
          gt(t.loginFailures.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)),
        ),
      )
      .limit(limit);
    return rows.length;
  },
  async record(agencyId, keys) {
    const db = await getDb();
    await db.insert(t.loginFailures).values(keys.map((key) => ({ agencyId, key })));
    // Old rows only cost space; drop them as we go.
    await db
      .delete(t.loginFailures)
      .where(lt(t.loginFailures.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)));
  },
  async clear(agencyId, key) {
    const db = await getDb();
    await db
      .delete(t.loginFailures)
      .where(and(eq(t.loginFailures.agencyId, agencyId), inArray(t.loginFailures.key, [key])));
  },
};

/** A sorted set per key, scored by time: the window is a range query, expiry does the cleaning. */
function redisStore(url: string): FailureStore {
  const name = (agencyId: string, key: string) => `login-failures:${agencyId}:${key}`;
  return {
    async count(agencyId, key) {
      const r = await redis(url);
      return r.zcount(name(agencyId, key), Date.now() - LOGIN_WINDOW_MS, "+inf");
    },
    async record(agencyId, keys) {
      const r = await redis(url);
      const now = Date.now();
      const multi = r.multi();
      for (const key of keys) {
        const k = name(agencyId, key);
        multi.zadd(k, now, `${now}:${Math.random()}`);
        multi.zremrangebyscore(k, "-inf", now - LOGIN_WINDOW_MS);
        multi.pexpire(k, LOGIN_WINDOW_MS);
      }
      await multi.exec();
    },
    async clear(agencyId, key) {
      const r = await redis(url);
      await r.del(name(agencyId, key));
    },
  };
}

function store(): FailureStore {
  const url = redisUrl();
  return url ? redisStore(url) : databaseStore;
}

export function throttleKeys(email: string, address: string | null): ThrottleKey[] {
  return [
    { key: `account:${email}`, limit: MAX_ACCOUNT_FAILURES },
    ...(address ? [{ key: `address:${address}`, limit: MAX_ADDRESS_FAILURES }] : []),
  ];
}

/** Whether any of the keys has reached its limit within the window. */
export async function isThrottled(agencyId: string, keys: ThrottleKey[]): Promise<boolean> {
  const counts = await Promise.all(keys.map((k) => store().count(agencyId, k.key, k.limit)));
  return counts.some((c, i) => c >= keys[i]!.limit);
}

export function recordFailure(agencyId: string, keys: ThrottleKey[]): Promise<void> {
  return store().record(
    agencyId,
    keys.map((k) => k.key),
  );
}

/** A successful sign-in forgives the account's failures (not the address's). */
export function clearAccountFailures(agencyId: string, email: string): Promise<void> {
  return store().clear(agencyId, `account:${email}`);
}

/**
 * Calls that cost something whether or not they succeed (a quote holds a supplier's inventory)
 * are counted as they are made, in the same window and store as failed sign-ins, each key within
 * its own limit. `takeTurn` counts this call under every key and answers null, or, when a key has
 * had its limit in the window already, takes the call back (a refused call does not count) and
 * answers the seconds until the oldest call that filled it leaves the window (`Retry-After`).
 * Calls racing on one key may each find a last place free (a throttle, not a lock).
 */
export async function takeTurn(agencyId: string, keys: ThrottleKey[]): Promise<number | null> {
  const url = redisUrl();
  const retryAt = url
    ? await takeTurnInRedis(url, agencyId, keys)
    : await takeTurnInDb(agencyId, keys);
  return retryAt === null ? null : Math.max(1, Math.ceil((retryAt - Date.now()) / 1000));
}

let lastSweep = 0;

async function takeTurnInDb(agencyId: string, keys: ThrottleKey[]): Promise<number | null> {
  const db = await getDb();
  const since = new Date(Date.now() - LOGIN_WINDOW_MS).toISOString();
  // One statement: this call recorded under each key, and for each key the time of its
  // `limit`-th newest other call in the window (the statement does not see its own rows), if
  // there are that many: an index range read of at most `limit` entries.
  const filledSince = keys.map(
    (k, i) => sql`(
      SELECT (extract(epoch FROM f.created_at) * 1000)::float8 FROM ${t.loginFailures} f
      WHERE f.agency_id = ${agencyId}::uuid AND f.key = ${k.key}
        AND f.created_at > ${since}::timestamptz
      ORDER BY f.created_at DESC OFFSET ${k.limit - 1} LIMIT 1
    ) AS ${sql.identifier(`filled${i}`)}`,
  );
  const result = (await db.execute(sql`
    WITH mine AS (
      INSERT INTO ${t.loginFailures} (agency_id, key)
      VALUES ${sql.join(
        keys.map((k) => sql`(${agencyId}::uuid, ${k.key})`),
        sql`, `,
      )}
      RETURNING id
    )
    SELECT (SELECT array_agg(id) FROM mine) AS ids, ${sql.join(filledSince, sql`, `)}
  `)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0]!;
  const filled = keys
    .map((_, i) => row[`filled${i}`])
    .filter((at): at is number | string => at !== null && at !== undefined)
    .map(Number);
  if (filled.length > 0) {
    const ids = (row.ids as (string | number)[]).map((id) => sql`${String(id)}::bigint`);
    await db.execute(sql`DELETE FROM ${t.loginFailures} WHERE id IN (${sql.join(ids, sql`, `)})`);
    return Math.max(...filled) + LOGIN_WINDOW_MS;
  }
  if (Date.now() - lastSweep > 60_000) {
    // Old rows only cost space: drop them once a minute, not at every call.
    lastSweep = Date.now();
    await db.delete(t.loginFailures).where(lt(t.loginFailures.createdAt, new Date(since)));
  }
  return null;
}

async function takeTurnInRedis(
  url: string,
  agencyId: string,
  keys: ThrottleKey[],
): Promise<number | null> {
  const r = await redis(url);
  const now = Date.now();
  const member = `${now}:${Math.random()}`;
  const name = (key: string) => `throttle:${agencyId}:${key}`;
  const multi = r.multi();
  for (const k of keys) {
    multi.zadd(name(k.key), now, member);
    multi.zremrangebyscore(name(k.key), "-inf", now - LOGIN_WINDOW_MS);
    multi.pexpire(name(k.key), LOGIN_WINDOW_MS);
    // This call and the newest `limit` others, with their times.
    multi.zrevrange(name(k.key), 0, k.limit, "WITHSCORES");
  }
  const results = (await multi.exec()) ?? [];
  let retryAt: number | null = null;
  keys.forEach((k, i) => {
    const [error, listed] = results[i * 4 + 3] ?? [];
    if (error) throw error;
    const flat = listed as string[];
    const others: number[] = [];
    for (let j = 0; j < flat.length; j += 2) {
      if (flat[j] !== member) others.push(Number(flat[j + 1]));
    }
    if (others.length >= k.limit) {
      retryAt = Math.max(retryAt ?? 0, others[k.limit - 1]! + LOGIN_WINDOW_MS);
    }
  });
  if (retryAt !== null) {
    const undo = r.multi();
    for (const k of keys) undo.zrem(name(k.key), member);
    await undo.exec();
  }
  return retryAt;
}
