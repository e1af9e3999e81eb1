import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { clearCaches } from "@/lib/server/cache";
import { closeDb } from "@/lib/server/db/client";
import { closeRedis } from "@/lib/server/redis";
import { disarmFaults } from "@/lib/server/faults/faults";
import { setSandboxOutage } from "@/lib/server/payments/sandbox";
import { databaseUrl, withServer } from "@/scripts/lib/postgres";

/**
 * The files of a worker share its modules (vitest.config.mts: no isolation, which halves the
 * suite's time), so what one file leaves behind is undone before the next: its environment, the
 * database handle and Redis connection, the caches of rows read from its database, armed faults.
 */
const environment = { ...process.env };
afterAll(async () => {
  await Promise.all([closeDb(), closeRedis()]);
  clearCaches();
  disarmFaults();
  setSandboxOutage(false);
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});

process.env.DEFAULT_AGENCY ??= "demo";
process.env.ROOT_DOMAIN ??= "travelsite.test";
// The suites quote far more than a traveller does, as one buyer from one address (a test that
// books a quote made several quotes before): limits they never reach. tests/integration/
// quote-limits.test.ts sets its own to show them at work.
process.env.QUOTES_PER_BUYER ??= "1000000";
process.env.QUOTES_PER_ADDRESS ??= "1000000";
process.env.LIVE_HOLDS_PER_BUYER ??= "1000000";

/**
 * Each file starts from its own copy of the seeded database (integration-global.ts) and its own
 * Redis namespace, so files run in parallel without meeting each other's rows, keys or messages.
 */
const serverUrl = process.env.DATABASE_URL;
const ownName = `t${randomBytes(6).toString("hex")}`;
if (serverUrl) {
  const copy = `${inject("postgresTemplate")}_${ownName}`;
  await withServer(serverUrl, (server) =>
    server.query(`CREATE DATABASE "${copy}" TEMPLATE "${inject("postgresTemplate")}"`),
  );
  // Dropped with the others when the run ends (integration-global.ts), once no process of the
  // file (its server workers, a job started in the background) can still hold a connection.
  process.env.DATABASE_URL = databaseUrl(serverUrl, copy);
} else {
  process.env.PGLITE_DATA_DIR = "memory://";
  process.env.PGLITE_SNAPSHOT = inject("pgliteSnapshot");
}
if (process.env.REDIS_URL) process.env.REDIS_PREFIX = `${ownName}:`;
