import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { creditLedger, users } from "../db/schema";
import { ApiError } from "../errors";
import { fromUsd, toUsd } from "./currency-math";
import { lockedRate } from "./quotes";
import type { Tx } from "./transitions";

/**
 * Reward credits (SPEC §3 credits): spent in their own currency, worth their value in the
 * booking's currency at the quote's locked rate, given back on cancel or failure. The balance
 * moves by a guarded UPDATE (never below zero, whatever runs at once) with its ledger line in
 * the same transaction; a booking spends and gets back at most once (unique per reason).
 */

/** What `minor` credits of `currency` are worth in the quote's currency at its locked rate. */
export async function creditsValue(
  minor: number,
  currency: string,
  quote: { currency: string; exchangeRate: string },
): Promise<number> {
  if (currency === quote.currency) return minor;
  const usd = currency === "USD" ? minor : toUsd(minor, await lockedRate(currency), currency);
  return fromUsd(usd, quote.exchangeRate, quote.currency);
}

export async function spendCredits(
  tx: Tx,
  spend: { agencyId: string; userId: string; bookingId: string; minor: number; currency: string },
): Promise<void> {
  const [left] = await tx
    .update(users)
    .set({ creditsAmount: sql`${users.creditsAmount} - ${spend.minor}` })
    .where(
      and(
        eq(users.id, spend.userId),
        eq(users.agencyId, spend.agencyId),
        eq(users.creditsCurrency, spend.currency),
        gte(users.creditsAmount, spend.minor),
      ),
    )
    .returning({ id: users.id });
  if (!left) throw new ApiError("conflict", "You do not have that many credits left.");
  await tx.insert(creditLedger).values({
    agencyId: spend.agencyId,
    userId: spend.userId,
    bookingId: spend.bookingId,
    amountMinor: -spend.minor,
    currency: spend.currency,
    reason: "booking",
  });
}

/** Gives a booking's credits back (all, or `minor` of them), once whatever retries happen. */
export async function giveBackCredits(
  tx: Tx,
  back: { agencyId: string; userId: string; bookingId: string; minor: number; currency: string },
): Promise<void> {
  if (back.minor <= 0) return;
  const [line] = await tx
    .insert(creditLedger)
    .values({
      agencyId: back.agencyId,
      userId: back.userId,
      bookingId: back.bookingId,
      amountMinor: back.minor,
      currency: back.currency,
      reason: "refund",
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (!line) return;
  await tx
    .update(users)
    .set({ creditsAmount: sql`${users.creditsAmount} + ${back.minor}` })
    .where(eq(users.id, back.userId));
}
