/**
 * `npm run bench`: builds and starts the production server on a fresh embedded database, then
 * load-tests it beside a plain Node HTTP server measured in the same run (DESIGN §7). Prints
 * figures; asserts nothing. BENCH_SECONDS and BENCH_CONNECTIONS change the load; BENCH_ONLY=backoffice
 * measures the back office alone.
 */
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { DEMO_PASSWORD } from "../lib/server/seed/seed-agencies";
import { activityDealsSample, carDealsSample, hotelDealsSample } from "../lib/deals/sample";
import { autosuggestBenchQueries } from "../lib/server/inventory/geo/bench-queries";
import {
  bookingThroughput,
  carAndActivitySearchLatency,
  flightSearchLatency,
  hotelSearchLatency,
} from "./lib/bench-booking";
import { bookingsExportMemory, bookingsTableLatency, seedBookings } from "./lib/bench-backoffice";
import { buildIfNeeded, clearPageCache } from "./lib/build";
import { prepareDatabase } from "./lib/database";
import { startNext } from "./lib/server";

const APP_PORT = 3200;
const BASELINE_PORT = 3201;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

if (process.argv[2] === "--baseline") {
  http
    .createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    })
    .listen(BASELINE_PORT, () => process.send?.("ready"));
} else {
  await main();
}

