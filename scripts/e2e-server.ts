/**
 * The server the end-to-end suite runs against: the production build, on a fresh embedded
 * database in .data/e2e seeded with the demo agencies, sending mail to an SMTP server in this
 * process (kept in .data/e2e/mail) and signing demo users in through a local OpenID provider.
 *
 * With E2E_DATABASE_URL (a PostgreSQL server) it runs scaled out instead, as DESIGN §6 asks of the
 * booking paths: a fresh database `<name>_e2e` on that server, two server processes sharing it, and
 * a round-robin balancer on the suite's port in front of them (REDIS_URL, when set, is their
 * shared state). A bundle can break what the source-level tests pass; this is where it shows.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { startBalancer } from "./lib/balancer";
import { buildIfNeeded, clearPageCache } from "./lib/build";
import { prepareDatabase } from "./lib/database";
import { startMailSink, startSsoForDemo } from "./lib/e2e-services";
import { databaseUrl, withServer } from "./lib/postgres";
import { startNext, type RunningServer } from "./lib/server";

const port = Number(process.env.E2E_PORT ?? 3100);
const postgres = process.env.E2E_DATABASE_URL;
const dataDir = path.join(process.cwd(), ".data", postgres ? "e2e-postgres" : "e2e");
rmSync(dataDir, { recursive: true, force: true });
const mail = await startMailSink(port + 25, path.join(dataDir, "mail"));
Object.assign(process.env, {
  DEFAULT_AGENCY: "demo",
  PORT: String(port),
  SMTP_URL: mail.url,
  ACADEMY_URL: "https://academy.horizon.test/enter",
  // The suite quotes as a few demo users from this one machine, far more than a traveller would:
  // limits it never reaches (the integration tests show the real ones at work).
  QUOTES_PER_BUYER: process.env.QUOTES_PER_BUYER ?? "1000000",
  QUOTES_PER_ADDRESS: process.env.QUOTES_PER_ADDRESS ?? "1000000",
  LIVE_HOLDS_PER_BUYER: process.env.LIVE_HOLDS_PER_BUYER ?? "1000000",
});
if (postgres) {
  const name = `${new URL(postgres).pathname.slice(1)}_e2e`;
  await withServer(postgres, async (server) => {
    await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await server.query(`CREATE DATABASE "${name}"`);
  });
  process.env.DATABASE_URL = databaseUrl(postgres, name);
} else {
  process.env.PGLITE_DATA_DIR = path.join(dataDir, "pglite");
  delete process.env.DATABASE_URL;
}

buildIfNeeded();
clearPageCache();
await prepareDatabase();
await startSsoForDemo(port + 99, port);
const servers: RunningServer[] = [];
if (postgres) {
  const backends = [port + 1, port + 2];
  for (const backend of backends)
    servers.push(await startNext(backend, process.env, "inherit", port));
  await startBalancer(port, backends);
  console.log(`▶ Two server processes on PostgreSQL behind a balancer on port ${port}`);
} else {
  servers.push(await startNext(port, process.env));
}
// The mail sink, the OpenID provider and the balancer live in this process and end with it.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => servers.forEach((server) => server.stop(signal)));
}
for (const server of servers) server.child.on("exit", (code) => process.exit(code ?? 0));
