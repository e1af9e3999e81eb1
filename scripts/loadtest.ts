/**
 * `npm run loadtest`: the randomised load run with faults (tests/load/bookings.test.ts) on the
 * PostgreSQL server named by TEST_DATABASE_URL (or DATABASE_URL), as two server processes.
 */
import { spawnSync } from "node:child_process";

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url?.startsWith("postgres")) {
  console.error("The load run needs PostgreSQL: set TEST_DATABASE_URL=postgres://…");
  process.exit(2);
}
const result = spawnSync("npx", ["vitest", "run", "--project", "load"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
