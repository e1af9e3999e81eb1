/**
 * The server the end-to-end suite runs against: the production build, on a fresh embedded
 * database in .data/e2e seeded with the demo agencies, sending mail to an SMTP server in this
 * process (kept in .data/e2e/mail) and signing demo users in through a local OpenID provider.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { buildIfNeeded, clearPageCache } from "./lib/build";
import { prepareDatabase } from "./lib/database";
import { startMailSink, startSsoForDemo } from "./lib/e2e-services";
import { startNext } from "./lib/server";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(process.cwd(), ".data", "e2e");
rmSync(dataDir, { recursive: true, force: true });
const mail = await startMailSink(port + 25, path.join(dataDir, "mail"));
Object.assign(process.env, {
  PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
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
delete process.env.DATABASE_URL;

buildIfNeeded();
clearPageCache();
await prepareDatabase();
await startSsoForDemo(port + 99, port);
const server = await startNext(port, process.env);
// The mail sink and the OpenID provider live in this process and end with it.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.stop(signal));
server.child.on("exit", (code) => process.exit(code ?? 0));
