import { getTableName, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { seed } from "@/lib/server/db/seed";

const TABLES = Object.values(t).filter((v) => typeof v === "object" && v !== null && "getSQL" in v);

async function rows(query: ReturnType<typeof sql>) {
  const db = await getDb();
  // PGlite and node-postgres both answer with { rows }.
  return ((await db.execute(query)) as { rows: unknown[] }).rows;
}

async function dump() {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const name = getTableName(table as never);
    out[name] = await rows(sql.raw(`SELECT * FROM "${name}" ORDER BY 1, 2`));
  }
  return out;
}

describe("seed", () => {
  it("is idempotent: running it again changes nothing", async () => {
    const before = await dump();
    expect(Object.keys(before).length).toBe(TABLES.length);
    expect(before.agencies!.length).toBe(4);
    await seed(await getDb());
    expect(await dump()).toEqual(before);
  });

  it("does not overwrite an agency's own edits", async () => {
    const db = await getDb();
    await db.execute(
      sql`UPDATE agencies SET agency_name = 'Horizon Travel & Tours' WHERE subdomain = 'demo'`,
    );
    await seed(db);
    const [row] = await rows(sql`SELECT agency_name FROM agencies WHERE subdomain = 'demo'`);
    expect(row).toEqual({ agency_name: "Horizon Travel & Tours" });
    await db.execute(
      sql`UPDATE agencies SET agency_name = 'Horizon Travel' WHERE subdomain = 'demo'`,
    );
  });
});
