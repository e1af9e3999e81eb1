import "server-only";
import { asc, eq } from "drizzle-orm";
import type { CountryEntry, ExchangeResponse } from "@/lib/contract/currency";
import type { AgencyRow } from "../agency/agency";
import { ttlCache } from "../cache";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ECB_SOURCE } from "./ecb";

export function flagImage(code: string): string {
  return `/assets/flags/${code.toLowerCase()}.svg`;
}

/** Every country's calling code (GET /api/code). Reference data, the same for every agency. */
export async function dialCodes() {
  const db = await getDb();
  const rows = await db
    .select({
      name: t.countries.name,
      code: t.countries.code,
      dialCode: t.countries.dialCode,
      emoji: t.countries.emoji,
    })
    .from(t.countries)
    .orderBy(asc(t.countries.name));
  return rows.flatMap((r) => (r.dialCode ? [{ ...r, dialCode: r.dialCode }] : []));
}

/**
 * The countries an agency has enabled whose currency can be priced (has an exchange rate), as
 * SPEC §3 currency/country entries: the currency menu. A person's country is chosen from all of
 * ISO 3166 (lib/geo/countries.ts).
 */
export async function enabledCountries(agency: Pick<AgencyRow, "id">): Promise<CountryEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({
      name: t.countries.name,
      code: t.countries.code,
      currency: t.countries.currency,
      currencyName: t.countries.currencyName,
      emoji: t.countries.emoji,
      unicode: t.countries.unicode,
      symbol: t.countries.symbol,
    })
    .from(t.agencyCountries)
    .innerJoin(t.countries, eq(t.countries.code, t.agencyCountries.countryCode))
    .innerJoin(t.exchangeRates, eq(t.exchangeRates.currency, t.countries.currency))
    .where(eq(t.agencyCountries.agencyId, agency.id))
    .orderBy(asc(t.countries.name));
  return rows.flatMap(({ currency, currencyName, symbol, ...r }) =>
    currency && currencyName && symbol
      ? [{ ...r, currency, currencyName, symbol, image: flagImage(r.code) }]
      : [],
  );
}

/** The distinct currencies of an agency's enabled countries. */
export async function enabledCurrencies(agency: Pick<AgencyRow, "id">) {
  const byCurrency = new Map<
    string,
    { currency: string; name: string; symbol: string; countries: string[] }
  >();
  for (const c of await enabledCountries(agency)) {
    const entry = byCurrency.get(c.currency);
    if (entry) entry.countries.push(c.code);
    else
      byCurrency.set(c.currency, {
        currency: c.currency,
        name: c.currencyName,
        symbol: c.symbol,
        countries: [c.code],
      });
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** GET /api/multi-currency/exchange: the stored rates per US dollar and their publication date. */
export function exchangeRates(): Promise<ExchangeResponse> {
  return storedRates.get("rates", readExchangeRates);
}

/**
 * The stored rates, read once a minute at most by each process: every results page shows them,
 * and they change once a day (a refresh in this process forgets them at once: forgetExchangeRates).
 */
const storedRates = ttlCache<ExchangeResponse>(60_000, 1);

/** After new rates are stored: the next read is the database's. */
export function forgetExchangeRates(): void {
  storedRates.clear();
}

async function readExchangeRates(): Promise<ExchangeResponse> {
  const db = await getDb();
  const rows = await db.select().from(t.exchangeRates).orderBy(asc(t.exchangeRates.currency));
  const rates: Record<string, number> = {};
  let asOf = "";
  for (const r of rows) {
    rates[r.currency] = Number(r.ratePerUsd);
    if (r.source === ECB_SOURCE && r.asOf > asOf) asOf = r.asOf;
  }
  if (!asOf)
    throw new Error("No exchange rates are stored; run npm run db:seed or npm run rates:refresh");
  return { base: "USD", rates, source: ECB_SOURCE, asOf };
}
