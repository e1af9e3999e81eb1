import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": import.meta.dirname,
  // `server-only` throws outside React's server build; tests import server modules directly.
  "server-only": path.join(import.meta.dirname, "tests/support/empty.ts"),
};

// Vitest's default is one worker fewer than the cores: one on this two-core kind of machine, which
// left a core idle (integration on PGlite 394 s with one worker, 277 s with two). On PostgreSQL a
// worker also waits on the server, so one more keeps both cores busy (328 s → 161 s with three).
const cores = os.availableParallelism();
const maxWorkers = process.env.DATABASE_URL ? cores + 1 : cores;

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "lib/**/*.test.ts",
            "components/**/*.test.ts",
            "eslint-rules/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          // Pure functions mostly: sharing a worker's modules across files (30 s → 12 s).
          isolate: false,
        },
      },
      {
        resolve: {
          alias: {
            ...alias,
            // Route handlers run here without Next's request context, which `revalidateTag`
            // needs; this stand-in records what they expire (end-to-end tests use the real one).
            "next/cache": path.join(import.meta.dirname, "tests/support/next-cache.ts"),
          },
        },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // What needs Redis runs in the pass that has one (scripts/test-integration.ts).
          // What needs PostgreSQL (several processes on one database) runs in its pass.
          exclude: [
            ...(process.env.REDIS_URL ? [] : ["tests/integration/**/*.redis.test.ts"]),
            ...(process.env.DATABASE_URL ? [] : ["tests/integration/**/*.pg.test.ts"]),
          ],
          environment: "node",
          // A worker's files share its modules instead of loading the server's code again for
          // each (PGlite pass 164 s → 83 s, PostgreSQL 103 s → 55 s measured); integration-setup.ts undoes what a file
          // leaves behind (environment, connections, caches, faults) before the next one runs.
          isolate: false,
          setupFiles: ["tests/support/integration-setup.ts"],
          globalSetup: ["tests/support/integration-global.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run loadtest` (tests/load/bookings.test.ts): not part of `npm test`.
        resolve: { alias },
        test: {
          name: "load",
          include: ["tests/load/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/integration-setup.ts"],
          globalSetup: ["tests/support/integration-global.ts"],
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
