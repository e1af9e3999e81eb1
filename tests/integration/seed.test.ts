import { getTableName, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { seed } from "@/lib/server/seed/seed";

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

  it("does not bring back FAQ questions or markups the agency removed", async () => {
    const db = await getDb();
    const demo = sql`(SELECT id FROM agencies WHERE subdomain = 'demo')`;
    const saved = {
      faqs: await rows(sql`SELECT * FROM agency_faqs WHERE agency_id = ${demo}`),
      markups: await rows(sql`SELECT * FROM agency_markups WHERE agency_id = ${demo}`),
    };
    expect(saved.faqs.length).toBeGreaterThan(0);
    expect(saved.markups.length).toBeGreaterThan(0);
    await db.execute(sql`DELETE FROM agency_faqs WHERE agency_id = ${demo}`);
    await db.execute(sql`DELETE FROM agency_markups WHERE agency_id = ${demo}`);
    await seed(db);
    expect(await rows(sql`SELECT * FROM agency_faqs WHERE agency_id = ${demo}`)).toEqual([]);
    expect(await rows(sql`SELECT * FROM agency_markups WHERE agency_id = ${demo}`)).toEqual([]);
    // Put the seeded rows back for the other tests sharing this database.
    await db.insert(t.agencyFaqs).values(saved.faqs.map((r) => toFaq(r)));
    await db.insert(t.agencyMarkups).values(saved.markups.map((r) => toMarkup(r)));
  });
});

type Row = Record<string, unknown>;
const toFaq = (r: unknown) => {
  const row = r as Row;
  return {
    id: row.id as string,
    agencyId: row.agency_id as string,
    sortOrder: row.sort_order as number,
    question: row.question as string,
    answer: row.answer as string,
  };
};
const toMarkup = (r: unknown) => {
  const row = r as Row;
  return {
    agencyId: row.agency_id as string,
    product: row.product as typeof t.agencyMarkups.$inferInsert.product,
    kind: row.kind as typeof t.agencyMarkups.$inferInsert.kind,
    value: row.value as number,
  };
};
