/**
 * The server the end-to-end suite runs against: the production build, on a fresh embedded
 * database in .data/e2e seeded with the demo agencies.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { buildIfNeeded } from "./lib/build";
import { prepareDatabase } from "./lib/database";
import { startNext } from "./lib/server";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(process.cwd(), ".data", "e2e");
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PGLITE_DATA_DIR: dataDir,
  DEFAULT_AGENCY: "demo",
  PORT: String(port),
});
delete process.env.DATABASE_URL;

buildIfNeeded();
await prepareDatabase();
const server = await startNext(port, process.env);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.stop(signal));
server.child.on("exit", (code) => process.exit(code ?? 0));
