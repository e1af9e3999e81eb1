import "server-only";
import { inArray } from "drizzle-orm";
import type * as z from "zod";
import type { WalletResponse, walletQuery } from "@/lib/contract/wallet";
import { getDb } from "../db/client";
import { bookings } from "../db/schema";
import { balanceOf, currenciesOf, statementOf, type Account } from "../ledger/ledger";

const PAGE = 25;

/** A wallet's balances in every currency it holds and one currency's statement, newest first. */
export async function walletStatement(
  owner: Omit<Account, "currency">,
  fallbackCurrency: string,
  q: z.output<typeof walletQuery>,
): Promise<WalletResponse> {
  const held = await currenciesOf(owner.agencyId, owner.kind, owner.account);
  const currency =
    q.currency ??
    (held.includes(fallbackCurrency) ? fallbackCurrency : held[0]) ??
    fallbackCurrency;
  const account = { ...owner, currency };
  const [balances, rows] = await Promise.all([
    Promise.all(
      (held.length ? held : [currency]).map(async (c) => ({
        amountMinor: await balanceOf({ ...owner, currency: c }),
        currency: c,
      })),
    ),
    statementOf(account, { limit: PAGE + 1, beforeSeq: q.before }),
  ]);
  const page = rows.slice(0, PAGE);
  const ids = [...new Set(page.map((r) => r.bookingId).filter((id): id is string => !!id))];
  const db = await getDb();
  const refs = ids.length
    ? await db
        .select({ id: bookings.id, reference: bookings.reference, product: bookings.product })
        .from(bookings)
        .where(inArray(bookings.id, ids))
    : [];
  const bookingOf = new Map(refs.map((r) => [r.id, r]));
  return {
    balances,
    currency,
    lines: page.map((r) => ({
      seq: r.seq,
      at: r.at.toISOString(),
      reason: r.reason,
      amount: { amountMinor: r.amountMinor, currency },
      balance: { amountMinor: r.balanceMinor, currency },
      reference: (r.bookingId && bookingOf.get(r.bookingId)?.reference) || null,
      product: (r.bookingId && bookingOf.get(r.bookingId)?.product) || null,
      expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
    })),
    nextBefore: rows.length > PAGE ? page.at(-1)!.seq : null,
  };
}
