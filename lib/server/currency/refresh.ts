import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { forgetExchangeRates } from "./currency";
import { ECB_DAILY_URL, formatRate, parseEcbXml, usdRatesFromEcb, type EcbSnapshot } from "./ecb";

/**
 * Stores a publication's rates on a USD base with their source and date. A stored rate from a
 * later publication is kept, so an old snapshot (the seed's) never overwrites a fresher refresh.
 */
export async function storeEcbRates(db: Db, snapshot: EcbSnapshot): Promise<number> {
  const rates = usdRatesFromEcb(snapshot);
  await db.transaction(async (tx) => {
    for (const r of rates) {
      await tx
        .insert(t.exchangeRates)
        .values({
          currency: r.currency,
          ratePerUsd: formatRate(r.perUsd),
          source: r.source,
          asOf: snapshot.asOf,
        })
        .onConflictDoUpdate({
          target: t.exchangeRates.currency,
          set: {
            ratePerUsd: sql`excluded.rate_per_usd`,
            source: sql`excluded.source`,
            asOf: sql`excluded.as_of`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${t.exchangeRates.asOf} < excluded.as_of`,
        });
    }
  });
  forgetExchangeRates();
  return rates.length;
}

/**
 * Fetches the ECB's daily reference rates and stores them. Fails without touching the stored
 * rates when the ECB cannot be reached or answers something that is not its publication.
 */
export async function refreshRatesFromEcb(db: Db, fetchImpl: typeof fetch = fetch) {
  const response = await fetchImpl(ECB_DAILY_URL, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`The ECB answered ${response.status} ${response.statusText}`);
  const snapshot = parseEcbXml(await response.text());
  return { asOf: snapshot.asOf, count: await storeEcbRates(db, snapshot) };
}
