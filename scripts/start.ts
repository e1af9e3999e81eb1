/**
 * `npm start`: build if the sources changed, migrate and seed the database, serve on PORT (3000).
 * With no DATABASE_URL it runs on the embedded database and a bare localhost shows the demo agency.
 */
import { SEED_AGENCIES } from "../lib/server/seed/seed-agencies";
import { printDemoAccounts } from "./lib/accounts";
import { buildIfNeeded, clearPageCache } from "./lib/build";
import { describeDatabase, prepareDatabase } from "./lib/database";
import { startNext } from "./lib/server";

const port = Number(process.env.PORT ?? 3000);
// The server reads PORT to build canonical addresses on a developer machine.
process.env.PORT = String(port);
if (!process.env.DATABASE_URL) process.env.DEFAULT_AGENCY ??= "demo";

buildIfNeeded();
clearPageCache();
await prepareDatabase();
console.log(`✔ Database ready: ${describeDatabase()}`);

const server = await startNext(port, process.env);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.stop(signal));
server.child.on("exit", (code) => process.exit(code ?? 0));

const root = process.env.ROOT_DOMAIN ?? "localhost";
console.log(`\n✔ Serving on port ${port}. The demo agencies:`);
for (const a of SEED_AGENCIES) {
  const extra = a.domains
    .map((d) => `, http://${d}:${port} (custom domain; map it to 127.0.0.1 in /etc/hosts)`)
    .join("");
  console.log(`  ${a.agencyName.padEnd(15)} http://${a.subdomain}.${root}:${port}${extra}`);
}
if (process.env.DEFAULT_AGENCY)
  console.log(`  (http://localhost:${port} shows ${process.env.DEFAULT_AGENCY})`);
printDemoAccounts();
