import { spawn } from "node:child_process";
import { and, eq, gte, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { parisStay, testOffer } from "../support/booking";

/**
 * PostgreSQL only (the embedded database is single-process): two server processes selling the
 * last room at once still sell it once. Each process runs 50 buyers through the route handlers.
 */

function worker(
  env: Record<string, string>,
): Promise<{ status: number; code: string | null; reference: string | null }[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", "tests/support/booking-worker.ts"],
      { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`worker exited ${code}`));
      resolve(JSON.parse(out.trim().split("\n").at(-1)!));
    });
  });
}

describe("two server processes", () => {
  it("sell the last room once among 100 buyers; the 99 others are told it is gone", async () => {
    const stay = await parisStay(120);
    const offerId = await testOffer("last-room");
    const env = { OFFER_ID: offerId, STAY: JSON.stringify(stay), BUYERS: "50" };
    const results = (await Promise.all([worker(env), worker(env)])).flat();
    expect(results).toHaveLength(100);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && r.code === "soldOut")).toBe(true);
    const winner = results.find((r) => r.status === 201)!.reference!;
    const db = await getDb();
    const pays = await db
      .select()
      .from(t.sandboxPayments)
      .where(eq(t.sandboxPayments.reference, winner));
    expect(pays.map((p) => p.status)).toEqual(["captured"]);
    // The stay's two nights (other files book the same room on other days).
    const nights = await db
      .select()
      .from(t.supplierAllotments)
      .where(
        and(
          eq(t.supplierAllotments.itemId, offerId),
          gte(t.supplierAllotments.day, stay.checkIn),
          lt(t.supplierAllotments.day, stay.checkOut),
        ),
      );
    expect(nights.map((n) => [n.sold, n.held])).toEqual([
      [1, 0],
      [1, 0],
    ]);
  }, 120_000);
});