async function main() {
  const dataDir = path.join(process.cwd(), ".data", "bench");
  rmSync(dataDir, { recursive: true, force: true });
  Object.assign(process.env, {
    PGLITE_DATA_DIR: dataDir,
    DEFAULT_AGENCY: "demo",
    NODE_ENV: "production",
    // The bench's buyers are one signed-in account on one address, each quote booked at once:
    // throttled as any quote is (its cost is measured), by limits it never reaches.
    QUOTES_PER_BUYER: process.env.QUOTES_PER_BUYER ?? "1000000",
    QUOTES_PER_ADDRESS: process.env.QUOTES_PER_ADDRESS ?? "1000000",
    LIVE_HOLDS_PER_BUYER: process.env.LIVE_HOLDS_PER_BUYER ?? "1000000",
  });
  // BENCH_DATABASE_URL runs it on PostgreSQL (the booking budget's database); PGlite otherwise.
  if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete process.env.DATABASE_URL;

  buildIfNeeded();
  clearPageCache();
  await prepareDatabase();
  // BENCH_ONLY=backoffice: the back office's budgets alone.
  if (process.env.BENCH_ONLY === "backoffice") return backOffice(null);
  const app = await startNext(APP_PORT, process.env, "ignore");
  const baseline = await startBaseline();
  try {
    const cookie = await signIn("traveller@horizon.test");
    const targets: Target[] = [
      {
        name: "plain Node HTTP server (baseline)",
        port: BASELINE_PORT,
        path: "/",
        host: "localhost",
      },
      { name: "home page, demo.localhost", port: APP_PORT, path: "/", host: "demo.localhost" },
      { name: "home page, viajes.localhost", port: APP_PORT, path: "/", host: "viajes.localhost" },
      {
        name: "about page, demo.localhost",
        port: APP_PORT,
        path: "/about",
        host: "demo.localhost",
      },
      {
        name: "GET /api/agency, demo.localhost",
        port: APP_PORT,
        path: "/api/agency",
        host: "demo.localhost",
      },
      {
        name: "signed-in /mytrip/dashboard (20 conn.)",
        port: APP_PORT,
        path: "/mytrip/dashboard",
        host: "demo.localhost",
        connections: 20,
        headers: { cookie },
      },
    ];

    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s each, load generator on the same machine\n`,
    );
    console.log(
      `${"target".padEnd(36)} ${"req/s".padStart(9)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}  ratio`,
    );
    let base = 0;
    for (const t of targets) {
      // Warm up first: the first request of a cached page renders it, and the JIT needs load to
      // settle. Only the steady state that follows is reported.
      await run(t, WARMUP_SECONDS);
      const r = await run(t, SECONDS);
      base ||= r.requests.average;
      const ratio = (r.requests.average / base).toFixed(3);
      const errors = r.errors + r.non2xx ? `  (${r.errors} errors, ${r.non2xx} non-2xx)` : "";
      console.log(
        `${t.name.padEnd(36)} ${r.requests.average.toFixed(0).padStart(9)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)}  ${ratio}${errors}`,
      );
    }
    console.log(`\nhome page first-load JavaScript: ${(await firstLoadJs()).toFixed(1)} KB gzip`);
    console.log(
      `hotel checkout first-load JavaScript: ${(await firstLoadJs("/booknow/hotels/checkout")).toFixed(1)} KB gzip (budget ≤ 260)`,
    );
    for (const page of [
      "/booknow/flights/checkout",
      "/booknow/Cars/checkout",
      "/booknow/activities/bookings/checkout",
    ]) {
      console.log(
        `${page} first-load JavaScript: ${(await firstLoadJs(page)).toFixed(1)} KB gzip (budget ≤ 260)`,
      );
    }
    await autosuggestLatency();
    await dealsLatency();
    console.log(`\nbooking (${process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"})`);
    await hotelSearchLatency(APP_PORT, "demo.localhost");
    await flightSearchLatency(APP_PORT, "demo.localhost");
    await carAndActivitySearchLatency(APP_PORT, "demo.localhost");
    await bookingThroughput(APP_PORT, "demo.localhost", cookie, {
      seconds: SECONDS,
      connections: 20,
    });
    await lighthouseScores();
  } finally {
    app.stop();
    baseline.kill();
  }
  await backOffice(app);
}

/**
 * The back office's budgets on 100,000 bookings, on a server of their own: the rows are added
 * while no server has the database open (PGlite is one process's at a time), and the figures
 * above are measured without them.
 */
async function backOffice(previous: { child: ChildProcess } | null) {
  if (previous && previous.child.exitCode === null) await once(previous.child, "exit");
  console.log("\nback office");
  await seedBookings("demo", 100_000);
  const app = await startNext(APP_PORT, process.env, "ignore");
  try {
    const owner = await signIn("owner@horizon.test");
    await bookingsTableLatency(APP_PORT, "demo.localhost", owner);
    await bookingsExportMemory(APP_PORT, "demo.localhost", owner, app.child.pid!);
  } finally {
    app.stop();
  }
}

/**
 * DESIGN §7 Lighthouse budget (mobile, home and a booking page), with Debian's Chromium. The tool
 * (about 185 MB) is fetched on first use rather than made a dependency of every install; without
 * the registry the step says so and the bench goes on.
 */
async function lighthouseScores() {
  // Inside the function: main() runs before module-level constants below it are initialised.
  // 12 is the last major to run on Node 20.
  const LIGHTHOUSE = "lighthouse@12.8.2";
  console.log(`\nLighthouse (${LIGHTHOUSE}, mobile, simulated throttling)`);
  const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  for (const pagePath of ["/", "/booknow/resort"]) {
    const out = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
    const result = spawnSync(
      "npx",
      [
        "--yes",
        LIGHTHOUSE,
        `http://demo.localhost:${APP_PORT}${pagePath}`,
        "--quiet",
        "--form-factor=mobile",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--output=json",
        `--output-path=${out}`,
        `--chrome-flags=--headless=new --no-sandbox --host-resolver-rules='MAP demo.localhost 127.0.0.1'`,
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, encoding: "utf8", timeout: 300_000 },
    );
    if (result.status !== 0) {
      console.log(
        `${pagePath.padEnd(20)} not measured: ${(result.stderr || result.error?.message || "").trim().split("\n").at(-1)}`,
      );
      continue;
    }
    const report = JSON.parse(readFileSync(out, "utf8")) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { displayValue?: string }>;
    };
    rmSync(out, { force: true });
    const scores = Object.entries(report.categories)
      .map(([name, c]) => `${name} ${c.score === null ? "-" : Math.round(c.score * 100)}`)
      .join(", ");
    const timings = ["largest-contentful-paint", "total-blocking-time"]
      .map(
        (a) => `${a === "total-blocking-time" ? "TBT" : "LCP"} ${report.audits[a]?.displayValue}`,
      )
      .join(", ");
    console.log(`${pagePath.padEnd(20)} ${scores} (${timings})`);
  }
}

/**
 * DESIGN §7 autosuggest budget: each of 200 real queries, one at a time after a warm-up round
 * that loads the cities and airports, timed as HTTP round trips on this machine.
 */
async function autosuggestLatency() {
  const queries = autosuggestBenchQueries();
  const endpoints = [
    ["POST /api/v2/hotel/auto-suggest", "/api/v2/hotel/auto-suggest"],
    ["POST /api/car-rental/auto-suggest", "/api/car-rental/auto-suggest"],
    ["POST /api/activities/destinations", "/api/activities/destinations"],
  ] as const;
  console.log(`\nautosuggest, ${queries.length} queries each, sequential (ms per request)`);
  for (const [name, path] of endpoints) {
    await timed(
      name,
      path,
      queries.map((text) => ({ text })),
    );
  }
}

