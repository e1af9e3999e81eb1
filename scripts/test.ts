/**
 * `npm test`: every check, one phase after another, stopping at the first that fails. Each phase's
 * time and test count is printed as it ends and again in a table at the end, so the time the
 * checks take is measured where it goes (DESIGN §7: `.ci/run` within 20 minutes).
 * Lint and the type check run side by side (one core each); the test phases use both cores.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

interface Phase {
  name: string;
  /** Commands run side by side; the phase passes when all pass. */
  commands: { args: string[]; env?: NodeJS.ProcessEnv }[];
  /** The number of tests the phase ran, read from its runner's JSON report. */
  count?: () => number;
}

const reports = mkdtempSync(path.join(os.tmpdir(), "travel-test-"));
const report = (name: string) => path.join(reports, `${name}.json`);
const vitestCount = (name: string) => () =>
  (JSON.parse(readFileSync(report(name), "utf8")) as { numTotalTests: number }).numTotalTests;
const vitest = (project: string, name: string, env?: NodeJS.ProcessEnv) => ({
  args: [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report(name)}`,
  ],
  env,
});

const playwrightCount = (name: string) => () => {
  const { stats } = JSON.parse(readFileSync(report(name), "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return stats.expected + stats.unexpected + stats.flaky + stats.skipped;
};

const base = { ...process.env };
delete base.DATABASE_URL;
delete base.REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const phases: Phase[] = [
  {
    name: "lint and types",
    commands: [
      { args: ["eslint", ".", "--max-warnings=0", "--cache", "--cache-strategy=content"] },
      { args: ["tsc", "--noEmit", "--incremental", "--tsBuildInfoFile", ".tsbuildinfo"] },
      { args: ["prettier", "--check", ".", "--log-level=warn"] },
    ],
  },
  { name: "unit", commands: [vitest("unit", "unit")], count: vitestCount("unit") },
  {
    name: "integration, PGlite",
    commands: [vitest("integration", "integration-pglite", base)],
    count: vitestCount("integration-pglite"),
  },
  ...(postgres
    ? [
        {
          name: redisUrl ? "integration, PostgreSQL and Redis" : "integration, PostgreSQL",
          commands: [
            vitest("integration", "integration-postgres", {
              ...base,
              DATABASE_URL: postgres,
              // The scaled-out configuration: login throttling in Redis when one is given.
              ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
            }),
          ],
          count: vitestCount("integration-postgres"),
        },
      ]
    : []),
  {
    name: "end to end",
    commands: [
      {
        args: ["playwright", "test", "--reporter=list,json"],
        // The first phase type-checked these sources; the build need not again.
        env: { ...base, PLAYWRIGHT_JSON_OUTPUT_FILE: report("e2e"), BUILD_SKIP_TYPECHECK: "1" },
      },
    ],
    count: playwrightCount("e2e"),
  },
  ...(postgres
    ? [
        {
          name: "end to end, PostgreSQL, two processes",
          commands: [
            {
              // The booking paths (DESIGN §6) on the same build, scaled out: two server processes
              // on one PostgreSQL database behind a balancer (scripts/e2e-server.ts).
              args: ["playwright", "test", "--grep", "@processes", "--reporter=list,json"],
              env: {
                ...base,
                E2E_PORT: "3200",
                E2E_DATABASE_URL: postgres,
                ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
                PLAYWRIGHT_JSON_OUTPUT_FILE: report("e2e-postgres"),
                BUILD_SKIP_TYPECHECK: "1",
              },
            },
          ],
          count: playwrightCount("e2e-postgres"),
        },
      ]
    : []),
];

function run({ args, env }: Phase["commands"][number]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npx", args, { stdio: "inherit", env: env ?? process.env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const done: { name: string; seconds: number; tests: string }[] = [];
function summary() {
  console.log("\nphase                                   time    tests");
  for (const { name, seconds, tests } of done) {
    console.log(`${name.padEnd(38)} ${`${seconds.toFixed(0)} s`.padStart(6)}  ${tests}`);
  }
  const total = done.reduce((sum, p) => sum + p.seconds, 0);
  console.log(`${"total".padEnd(38)} ${`${total.toFixed(0)} s`.padStart(6)}`);
}

let failed = false;
for (const phase of phases) {
  console.log(`\n▶ ${phase.name}`);
  const started = performance.now();
  const codes = await Promise.all(phase.commands.map(run));
  const seconds = (performance.now() - started) / 1000;
  let tests = "";
  try {
    tests = phase.count ? String(phase.count()) : "";
  } catch {
    tests = "no report";
  }
  done.push({ name: phase.name, seconds, tests });
  console.log(`◀ ${phase.name}: ${seconds.toFixed(0)} s${tests ? `, ${tests} tests` : ""}`);
  if (codes.some((code) => code !== 0)) {
    failed = true;
    break;
  }
}
summary();
rmSync(reports, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
