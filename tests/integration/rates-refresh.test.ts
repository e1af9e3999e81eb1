import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GET as getExchange } from "@/app/api/multi-currency/exchange/route";
import { exchangeResponse } from "@/lib/contract/currency";
import { refreshRatesFromEcb } from "@/lib/server/currency/refresh";
import { getDb } from "@/lib/server/db/client";
import { exchangeRates } from "@/lib/server/db/schema";
import { seed } from "@/lib/server/seed/seed";
import { call } from "../support/http";

const snapshot = readFileSync(
  path.join(process.cwd(), "data", "ecb-eurofxref-daily-2025-10-09.xml"),
  "utf8",
);

async function rates() {
  return exchangeResponse.parse(
    (await call(getExchange, "demo.localhost", "/api/multi-currency/exchange")).body,
  );
}

describe("exchange-rate refresh", () => {
  // On PostgreSQL the suite shares one database: put the seeded snapshot back for the other files.
  afterAll(async () => {
    const db = await getDb();
    await db.delete(exchangeRates);
    await seed(db);
  });

  it("stores a newer ECB publication, and a later seed keeps it", async () => {
    const newer = snapshot
      .replace("2025-10-09", "2026-11-20")
      .replace("rate='21.2683'", "rate='20.5000'");
    const fakeEcb = (async () => new Response(newer, { status: 200 })) as unknown as typeof fetch;
    const result = await refreshRatesFromEcb(await getDb(), fakeEcb);
    expect(result.asOf).toBe("2026-11-20");
    let body = await rates();
    expect(body.asOf).toBe("2026-11-20");
    expect(body.rates.MXN).toBeCloseTo(20.5 / 1.1611, 8);

    await seed(await getDb());
    body = await rates();
    expect(body.asOf).toBe("2026-11-20");
  });

  it("leaves the stored rates alone when the ECB fails or answers nonsense", async () => {
    const before = await rates();
    const down = (async () =>
      new Response("Service Unavailable", { status: 503 })) as unknown as typeof fetch;
    await expect(refreshRatesFromEcb(await getDb(), down)).rejects.toThrow(/503/);
    const garbage = (async () =>
      new Response("<html>maintenance</html>", { status: 200 })) as unknown as typeof fetch;
    await expect(refreshRatesFromEcb(await getDb(), garbage)).rejects.toThrow(/reference date/);
    expect(await rates()).toEqual(before);
  });
});
