import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as healthRoute } from "@/app/api/health/route";
import { healthResponse } from "@/lib/contract/health";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { BACKLOG_LIMIT_SECONDS } from "@/lib/server/health";
import { DEMO } from "../support/hosts";
import { call } from "../support/http";

/** Issue 26 item 7: a load balancer's question, on any host, answered from counts alone. */
describe("GET /api/health", () => {
  it("answers 200 on any host with the database (and Redis, when there is one) answering", async () => {
    for (const host of [DEMO, "10.0.0.7:3000", "no-such-agency.localhost"]) {
      const r = await call(healthRoute, host, "/api/health");
      expect(r.status).toBe(200);
      expect(r.headers.get("cache-control")).toBe("no-store");
      const body = healthResponse.parse(r.body);
      expect(body.status).not.toBe("down");
      expect(body.database.ok).toBe(true);
      if (process.env.REDIS_URL) expect(body.redis?.ok).toBe(true);
      else expect(body.redis).toBeNull();
    }
  });

  it("counts unsent mail and says degraded once the oldest has waited too long", async () => {
    const db = await getDb();
    const [agency] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, "demo"));
    const waitedSeconds = BACKLOG_LIMIT_SECONDS + 300;
    const [stuck] = await db
      .insert(t.outbox)
      .values({
        agencyId: agency!.id,
        kind: "health-test",
        payload: {},
        createdAt: new Date(Date.now() - waitedSeconds * 1000),
      })
      .returning();
    try {
      const r = healthResponse.parse((await call(healthRoute, DEMO, "/api/health")).body);
      expect(r.outbox.count).toBeGreaterThanOrEqual(1);
      expect(r.outbox.oldestSeconds).toBeGreaterThanOrEqual(waitedSeconds);
      expect(r.status).toBe("degraded");
      // Still in service: a backlog is for an operator, not a reason to take the process out.
      expect((await call(healthRoute, DEMO, "/api/health")).status).toBe(200);
    } finally {
      await db.delete(t.outbox).where(eq(t.outbox.id, stuck!.id));
    }
  });

  it("counts the payments reconciliation must settle, not one settled", async () => {
    const db = await getDb();
    const [agency] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, "demo"));
    const waitedSeconds = BACKLOG_LIMIT_SECONDS + 300;
    const since = new Date(Date.now() - waitedSeconds * 1000);
    const payment = {
      agencyId: agency!.id,
      method: "card" as const,
      gateway: "sandbox" as const,
      amountMinor: 5_000,
      currency: "USD",
      createdAt: since,
      updatedAt: since,
    };
    const read = async () =>
      healthResponse.parse((await call(healthRoute, DEMO, "/api/health")).body);
    const before = await read();
    // Settled: a top-up captured and credited.
    const settled = await db
      .insert(t.payments)
      .values({
        ...payment,
        purpose: "topup",
        status: "captured",
        capturedMinor: 5_000,
        fulfilledAt: since,
      })
      .returning();
    // Unsettled: a top-up taken and not credited.
    const [open] = await db
      .insert(t.payments)
      .values({ ...payment, purpose: "topup", status: "captured", capturedMinor: 5_000 })
      .returning();
    try {
      const r = await read();
      expect(r.reconciliation.count).toBeGreaterThanOrEqual(1);
      expect(r.reconciliation.oldestSeconds).toBeGreaterThanOrEqual(waitedSeconds);
      expect(r.status).toBe("degraded");
      await db.delete(t.payments).where(eq(t.payments.id, open!.id));
      // The settled one is never counted (other files may add their own meanwhile on PostgreSQL).
      if (!process.env.DATABASE_URL)
        expect((await read()).reconciliation).toEqual(before.reconciliation);
    } finally {
      for (const row of [...settled, open!])
        await db.delete(t.payments).where(eq(t.payments.id, row.id));
    }
  });
});
