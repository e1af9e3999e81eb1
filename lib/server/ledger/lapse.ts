/**
 * How many reward credits have lapsed and are not yet written off. Credits are spent first from
 * the lot that lapses soonest; earned lots lapse at their `expiresAt`, anything else (an opening
 * balance, credits given back by a cancellation) never does. The ledger is replayed in order:
 * the lapses it finds, less the `expire` lines already written, are what is left to write off.
 */
export interface LedgerLine {
  amountMinor: number;
  reason: string;
  expiresAt: Date | null;
  at: Date;
}

export function lapsedMinor(lines: readonly LedgerLine[], now: Date): number {
  const lots: { minor: number; expiresAt: number }[] = [];
  let lapsed = 0;
  let written = 0;
  const lapseUpTo = (t: number) => {
    for (const lot of lots) {
      if (lot.expiresAt <= t && lot.minor > 0) {
        lapsed += lot.minor;
        lot.minor = 0;
      }
    }
  };
  for (const line of lines) {
    lapseUpTo(line.at.getTime());
    if (line.reason === "expire") {
      written -= line.amountMinor;
      continue;
    }
    if (line.amountMinor > 0) {
      const expiresAt =
        line.reason === "earn" && line.expiresAt ? line.expiresAt.getTime() : Infinity;
      lots.push({ minor: line.amountMinor, expiresAt });
      lots.sort((a, b) => a.expiresAt - b.expiresAt);
      continue;
    }
    let owed = -line.amountMinor;
    for (const lot of lots) {
      const take = Math.min(lot.minor, owed);
      lot.minor -= take;
      owed -= take;
      if (owed === 0) break;
    }
  }
  lapseUpTo(now.getTime());
  return Math.max(0, lapsed - written);
}
