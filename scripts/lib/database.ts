import { closeDb, getDb, migrateDb } from "../../lib/server/db/client";
import { seed } from "../../lib/server/seed/seed";

/**
 * Migrates and seeds the configured database, runs `then` on it (the integration suite dumps it),
 * then closes it so another process may open it.
 */
export async function prepareDatabase({
  withSeed = true,
  then,
}: { withSeed?: boolean; then?: () => Promise<void> } = {}): Promise<void> {
  await migrateDb();
  if (withSeed) await seed(await getDb());
  await then?.();
  await closeDb();
}

export function describeDatabase(): string {
  return process.env.DATABASE_URL
    ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})`
    : `embedded PGlite in ${process.env.PGLITE_DATA_DIR ?? ".data/pglite"}`;
}
