import "server-only";
import { addDays } from "date-fns";
import { and, eq, gt, gte, isNotNull, lt, notExists, or } from "drizzle-orm";
import { agencies, bookings, users, walletEntries } from "../db/schema";
import { ApiError } from "../errors";
import { creditsAccount, InsufficientBalance, post } from "../ledger/ledger";
import { fromUsd, toUsd } from "@/lib/currency/currency-math";
import { lockedRate } from "../money/rates";
import { getDb, type Tx } from "../db/client";

type BookingRow = typeof bookings.$inferSelect;

/**
 * Reward credits (SPEC §3 credits): kept on the wallet ledger in the traveller's credits currency,
 * worth their value in the booking's currency at the quote's locked rate, earned by paid bookings
 * when the traveller has the reward wallet, given back on cancel or failure. A booking spends,
 * gets back and earns at most once (the ledger's unique line per booking and reason).
 */

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

/**
 * What a booking's traveller paid by card or wallet, credits aside: at booking, and a deposit
 * sale's balance once it is paid (issue 27: credits follow what was actually paid). A lapsed
 * balance is never paid: its booking is cancelled before its trip ends, and earns nothing.
 */
export function paidMinor(
  booking: Pick<BookingRow, "cardMinor" | "balanceMinor" | "balancePaidAt">,
): number {
  return booking.cardMinor + (booking.balancePaidAt ? booking.balanceMinor : 0);
}

/**
 * Credits a booking earns its traveller: the agency's share (`rewardBps`) of what the card or
 * wallet paid (`paidMinor`), in the traveller's credits currency, lapsing `rewardExpiryDays` after they vest.
 * Only for a traveller with the reward wallet (SPEC §3 isRewardWalletEnable); once per booking.
 * They vest when the trip ends (`vestCredits`), as commissions become payable: until then a
 * cancellation takes back exactly what was earned, nothing, so credits cannot be spent from a
 * booking that is then cancelled and refunded.
 */
export async function earnCredits(tx: Tx, booking: BookingRow, now = new Date()): Promise<void> {
  const paid = paidMinor(booking);
  if (!booking.ownerUserId || paid <= 0) return;
  const [row] = await tx
    .select({ user: users, rewardBps: agencies.rewardBps, days: agencies.rewardExpiryDays })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(users.id, booking.ownerUserId), eq(users.agencyId, booking.agencyId)));
  if (!row?.user.isRewardWalletEnable || row.rewardBps <= 0) return;
  const share = Math.floor((paid * row.rewardBps) / 10_000);
  const usd = toUsd(share, booking.exchangeRate, booking.currency);
  const currency = row.user.creditsCurrency;
  const earned = currency === "USD" ? usd : fromUsd(usd, await lockedRate(currency), currency);
  if (earned <= 0) return;
  await post(
    tx,
    creditsAccount(row.user),
    {
      amountMinor: earned,
      reason: "earn",
      bookingId: booking.id,
      expiresAt: addDays(now, row.days),
    },
    now,
  );
}

/** A cancelled booking's earned credits are taken back, as far as they are not spent. */
export async function forfeitCredits(tx: Tx, booking: BookingRow): Promise<void> {
  const [earned] = await tx
    .select()
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.bookingId, booking.id),
        eq(walletEntries.kind, "credits"),
        eq(walletEntries.reason, "earn"),
      ),
    );
  if (!earned) return;
  await post(
    tx,
    {
      agencyId: earned.agencyId,
      kind: "credits",
      account: earned.account,
      currency: earned.currency,
    },
    { amountMinor: -earned.amountMinor, reason: "forfeit", bookingId: booking.id },
    new Date(),
    { capAtBalance: true },
  );
}

/**
 * The reconciliation job's sweep: the credits of confirmed bookings whose trip ended (in the
 * last 30 days) and that have not earned them yet. Returns how many bookings it looked at.
 */
export async function vestCredits(now = new Date(), limit = 100): Promise<number> {
  const db = await getDb();
  const today = now.toISOString().slice(0, 10);
  const since = addDays(now, -30).toISOString().slice(0, 10);
  const earned = db
    .select({ id: walletEntries.id })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.bookingId, bookings.id),
        eq(walletEntries.kind, "credits"),
        eq(walletEntries.reason, "earn"),
      ),
    );
  const due = await db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.ownerUserId))
    .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        lt(bookings.endsOn, today),
        gte(bookings.endsOn, since),
        or(gt(bookings.cardMinor, 0), isNotNull(bookings.balancePaidAt)),
        eq(users.isRewardWalletEnable, true),
        gt(agencies.rewardBps, 0),
        notExists(earned),
      ),
    )
    .limit(limit);
  for (const { booking } of due) await db.transaction((tx) => earnCredits(tx, booking, now));
  return due.length;
}
