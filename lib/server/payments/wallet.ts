import "server-only";
import { and, eq, like } from "drizzle-orm";
import { getDb } from "../db/client";
import { bookings, walletEntries } from "../db/schema";
import { agencyAccount, InsufficientBalance, post } from "../ledger/ledger";
import { PaymentError, type Gateway, type PaymentState } from "./gateway";

/**
 * The agency wallet as a gateway (DESIGN §9): an agent pays a booking from the agency's prepaid
 * balance in the booking's currency. Authorising debits the wallet at once (a hold that cannot
 * fail later), capturing keeps it, voiding and refunding credit it back; each is one ledger line
 * named by its payment reference, so a retry after a crash moves the money once.
 */
export function walletGateway(agencyId: string): Gateway {
  async function debitOf(ref: string) {
    const db = await getDb();
    const [line] = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.agencyId, agencyId), eq(walletEntries.paymentRef, ref)));
    return line;
  }
  async function credit(ref: string, key: string, amountMinor: number, reason: "void" | "refund") {
    const debit = await debitOf(ref);
    if (!debit) throw new PaymentError("paymentFailed", "No such wallet payment.");
    const db = await getDb();
    await db.transaction((tx) =>
      post(tx, agencyAccount(agencyId, debit.currency), {
        amountMinor,
        reason,
        bookingId: debit.bookingId,
        paymentRef: `${ref}:${key}`,
      }),
    );
  }

  /** Whether the payment's debit was credited back by a void. */
  async function voided(ref: string) {
    const db = await getDb();
    const [line] = await db
      .select({ id: walletEntries.id })
      .from(walletEntries)
      .where(
        and(
          eq(walletEntries.agencyId, agencyId),
          like(walletEntries.paymentRef, `${ref}:%`),
          eq(walletEntries.reason, "void"),
        ),
      );
    return Boolean(line);
  }
  async function stateOf(ref: string): Promise<PaymentState> {
    if (!(await debitOf(ref))) {
      return { status: "failed", code: "paymentFailed", message: "No such wallet payment." };
    }
    return (await voided(ref)) ? { status: "voided" } : { status: "authorised" };
  }
  const authorised = (ref: string) =>
    ({ status: "authorised", gatewayRef: ref, cardBrand: null, cardLast4: null }) as const;

  return {
    id: "wallet",
    async authorise(request) {
      const ref = `wallet:${request.idempotencyKey}`;
      // The same key again (a retry after a lost answer): the wallet was debited once.
      if (await debitOf(ref)) return authorised(ref);
      const db = await getDb();
      const [booking] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.agencyId, agencyId), eq(bookings.reference, request.reference)));
      try {
        await db.transaction((tx) =>
          post(tx, agencyAccount(agencyId, request.currency), {
            amountMinor: -request.amountMinor,
            reason: "booking",
            bookingId: booking?.id ?? null,
            paymentRef: ref,
          }),
        );
      } catch (error) {
        if (await debitOf(ref)) return authorised(ref); // a concurrent retry debited it
        if (!(error instanceof InsufficientBalance)) throw error;
        throw new PaymentError(
          "insufficientFunds",
          `The agency wallet holds too little ${request.currency} for this booking.`,
        );
      }
      return authorised(ref);
    },
    retrieve: stateOf,
    async find(key) {
      const ref = `wallet:${key}`;
      if (!(await debitOf(ref))) return null;
      const state = await stateOf(ref);
      return { gatewayRef: ref, state, challengeUrl: null, cardBrand: null, cardLast4: null };
    },
    async capture() {
      // The wallet was debited when the payment was authorised.
    },
    async void(ref, key) {
      const debit = await debitOf(ref);
      if (debit) await credit(ref, key, -debit.amountMinor, "void");
    },
    async refund(ref, amountMinor, key) {
      await credit(ref, key, amountMinor, "refund");
      return `${ref}:${key}`;
    },
  };
}
