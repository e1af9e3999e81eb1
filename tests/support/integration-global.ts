import { closeDb, getDb, migrateDb } from "@/lib/server/db/client";
import { resetDatabase } from "@/lib/server/db/reset";
import { seed } from "@/lib/server/seed/seed";

/**
 * On PostgreSQL (DATABASE_URL set by scripts/test-integration.ts) the suite shares one database:
 * it is emptied, migrated and seeded once here. On PGlite every test file gets its own in-memory
 * database instead (integration-setup.ts).
 */
export default async function setup() {
  if (!process.env.DATABASE_URL) return;
  const db = await getDb();
  await resetDatabase(db);
  await migrateDb();
  await seed(db);
  await closeDb();
}
