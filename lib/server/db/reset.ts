import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** Empties a PostgreSQL database used for tests: drops the app's and drizzle's schemas. */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
}