async function dealsLatency() {
  // Inside the function: main() runs before module-level constants below it are initialised.
  const cities = [
    [19.076, 72.8777], // Mumbai, the SPEC §9 sample
    [40.7128, -74.006], // New York
    [51.5072, -0.1276], // London
    [38.7223, -9.1393], // Lisbon
    [35.6762, 139.6503], // Tokyo
    [-33.8688, 151.2093], // Sydney
    [19.4326, -99.1332], // Mexico City
    [48.8566, 2.3522], // Paris
    [-22.9068, -43.1729], // Rio de Janeiro
    [25.2048, 55.2708], // Dubai
  ] as const;
  const points = Array.from({ length: 5 }, () => cities).flat();
  // The home page's questions (SPEC §9), asked about each city in turn.
  const week = new Date(2026, 10, 22);
  console.log(`\ndeals, ${points.length} requests each, sequential (ms per request)`);
  await timed(
    "POST /api/dealray/deals/hotel-search",
    "/api/dealray/deals/hotel-search",
    points.map(([latitude, longitude]) => ({ ...hotelDealsSample(week), latitude, longitude })),
  );
  await timed(
    "POST /api/dealray/deals/activity-search",
    "/api/dealray/deals/activity-search",
    points.map(([latitude, longitude]) => ({ ...activityDealsSample(), latitude, longitude })),
  );
  await timed(
    "POST /api/dealray/deals/car-search",
    "/api/dealray/deals/car-search",
    points.map(([latitude, longitude]) => ({
      ...carDealsSample(week),
      pickupLatitude: latitude,
      pickupLongitude: longitude,
      returnLatitude: latitude,
      returnLongitude: longitude,
    })),
  );
  await timed(
    "POST /api/resort/v2/properties/deals",
    "/api/resort/v2/properties/deals?currency=USD",
    points.map(([lat, lon]) => ({ lat, lon })),
  );
}

/** p50 and p95 of sequential POSTs, after a warm-up round over the first 20 bodies. */
async function timed(name: string, path: string, bodies: unknown[]) {
  for (const body of bodies.slice(0, 20)) await post(path, body);
  const times: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    const status = await post(path, body);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.log(`${name.padEnd(40)} p50 ${at(0.5).toFixed(1)}  p95 ${at(0.95).toFixed(1)}`);
}

function post(urlPath: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: APP_PORT,
        path: urlPath,
        method: "POST",
        headers: {
          host: `demo.localhost:${APP_PORT}`,
          origin: `http://demo.localhost:${APP_PORT}`,
          "content-type": "application/json",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

interface Target {
  name: string;
  port: number;
  path: string;
  host: string;
  connections?: number;
  headers?: Record<string, string>;
}

function run(t: Target, duration: number) {
  return autocannon({
    url: `http://127.0.0.1:${t.port}${t.path}`,
    headers: { host: `${t.host}:${t.port}`, ...t.headers },
    duration,
    connections: t.connections ?? CONNECTIONS,
  });
}

/** A demo account's session cookie, for the signed-in page (node:http, which may set Host). */
function signIn(email: string): Promise<string> {
  const body = JSON.stringify({ email, password: DEMO_PASSWORD });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: APP_PORT,
        path: "/api/user/login",
        method: "POST",
        headers: {
          host: `demo.localhost:${APP_PORT}`,
          origin: `http://demo.localhost:${APP_PORT}`,
          "content-type": "application/json",
        },
      },
      (res) => {
        res.resume();
        const token = (res.headers["set-cookie"] ?? [])
          .find((c) => c.startsWith("x-access-token="))
          ?.split(";")[0];
        if (res.statusCode === 200 && token) resolve(token);
        else reject(new Error(`bench sign-in failed: ${res.statusCode}`));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function startBaseline(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, ["--baseline"], { execArgv: process.execArgv });
    child.once("message", () => resolve(child));
    child.once("error", reject);
  });
}

async function get(urlPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: "127.0.0.1",
          port: APP_PORT,
          path: urlPath,
          headers: { host: `demo.localhost:${APP_PORT}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve(Buffer.concat(chunks)));
        },
      )
      .on("error", reject);
  });
}

/** The scripts a page loads, each gzipped as a CDN would serve it. */
async function firstLoadJs(page = "/"): Promise<number> {
  const html = (await get(page)).toString();
  // Modern browsers skip the noModule polyfills, so they are not counted.
  const tags = [...html.matchAll(/<script[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/noModule/i.test(tag));
  const scripts = [
    ...new Set(tags.flatMap((tag) => /src="(\/_next\/[^"]+\.js)"/.exec(tag)?.[1] ?? [])),
  ];
  let bytes = 0;
  for (const src of scripts) bytes += gzipSync(await get(src)).length;
  return bytes / 1024;
}
