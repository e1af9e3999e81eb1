import "server-only";
import * as z from "zod";
import type { AgencyRow } from "../agency/agency";
import { takeTurn, type ThrottleKey } from "../auth/throttle";
import { ApiError } from "../errors";
import { ownerKey, type Buyer } from "./buyer";

/**
 * How much inventory one caller may hold (DESIGN §4, §9). A quote holds a supplier's units for
 * 15–20 minutes, and the allotments are shared by every agency, so quotes are throttled per buyer
 * (the signed-in account, or the guest's server-side secret) and, with a higher limit, per address
 * (one office behind one NAT keeps working; a caller who drops its guest cookie to be a new buyer
 * each time is still one address), and a buyer keeps a few live holds at most (quotes.ts gives the
 * oldest back). Each is a setting; the defaults suit a traveller who goes back and forth between a
 * few offers and dates.
 */

const setting = (fallback: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number().int().min(1).max(1_000_000).default(fallback),
  );

const limitsFromEnv = z.object({
  /** Quotes one buyer may ask for in 15 minutes. */
  QUOTES_PER_BUYER: setting(30),
  /** Quotes one address may ask for in 15 minutes, over all its buyers. */
  QUOTES_PER_ADDRESS: setting(120),
  /** Quotes holding inventory a buyer may have at once; a new one gives the oldest back. */
  LIVE_HOLDS_PER_BUYER: setting(5),
});

export interface QuoteLimits {
  perBuyer: number;
  perAddress: number;
  liveHolds: number;
}

/** The limits set in the environment (read at each call: a wrong value is a 500 naming it). */
export function quoteLimits(env: Record<string, string | undefined> = process.env): QuoteLimits {
  const parsed = limitsFromEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join(".")} must be a whole number from 1 to 1000000`);
  }
  const { QUOTES_PER_BUYER, QUOTES_PER_ADDRESS, LIVE_HOLDS_PER_BUYER } = parsed.data;
  return {
    perBuyer: QUOTES_PER_BUYER,
    perAddress: QUOTES_PER_ADDRESS,
    liveHolds: LIVE_HOLDS_PER_BUYER,
  };
}

export const TOO_MANY_QUOTES =
  "Too many price checks in a short time. Please wait a few minutes and try again.";

/**
 * Counts a new quote of `buyer`, from `address`, against both limits: a 429 with `Retry-After`
 * once either is reached, before anything is priced or held.
 */
export async function throttleQuote(
  agency: Pick<AgencyRow, "id">,
  buyer: Buyer,
  address: string | null,
  limits = quoteLimits(),
): Promise<void> {
  const keys: ThrottleKey[] = [{ key: `quote-buyer:${ownerKey(buyer)}`, limit: limits.perBuyer }];
  if (address) keys.push({ key: `quote-address:${address}`, limit: limits.perAddress });
  const retryAfterSeconds = await takeTurn(agency.id, keys);
  if (retryAfterSeconds !== null) {
    throw new ApiError("throttled", TOO_MANY_QUOTES, { retryAfterSeconds });
  }
}
