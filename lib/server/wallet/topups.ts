import "server-only";
import type { z } from "zod";
import type { topupRequest, WalletLine } from "@/lib/contract/wallet";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { lockedRate } from "../money/rates";
import { getDb } from "../db/client";
import { chargeCard } from "../payments/charge";
import { gatewayFor } from "../payments/gateways";
import { agencyAccount, post } from "../ledger/ledger";

/**
 * Tops the agency wallet up through the agency's gateway (chargeCard: no 3-D Secure at the desk),
 * then the ledger line named by the gateway's payment id. Every step is keyed by the call's
 * Idempotency-Key, so a retry after a crash captures once and writes the line once.
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
  const paymentRef = await chargeCard(await gatewayFor(agency.id), {
    agencyId: agency.id,
    token: request.token,
    amountMinor: request.amountMinor,
    currency: request.currency,
    purpose: "topup",
    returnUrl: new URL("/wallet/details/", origin).toString(),
    idempotencyKey,
  });
  const db = await getDb();
  const line = await db.transaction((tx) =>
    post(tx, agencyAccount(agency.id, request.currency), {
      amountMinor: request.amountMinor,
      reason: "topup",
      paymentRef,
      actorUserId: user.id,
    }),
  );
  if (!line) throw new Error(`top-up ${paymentRef} has a line already`);
  return {
    seq: line.seq,
    at: line.at.toISOString(),
    reason: "topup",
    amount: { amountMinor: line.amountMinor, currency: line.currency },
    balance: { amountMinor: line.balanceMinor, currency: line.currency },
    reference: null,
    product: null,
    expiresAt: null,
  };
}
