import path from "node:path";
import { mkdirSync, readFileSync } from "node:fs";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { log } from "../log/log";
import * as schema from "./schema";

/**
 * One database handle per process. `DATABASE_URL=postgres://…` selects PostgreSQL through
 * node-postgres; otherwise PGlite runs embedded in `PGLITE_DATA_DIR` (default `.data/pglite`;
 * `memory://` keeps it in memory). PGlite has no lock: never open one directory from two processes.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or a transaction of it. */
export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

interface Handle {
  db: Db;
  kind: "postgres" | "pglite";
  migrate(): Promise<void>;
  /** The whole embedded database as a tarball that `PGLITE_SNAPSHOT` starts another from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(process.cwd(), "drizzle");

async function open(): Promise<Handle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { Pool } = await import("pg");
    const pool = new Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    });
    // A connection the server closes (PostgreSQL restarting, a failover, an administrator) while
    // idle leaves the pool, and the next query opens another; while lent out (a transaction
    // awaiting a gateway), its next query fails as "unavailable" (503). Unheard, either 'error'
    // event would stop the whole process: a database restart took every app process down.
    const closed = (error: Error & { code?: string }) =>
      log.warn("the database closed a connection", { code: error.code, message: error.message });
    pool.on("connect", (client) => client.on("error", closed));
    // The pool repeats an idle client's error, already logged just above.
    pool.on("error", () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    // The bookings' text search indexes (drizzle/0013_bookings_text_search.sql).
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  const dataDir = process.env.PGLITE_DATA_DIR ?? path.join(process.cwd(), ".data", "pglite");
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // A new database can start as a copy of one dumped before (the integration suite seeds once
  // and starts each file from that copy rather than migrating and seeding every time).
  const snapshot = process.env.PGLITE_SNAPSHOT;
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    dump: async () => (await client.dumpDataDir("none")) as Blob,
    close: () => client.close(),
  };
}

const globalKey = Symbol.for("travel.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle> };

function handle(): Promise<Handle> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= open().catch((error: unknown) => {
    delete g[globalKey];
    throw error;
  });
  return g[globalKey];
}

export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function migrateDb(): Promise<void> {
  await (await handle()).migrate();
}

/** The embedded database as a tarball for `PGLITE_SNAPSHOT` (PGlite only). */
export async function dumpDb(): Promise<Blob> {
  const { dump } = await handle();
  if (!dump) throw new Error("only the embedded database can be dumped");
  return dump();
}

export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const pending = g[globalKey];
  delete g[globalKey];
  if (pending) await (await pending).close();
}
