import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // One browser at a time: on two cores the server, the browser and the runner share the CPU, and
  // a second browser starved the server (cold pages and deals past their 5 s waits) while the
  // whole suite took as long as with one (10.7 min either way, measured).
  workers: 1,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // What hydrates or loads after the page (the sidebar's code, its user and menu queries) took
  // over 5 s on a loaded two-core CI machine while the server also rendered; a wait, not a budget
  // (those are in `npm run bench`).
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://demo.localhost:${PORT}`,
    // Recording a trace for every test cost ~10 % of the suite's time (18 tests: 131 s with DOM
    // snapshots, 118 s without); `npx playwright test --trace on` records one when needed.
    trace: "off",
    launchOptions: {
      // Debian's Chromium when present; Playwright's own browser otherwise (DESIGN §8).
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: [
        // *.localhost already resolves to loopback; the custom-domain demo needs a mapping.
        "--host-resolver-rules=MAP horizon.test 127.0.0.1",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npx tsx --conditions=react-server scripts/e2e-server.ts",
    url: `http://127.0.0.1:${PORT}/api/agency`,
    env: { E2E_PORT: String(PORT) },
    timeout: 600_000,
    reuseExistingServer: false,
    // Let scripts/e2e-server.ts stop the server it started (Playwright's default is SIGKILL).
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
  },
});
