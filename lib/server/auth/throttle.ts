import "server-only";
import { and, eq, gt, inArray, lt } from "drizzle-orm";
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

/** A throttle key and the failures it allows. */
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
