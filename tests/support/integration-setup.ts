import { afterAll, beforeAll } from "vitest";
import { closeDb, getDb, migrateDb } from "@/lib/server/db/client";
import { seed } from "@/lib/server/seed/seed";
import { closeRedis } from "@/lib/server/redis";

process.env.DEFAULT_AGENCY ??= "demo";
process.env.ROOT_DOMAIN ??= "travelsite.test";

if (!process.env.DATABASE_URL) {
  process.env.PGLITE_DATA_DIR = "memory://";
  beforeAll(async () => {
    await migrateDb();
    await seed(await getDb());
  });
}

afterAll(async () => {
  await closeRedis();
  await closeDb();
});
