import "server-only";
import type { UserRow } from "../auth/session";
import { ApiError } from "../errors";
import { balanceOf, creditsAccount, InsufficientBalance, post } from "../wallet/ledger";
import { fromUsd, toUsd } from "./currency-math";
import { lockedRate } from "./rates";
import type { Tx } from "./transitions";

/**
 * Reward credits (SPEC §3 credits): kept on the wallet ledger in the traveller's credits currency,
 * worth their value in the booking's currency at the quote's locked rate, earned by paid bookings
 * when the traveller has the reward wallet, given back on cancel or failure. A booking spends,
 * gets back and earns at most once (the ledger's unique line per booking and reason).
 */

/** A traveller's credits now, from the ledger. */
export async function creditsOf(user: UserRow): Promise<{ amountMinor: number; currency: string }> {
  return { amountMinor: await balanceOf(creditsAccount(user)), currency: user.creditsCurrency };
}

/** `minor` of `from` in `to`, through USD at today's locked rates (or the quote's, when given). */
export async function convertMinor(
  minor: number,
  from: string,
  to: { currency: string; exchangeRate?: string },
): Promise<number> {
  if (from === to.currency) return minor;
  const usd = from === "USD" ? minor : toUsd(minor, await lockedRate(from), from);
  return fromUsd(usd, to.exchangeRate ?? (await lockedRate(to.currency)), to.currency);
}

/** What `minor` credits of `currency` are worth in the quote's currency at its locked rate. */
export function creditsValue(
  minor: number,
  currency: string,
  quote: { currency: string; exchangeRate: string },
): Promise<number> {
  return convertMinor(minor, currency, quote);
}

interface Move {
  agencyId: string;
  userId: string;
  bookingId: string;
  minor: number;
  currency: string;
}

const accountOf = (m: Move) =>
  creditsAccount({ id: m.userId, agencyId: m.agencyId, creditsCurrency: m.currency });

export async function spendCredits(tx: Tx, spend: Move): Promise<void> {
  try {
    await post(tx, accountOf(spend), {
      amountMinor: -spend.minor,
      reason: "booking",
      bookingId: spend.bookingId,
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) {
      throw new ApiError("conflict", "You do not have that many credits left.");
    }
    throw error;
  }
}

/** Gives a booking's credits back (all, or `minor` of them), once whatever retries happen. */
export async function giveBackCredits(tx: Tx, back: Move): Promise<void> {
  if (back.minor <= 0) return;
  await post(tx, accountOf(back), {
    amountMinor: back.minor,
    reason: "refund",
    bookingId: back.bookingId,
  });
}
