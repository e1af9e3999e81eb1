import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "../db/client";
import { walletEntries, WALLET_KINDS, WALLET_REASONS } from "../db/schema";
import { applyLine, lapsedBy, lotsAfter, type Lot } from "./lapse";

/**
 * The wallet ledgers (DESIGN §9): the agency's prepaid wallet and each traveller's reward credits.
 * Append-only lines, each with the account's balance after it; the latest line is the balance.
 * A posting takes the account's transaction-scoped advisory lock, so postings to one account run
 * one after another whatever runs at once; the CHECK (balance ≥ 0) and the unique position are
 * the database's own guard should anything ever bypass the lock.
 */

export type WalletKind = (typeof WALLET_KINDS)[number];
export type WalletReason = (typeof WALLET_REASONS)[number];
export type WalletEntry = typeof walletEntries.$inferSelect;

export interface Account {
  agencyId: string;
  kind: WalletKind;
  /** `agency`, or the traveller's user id. */
  account: string;
  currency: string;
}

export const agencyAccount = (agencyId: string, currency: string): Account => ({
  agencyId,
  kind: "agency",
  account: "agency",
  currency,
});

export const creditsAccount = (
  user: { id: string; agencyId: string; creditsCurrency: string },
  currency = user.creditsCurrency,
): Account => ({ agencyId: user.agencyId, kind: "credits", account: user.id, currency });

export interface Posting {
  amountMinor: number;
  reason: WalletReason;
  bookingId?: string | null;
  paymentRef?: string | null;
  expiresAt?: Date | null;
  actorUserId?: string | null;
  note?: string | null;
}

/** Not enough in the account: nothing was written. */
export class InsufficientBalance extends Error {
  constructor(readonly balanceMinor: number) {
    super("insufficient balance");
  }
}

const ofAccount = (a: Account) =>
  and(
    eq(walletEntries.agencyId, a.agencyId),
    eq(walletEntries.kind, a.kind),
    eq(walletEntries.account, a.account),
    eq(walletEntries.currency, a.currency),
  );

async function lines(tx: Tx, a: Account): Promise<WalletEntry[]> {
  return tx.select().from(walletEntries).where(ofAccount(a)).orderBy(asc(walletEntries.seq));
}

async function latest(tx: Tx, a: Account): Promise<WalletEntry | undefined> {
  const [row] = await tx
    .select()
    .from(walletEntries)
    .where(ofAccount(a))
    .orderBy(desc(walletEntries.seq))
    .limit(1);
  return row;
}

/** A credits account's lots after its latest line (replayed once for a line older than lots). */
async function lotsOf(tx: Tx, a: Account, last: WalletEntry | undefined): Promise<Lot[]> {
  if (!last) return [];
  return last.lots ?? lotsAfter(await lines(tx, a));
}

async function append(
  tx: Tx,
  a: Account,
  last: WalletEntry | undefined,
  lots: Lot[] | null,
  p: Posting,
  now: Date,
): Promise<WalletEntry | null> {
  const line = { amountMinor: p.amountMinor, reason: p.reason, expiresAt: p.expiresAt ?? null };
  const [row] = await tx
    .insert(walletEntries)
    .values({
      ...a,
      ...line,
      seq: (last?.seq ?? 0) + 1,
      balanceMinor: (last?.balanceMinor ?? 0) + p.amountMinor,
      bookingId: p.bookingId ?? null,
      paymentRef: p.paymentRef ?? null,
      actorUserId: p.actorUserId ?? null,
      note: p.note ?? null,
      at: now,
      lots: lots && applyLine(lots, { ...line, at: now }),
    })
    // The same booking's line of this reason, or the same payment's, is there already: a retry.
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Posts a line to an account inside `tx`; credits that lapsed are written off first. Returns the
 * line, or null when this booking's or payment's line of that reason exists already (a retry).
 * Throws InsufficientBalance, writing nothing, when a debit would take the balance below zero
 * (or, with `capAtBalance`, debits only what there is).
 */
export async function post(
  tx: Tx,
  a: Account,
  p: Posting,
  now = new Date(),
  options: { capAtBalance?: boolean } = {},
): Promise<WalletEntry | null> {
  if (!Number.isInteger(p.amountMinor) || p.amountMinor === 0) {
    throw new RangeError(`a wallet line moves a whole, non-zero amount: ${p.amountMinor}`);
  }
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`wallet:${a.agencyId}:${a.kind}:${a.account}:${a.currency}`}))`,
  );
  let last = await latest(tx, a);
  let lots = a.kind === "credits" ? await lotsOf(tx, a, last) : null;
  const lapsed = lots ? lapsedBy(lots, now) : 0;
  if (lapsed > 0) {
    last = (await append(tx, a, last, lots, { amountMinor: -lapsed, reason: "expire" }, now))!;
    lots = last.lots;
  }
  const balance = last?.balanceMinor ?? 0;
  if (balance + p.amountMinor < 0) {
    if (!options.capAtBalance) throw new InsufficientBalance(balance);
    if (balance === 0) return null;
    return append(tx, a, last, lots, { ...p, amountMinor: -balance }, now);
  }
  return append(tx, a, last, lots, p, now);
}

/** The account's balance now: its latest line, less credits that lapsed since. */
export async function balanceOf(a: Account, now = new Date()): Promise<number> {
  const db = await getDb();
  const last = await latest(db, a);
  if (!last) return 0;
  return last.balanceMinor - (a.kind === "credits" ? lapsedBy(await lotsOf(db, a, last), now) : 0);
}

/** A traveller's credits now, from the ledger. */
export async function creditsOf(
  user: Parameters<typeof creditsAccount>[0],
): Promise<{ amountMinor: number; currency: string }> {
  return { amountMinor: await balanceOf(creditsAccount(user)), currency: user.creditsCurrency };
}

/** The account's lines, newest first, a page at a time. */
export async function statementOf(
  a: Account,
  page: { limit: number; beforeSeq?: number },
): Promise<WalletEntry[]> {
  const db = await getDb();
  return db
    .select()
    .from(walletEntries)
    .where(
      and(ofAccount(a), page.beforeSeq ? sql`${walletEntries.seq} < ${page.beforeSeq}` : undefined),
    )
    .orderBy(desc(walletEntries.seq))
    .limit(page.limit);
}

/** The currencies an account kind holds for one owner (the agency wallet may hold several). */
export async function currenciesOf(
  agencyId: string,
  kind: WalletKind,
  account: string,
): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ currency: walletEntries.currency })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.agencyId, agencyId),
        eq(walletEntries.kind, kind),
        eq(walletEntries.account, account),
      ),
    )
    .orderBy(asc(walletEntries.currency));
  return rows.map((r) => r.currency);
}
