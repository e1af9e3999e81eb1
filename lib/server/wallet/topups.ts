import "server-only";
import { and, eq } from "drizzle-orm";
import type * as z from "zod";
import type { topupRequest, WalletLine } from "@/lib/contract/wallet";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { lockedRate } from "../money/rates";
import { getDb } from "../db/client";
import { walletEntries } from "../db/schema";
import { takeCharge, type ChargeKind } from "../payments/charges";
import { gatewayFor } from "../payments/gateways";
import { agencyAccount, post } from "../ledger/ledger";

/** The wallet line a top-up's payment is credited by: `<gateway>:<gateway's id>`. */
const lineRef = (payment: { gateway: string; gatewayRef: string | null }) =>
  `${payment.gateway}:${payment.gatewayRef}`;

/** A top-up is a charge (payments/charges.ts) served by crediting the agency wallet, once. */
export const topupCharge: ChargeKind = {
  purpose: "topup",
  async fulfil(tx, payment) {
    await post(tx, agencyAccount(payment.agencyId, payment.currency), {
      amountMinor: payment.capturedMinor,
      reason: "topup",
      paymentRef: lineRef(payment),
      actorUserId: payment.paidBy,
    });
  },
};

/**
 * Tops the agency wallet up through the agency's gateway (no 3-D Secure at the desk): the charge
 * is recorded, authorised, captured and credited as one line named by the gateway's payment id.
 * A retry with the same Idempotency-Key resumes the same charge, so the card is charged once and
 * the line written once, and the reconciliation job finishes a top-up whose caller went away.
 */
export async function topUp(
  agency: AgencyRow,
  user: UserRow,
  request: z.output<typeof topupRequest>,
  idempotencyKey: string,
  origin: string,
): Promise<WalletLine> {
  // Only a currency we price in: its minor units and rate are known.
  await lockedRate(request.currency);
  const payment = await takeCharge(topupCharge, {
    agencyId: agency.id,
    gateway: await gatewayFor(agency.id),
    token: request.token,
    amountMinor: request.amountMinor,
    currency: request.currency,
    paidBy: user.id,
    requestKey: `user:${user.id} ${idempotencyKey}`,
    reference: `topup-${idempotencyKey}`,
    returnUrl: new URL("/wallet/details/", origin).toString(),
  });
  const db = await getDb();
  const [line] = await db
    .select()
    .from(walletEntries)
    .where(
      and(eq(walletEntries.agencyId, agency.id), eq(walletEntries.paymentRef, lineRef(payment))),
    );
  return {
    seq: line!.seq,
    at: line!.at.toISOString(),
    reason: "topup",
    amount: { amountMinor: line!.amountMinor, currency: line!.currency },
    balance: { amountMinor: line!.balanceMinor, currency: line!.currency },
    reference: null,
    product: null,
    expiresAt: null,
  };
}
