/**
 * Reward credits lapse (DESIGN §9). An account's credits are held in lots: an earned lot lapses
 * at its `expiresAt`, anything else (an opening balance, credits given back by a cancellation)
 * never does. A spend takes the lot that lapses soonest first; an `expire` line writes off lots
 * that have lapsed. Each credits line stores the lots after it, so the balance now is the latest
 * line less its lots that lapsed since, with no replay of the account's history.
 */
export interface LedgerLine {
  amountMinor: number;
  reason: string;
  expiresAt: Date | null;
  at: Date;
}

/** Part of a balance: so many minor units, lapsing at `expiresAt` (epoch ms) or never (null). */
export interface Lot {
  minor: number;
  expiresAt: number | null;
}

const lapsesAt = (lot: Lot) => lot.expiresAt ?? Infinity;
const lapsedAt = (lot: Lot, t: number) => lot.expiresAt !== null && lot.expiresAt <= t;

/** The lots after one more line, soonest to lapse first; their sum is the line's balance. */
export function applyLine(lots: readonly Lot[], line: LedgerLine): Lot[] {
  const next = lots.map((lot) => ({ ...lot }));
  if (line.amountMinor > 0) {
    const expiresAt = line.reason === "earn" && line.expiresAt ? line.expiresAt.getTime() : null;
    next.push({ minor: line.amountMinor, expiresAt });
    return next.sort((a, b) => lapsesAt(a) - lapsesAt(b));
  }
  // A write-off takes the lapsed lots; a spend the live ones (a lapsed lot is no longer there to
  // spend), soonest first. Either takes from the others only should its own not cover it.
  const t = line.at.getTime();
  const own = (lot: Lot) => lapsedAt(lot, t) === (line.reason === "expire");
  let owed = -line.amountMinor;
  for (const lot of [...next.filter(own), ...next.filter((l) => !own(l))]) {
    const take = Math.min(lot.minor, owed);
    lot.minor -= take;
    owed -= take;
    if (owed === 0) break;
  }
  return next.filter((lot) => lot.minor > 0);
}

/** The lots after every line of an account, oldest line first. */
export const lotsAfter = (lines: readonly LedgerLine[]): Lot[] => lines.reduce(applyLine, []);

/** Of these lots, the credits lapsed by `when` and not yet written off. */
export const lapsedBy = (lots: readonly Lot[], when: Date): number =>
  lots.filter((lot) => lapsedAt(lot, when.getTime())).reduce((sum, lot) => sum + lot.minor, 0);
