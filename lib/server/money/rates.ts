import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { exchangeRates } from "../db/schema";
import { ApiError } from "../errors";

/** A rate as its exact decimal, without the column's trailing zeros. */
const trimRate = (rate: string) => rate.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");

/** The locked rate of a currency: units per USD, exact. USD is 1. */
export async function lockedRate(currency: string): Promise<string> {
  if (currency === "USD") return "1";
  const db = await getDb();
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.currency, currency));
  if (!row) throw new ApiError("badRequest", `currency: ${currency} is not a currency we price in`);
  return trimRate(row.ratePerUsd);
}
