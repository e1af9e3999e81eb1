/**
 * Runs the integration suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { spawnSync } from "node:child_process";

function run(label: string, env: NodeJS.ProcessEnv) {
  console.log(`\n▶ integration tests on ${label}`);
  const result = spawnSync(
    "npx",
    ["vitest", "run", "--project", "integration", ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env,
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const base = { ...process.env };
delete base.DATABASE_URL;
run("PGlite (embedded)", base);
if (process.env.TEST_DATABASE_URL) {
  run("PostgreSQL", {
    ...base,
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    VITEST_SEQUENTIAL: "1",
  });
}
