import * as z from "zod";

/**
 * The European Central Bank's daily euro reference rates, turned into units of each currency per
 * one US dollar (SPEC §1: prices are held in USD). Currencies the ECB does not quote but whose
 * central bank holds a fixed parity to one it does quote are derived from that parity.
 */
export const ECB_DAILY_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
export const ECB_SOURCE = "European Central Bank euro reference rates";

export interface EcbSnapshot {
  asOf: string;
  /** Units of each currency per one euro, as published. */
  perEuro: Record<string, number>;
}

const currencyCode = z.string().regex(/^[A-Z]{3}$/);
const isoDate = z.iso.date();
const positiveRate = z.coerce.number().positive().finite();

export function parseEcbXml(xml: string): EcbSnapshot {
  const time = /<Cube\s+time=['"]([^'"]+)['"]/.exec(xml)?.[1];
  const asOf = isoDate.safeParse(time);
  if (!asOf.success)
    throw new Error("ECB reference rates: no valid reference date in the document");
  const perEuro: Record<string, number> = {};
  for (const m of xml.matchAll(
    /<Cube\s+currency=['"]([^'"]+)['"]\s+rate=['"]([^'"]+)['"]\s*\/>/g,
  )) {
    const code = currencyCode.safeParse(m[1]);
    const rate = positiveRate.safeParse(m[2]);
    if (!code.success || !rate.success) {
      throw new Error(`ECB reference rates: malformed entry ${JSON.stringify(m[0])}`);
    }
    perEuro[code.data] = rate.data;
  }
  if (!perEuro.USD) throw new Error("ECB reference rates: the US dollar rate is missing");
  return { asOf: asOf.data, perEuro };
}

/**
 * Fixed parities held by the issuing central banks: `units` of `code` per one unit of `anchor`.
 * Only currencies whose anchor the ECB quotes (or the euro, or another entry here) are listed.
 */
export const FIXED_PARITIES: ReadonlyArray<{ code: string; anchor: string; units: number }> = [
  { code: "XOF", anchor: "EUR", units: 655.957 },
  { code: "XAF", anchor: "EUR", units: 655.957 },
  { code: "KMF", anchor: "EUR", units: 491.96775 },
  { code: "CVE", anchor: "EUR", units: 110.265 },
  { code: "XPF", anchor: "EUR", units: 1000 / 8.38 },
  { code: "BAM", anchor: "EUR", units: 1.95583 },
  { code: "AED", anchor: "USD", units: 3.6725 },
  { code: "SAR", anchor: "USD", units: 3.75 },
  { code: "QAR", anchor: "USD", units: 3.64 },
  { code: "OMR", anchor: "USD", units: 0.3845 },
  { code: "BHD", anchor: "USD", units: 0.376 },
  { code: "JOD", anchor: "USD", units: 0.709 },
  { code: "XCD", anchor: "USD", units: 2.7 },
  { code: "BSD", anchor: "USD", units: 1 },
  { code: "BMD", anchor: "USD", units: 1 },
  { code: "PAB", anchor: "USD", units: 1 },
  { code: "BBD", anchor: "USD", units: 2 },
  { code: "BZD", anchor: "USD", units: 2 },
  { code: "KYD", anchor: "USD", units: 1 / 1.2 },
  { code: "AWG", anchor: "USD", units: 1.79 },
  { code: "ANG", anchor: "USD", units: 1.79 },
  { code: "DJF", anchor: "USD", units: 177.721 },
  { code: "ERN", anchor: "USD", units: 15 },
  { code: "BTN", anchor: "INR", units: 1 },
  { code: "NPR", anchor: "INR", units: 1.6 },
  { code: "LSL", anchor: "ZAR", units: 1 },
  { code: "NAD", anchor: "ZAR", units: 1 },
  { code: "SZL", anchor: "ZAR", units: 1 },
  { code: "BND", anchor: "SGD", units: 1 },
  { code: "MOP", anchor: "HKD", units: 1.03 },
  { code: "FKP", anchor: "GBP", units: 1 },
  { code: "GIP", anchor: "GBP", units: 1 },
  { code: "SHP", anchor: "GBP", units: 1 },
  { code: "GGP", anchor: "GBP", units: 1 },
  { code: "JEP", anchor: "GBP", units: 1 },
  { code: "IMP", anchor: "GBP", units: 1 },
  { code: "TVD", anchor: "AUD", units: 1 },
  { code: "CKD", anchor: "NZD", units: 1 },
];

export interface UsdRate {
  currency: string;
  /** Units of `currency` per one US dollar. */
  perUsd: number;
  source: string;
}

export function usdRatesFromEcb({ perEuro }: EcbSnapshot): UsdRate[] {
  const usdPerEuro = perEuro.USD!;
  const perUsd = new Map<string, number>([["EUR", 1 / usdPerEuro]]);
  for (const [code, rate] of Object.entries(perEuro)) perUsd.set(code, rate / usdPerEuro);
  const rates: UsdRate[] = [...perUsd].map(([currency, r]) => ({
    currency,
    perUsd: r,
    source: ECB_SOURCE,
  }));
  for (const { code, anchor, units } of FIXED_PARITIES) {
    const anchorPerUsd = perUsd.get(anchor);
    if (anchorPerUsd === undefined || perUsd.has(code)) continue;
    perUsd.set(code, anchorPerUsd * units);
    rates.push({
      currency: code,
      perUsd: anchorPerUsd * units,
      source: `Fixed parity to ${anchor}`,
    });
  }
  return rates.sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Rates are kept to ten significant digits, enough for any display conversion. */
export function formatRate(perUsd: number): string {
  return Number(perUsd.toPrecision(10)).toString();
}
