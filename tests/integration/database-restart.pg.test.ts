import pg from "pg";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { isDatabaseUnavailable } from "@/lib/server/db/unavailable";
import { capturedLog } from "../support/log";

/**
 * PostgreSQL only: the server closing the app's idle connections, as a restart or a failover
 * does, is not the end of the process: the next query is answered on a new connection. (Before,
 * the pool's unheard 'error' event stopped the process: a database restart took every app
 * process down with it.)
 */
async function terminate(pids: number[]) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [pids]);
  } finally {
    await admin.end();
  }
}

/** Waits (up to 5 s) until `done`. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && !done()) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const backendPid = (result: unknown) =>
  Number((result as { rows: { pid: number }[] }).rows[0]!.pid);

it("outlives the database closing its idle connections, and answers the next query", async () => {
  const db = await getDb();
  // Two connections open at once, both idle in the pool afterwards.
  const pids = await Promise.all(
    [1, 2].map(async () => {
      return backendPid(await db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.1)`));
    }),
  );
  expect(new Set(pids).size).toBe(2);

  const closed = (lines: readonly string[]) =>
    lines.filter((line) => line.includes("the database closed a connection"));
  const logged = await capturedLog(async (lines) => {
    await terminate(pids);
    // The pool hears of each closed connection a moment later.
    await until(() => closed(lines).length >= 2);
  });
  expect(closed(logged)).toHaveLength(2);
  expect(JSON.parse(closed(logged)[0]!)).toMatchObject({ level: "warn", code: "57P01" });

  const after = backendPid(await db.execute(sql`select pg_backend_pid() as pid`));
  expect(pids).not.toContain(after);
});

it("fails a transaction cut mid-way as the database being unavailable (a 503), not a crash", async () => {
  const db = await getDb();
  let failure: unknown;
  const logged = await capturedLog(async (lines) => {
    failure = await db
      .transaction(async (tx) => {
        // The transaction waits on something else (a gateway) while the server closes its
        // connection.
        await terminate([backendPid(await tx.execute(sql`select pg_backend_pid() as pid`))]);
        await until(() => lines.length > 0);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
  });
  expect(logged.some((line) => line.includes("the database closed a connection"))).toBe(true);
  expect(isDatabaseUnavailable(failure)).toBe(true);
  expect(await db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
});
