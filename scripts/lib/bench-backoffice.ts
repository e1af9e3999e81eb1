/**
 * Issue 16 budgets of the back office's Bookings: the table's API over 100,000 bookings of one
 * agency (p95 a page, budget < 150 ms) and the CSV export's memory as the rows grow (flat: it is
 * read and written in batches). Prints figures; asserts nothing.
 */
import http from "node:http";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "../../lib/server/db/client";
import { atMost, record } from "./bench-figures";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/**
 * Adds `count` confirmed hotel bookings (with their quotes) to the agency of `subdomain`, booked
 * one every 7 minutes back from now (about 16 months) by its staff, before the server opens the database (PGlite is one
 * process's at a time).
 */
export async function seedBookings(subdomain: string, count: number): Promise<void> {
  const db = await getDb();
  const started = performance.now();
  await db.execute(sql`
    WITH agency AS (SELECT id FROM agencies WHERE subdomain = ${subdomain}),
    staff AS (
      SELECT array_agg(u.id ORDER BY u.email) AS ids FROM users u, agency a
      WHERE u.agency_id = a.id AND u.user_type <> 'Traveller'
    ),
    numbers AS (SELECT n FROM generate_series(1, ${count}) AS n),
    quotes AS (
      INSERT INTO checkout_quotes (agency_id, product, offer_id, query, offer, owner_user_id,
        supplier_hold_id, status, net_usd, markup_usd, tax_usd, published_usd, total_usd,
        currency, exchange_rate, total_minor, rate_quoted_at, expires_at)
      SELECT a.id, 'hotels', 'bench-' || n, '{}'::jsonb, '{}'::jsonb, s.ids[1 + n % cardinality(s.ids)],
        'bench-hold-' || n, 'booked', 10000 + n % 50000, 1200, 800, 13000, 12000 + n % 50000,
        'USD', '1', 12000 + n % 50000, now(), now()
      FROM numbers, agency a, staff s
      RETURNING id, offer_id, owner_user_id, total_usd
    )
    INSERT INTO bookings (agency_id, reference, product, status, quote_id, owner_user_id,
      agent_user_id, language, contact, lead_last_name, offer, starts_on, ends_on, supplier_hold_id,
      net_usd, markup_usd, tax_usd, published_usd, total_usd, currency, exchange_rate,
      rate_quoted_at, total_minor, card_minor, created_at, updated_at)
    SELECT a.id, 'B' || lpad(substr(q.offer_id, 7), 7, '0'), 'hotels',
      CASE WHEN substr(q.offer_id, 7)::int % 10 = 0 THEN 'cancelled' ELSE 'confirmed' END,
      q.id, q.owner_user_id, q.owner_user_id, 'en',
      jsonb_build_object('firstName', 'Bench', 'lastName', 'Traveller' || substr(q.offer_id, 7),
        'email', 'bench' || substr(q.offer_id, 7) || '@example.com', 'phone', '+33612345678',
        'country', 'FR'),
      'traveller' || substr(q.offer_id, 7),
      jsonb_build_object('product', 'hotels', 'hotelName', 'Bench Hotel ' || substr(q.offer_id, 7)),
      (current_date + (substr(q.offer_id, 7)::int % 400) - 200),
      (current_date + (substr(q.offer_id, 7)::int % 400) - 197),
      'bench-hold-' || substr(q.offer_id, 7), q.total_usd - 2000, 1200, 800, 13000, q.total_usd,
      'USD', '1', now(), q.total_usd, q.total_usd,
      now() - make_interval(mins => substr(q.offer_id, 7)::int * 7),
      now()
    FROM quotes q, agency a
  `);
  // As autovacuum would have by then on PostgreSQL (PGlite runs none): the visibility map that
  // lets counts read the indexes alone, and the planner's statistics.
  await db.execute(sql`VACUUM ANALYZE bookings`);
  await db.execute(sql`VACUUM ANALYZE booking_travellers`);
  await closeDb();
  console.log(
    `seeded ${count.toLocaleString("en")} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function get(
  port: number,
  host: string,
  urlPath: string,
  cookie: string,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: urlPath, headers: { host: `${host}:${port}`, cookie } },
      (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/**
 * The p95 (and p50) of `rounds` sequential passes over `paths`, after `warmups` passes, printed and
 * recorded against the back office's budget (< 150 ms).
 */
async function sequentialLatency(
  port: number,
  host: string,
  name: string,
  {
    paths,
    cookie,
    rounds,
    warmups,
  }: { paths: string[]; cookie: string; rounds: number; warmups: number },
) {
  for (let i = 0; i < warmups; i++) for (const p of paths) await get(port, host, p, cookie);
  const times: number[] = [];
  let failures = 0;
  for (let round = 0; round < rounds; round++) {
    for (const p of paths) {
      const t0 = performance.now();
      const r = await get(port, host, p, cookie);
      times.push(performance.now() - t0);
      if (r.status !== 200) failures++;
    }
  }
  times.sort((a, b) => a - b);
  const p95 = Math.round(percentile(times, 0.95));
  const verdict = record({
    name: `${name} over 100,000 bookings: p95`,
    value: p95,
    unit: "ms",
    budget: atMost(150),
  });
  console.log(
    `${name} over 100,000 bookings: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${p95} ms ${verdict}${failures ? `, ${failures} failed` : ""}`,
  );
}

/** One page of the table, sequentially, for pages, sorts and filters an owner would ask for. */
export async function bookingsTableLatency(port: number, host: string, cookie: string) {
  const paths = [
    "",
    "page=2000&pageSize=25",
    "sort=startsOn&dir=asc&page=50",
    "sort=total&dir=desc&pageSize=100",
    "status=cancelled",
    "q=traveller4242",
    "travelFrom=2027-01-01&travelTo=2027-03-31",
  ].map((q) => `/api/agency/bookings${q ? `?${q}` : ""}`);
  await sequentialLatency(port, host, "GET /api/agency/bookings", {
    paths,
    cookie,
    rounds: 20,
    warmups: 1,
  });
}

/**
 * What the cached Command Center and Bookings pages ask for (issue 26, item 3) over the same
 * 100,000 bookings: the Command Center's figures for the owner (the agency's) and for an agent
 * (their own), and the filters' agents and clients; p95 of each, sequential (budget < 150 ms, as
 * the table's).
 */
export async function signedInDataLatency(
  port: number,
  host: string,
  calls: { name: string; path: string; cookie: string }[],
) {
  for (const call of calls) {
    await sequentialLatency(port, host, call.name, {
      paths: [call.path],
      cookie: call.cookie,
      rounds: 40,
      warmups: 3,
    });
  }
}

/**
 * The export's memory: the server's resident set before and at the end of exporting 10,000 and
 * then all 100,000 rows; flat means the second grows it no more than the first.
 */
export async function bookingsExportMemory(
  port: number,
  host: string,
  cookie: string,
  serverPid: number,
) {
  const rss = async () => {
    const { readFile } = await import("node:fs/promises");
    const status = await readFile(`/proc/${serverPid}/status`, "utf8").catch(() => "");
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  };
  const base = await rss();
  const small = await get(
    port,
    host,
    "/api/agency/bookings/export?bookedFrom=" +
      new Date(Date.now() - 48 * 86_400_000).toISOString().slice(0, 10),
    cookie,
  );
  const afterSmall = await rss();
  // The whole export three times: memory that held the rows would grow by the export's size
  // each time; batches read and written as the client takes them leave it where the first run
  // (the JIT, the database's caches, garbage not yet collected) took it.
  const runs: string[] = [];
  let bytes = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const all = await get(port, host, "/api/agency/bookings/export", cookie);
    bytes = all.bytes;
    runs.push(`${(await rss()).toFixed(0)} MB (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  console.log(
    `CSV export: ${(small.bytes / 1e6).toFixed(1)} MB → server RSS ${base.toFixed(0)} → ${afterSmall.toFixed(0)} MB; ` +
      `${(bytes / 1e6).toFixed(1)} MB (every booking) three times → ${runs.join(", ")}`,
  );
}
