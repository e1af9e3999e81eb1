import { Redis } from "ioredis";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { findAgency } from "@/lib/server/agency/agency";
import { agencyChanged, followAgencyChanges } from "@/lib/server/agency/changes";
import { getDb } from "@/lib/server/db/client";

/**
 * Several app processes share one Redis (DESIGN §1): a change made through any of them reaches
 * the cached agency of every other. `*.redis.test.ts` files run in the suite's pass with Redis
 * (REDIS_URL, see vitest.config.mts and scripts/test-integration.ts).
 */
const url = process.env.REDIS_URL!;
// The namespace of this file's keys and channels (REDIS_PREFIX, set per file by the setup).
const channel = `${process.env.REDIS_PREFIX ?? ""}agency-changed`;
const DEMO = { kind: "subdomain", key: "demo" } as const;

/** The production server's front cache (scripts/serve.mjs), as it is found on globalThis. */
const FRONT_CACHE = Symbol.for("travel.frontCache");
let cleared = 0;
(globalThis as Record<symbol, unknown>)[FRONT_CACHE] = { clear: () => cleared++ };

async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("agency changes across processes (Redis)", () => {
  // Another process's connection.
  const other = new Redis(url);
  afterAll(async () => {
    await other.quit();
    const db = await getDb();
    await db.execute(
      sql`UPDATE agencies SET agency_name = 'Horizon Travel' WHERE subdomain = 'demo'`,
    );
  });

  it("drops this process's cached agency when another process announces a change", async () => {
    followAgencyChanges();
    const before = await findAgency(DEMO);
    expect(before?.agencyName).toBe("Horizon Travel");
    const db = await getDb();
    await db.execute(
      sql`UPDATE agencies SET agency_name = 'Horizon Changed' WHERE subdomain = 'demo'`,
    );
    // Still the cached copy: nothing told this process.
    expect((await findAgency(DEMO))?.agencyName).toBe("Horizon Travel");
    const clearedBefore = cleared;

    // The subscription is live once a message published now arrives.
    await eventually(async () => {
      await other.publish(channel, before!.id);
      return (await findAgency(DEMO))?.agencyName === "Horizon Changed";
    });
    // And the pages the server kept in front of Next are forgotten with it.
    expect(cleared).toBeGreaterThan(clearedBefore);
  });

  it("announces a change made here to the other processes", async () => {
    const listener = new Redis(url);
    const heard: string[] = [];
    listener.on("message", (_channel: string, id: string) => heard.push(id));
    await listener.subscribe(channel);
    try {
      const agency = await findAgency(DEMO);
      const clearedBefore = cleared;
      await agencyChanged(agency!.id);
      expect(cleared).toBe(clearedBefore + 1);
      await eventually(async () => heard.includes(agency!.id));
    } finally {
      await listener.quit();
    }
  });
});
