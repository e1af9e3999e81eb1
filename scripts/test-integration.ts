/**
 * Runs the integration suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set
 * (with Redis for shared state when TEST_REDIS_URL is set too).
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
  run(process.env.TEST_REDIS_URL ? "PostgreSQL and Redis" : "PostgreSQL", {
    ...base,
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    // The scaled-out configuration: login throttling in Redis when one is given.
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  });
}
