import "server-only";
import type { z } from "zod";
import type { topupRequest, WalletLine } from "@/lib/contract/wallet";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { lockedRate } from "../bookings/rates";
import { getDb } from "../db/client";
import { PaymentError } from "../payments/gateway";
import { gatewayFor } from "../payments/gateways";
import { agencyAccount, post } from "./ledger";

/**
 * Tops the agency wallet up through the agency's gateway: authorise, capture, then the ledger
 * line named by the gateway's payment id. Each step is keyed by the call's Idempotency-Key, so a
 * retry after a crash captures once and writes the line once. A card that asks for 3-D Secure is
 * released and refused: a top-up is made at the desk, without a return page to come back to.
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
  const gateway = await gatewayFor(agency.id);
  const authorisation = await gateway.authorise({
    agencyId: agency.id,
    token: request.token,
    amountMinor: request.amountMinor,
    currency: request.currency,
    reference: `topup-${idempotencyKey}`.slice(0, 60),
    returnUrl: new URL("/wallet/details/", origin).toString(),
    idempotencyKey: `topup:${idempotencyKey}`,
  });
  if (authorisation.status === "requires_action") {
    await gateway.void(authorisation.gatewayRef, `topup-void:${idempotencyKey}`);
    throw new PaymentError(
      "paymentFailed",
      "This card asks for 3-D Secure, which top-ups cannot take; please use another card.",
    );
  }
  await gateway.capture(
    authorisation.gatewayRef,
    request.amountMinor,
    `topup-capture:${idempotencyKey}`,
  );
  const db = await getDb();
  const line = await db.transaction((tx) =>
    post(tx, agencyAccount(agency.id, request.currency), {
      amountMinor: request.amountMinor,
      reason: "topup",
      paymentRef: `${gateway.id}:${authorisation.gatewayRef}`,
      actorUserId: user.id,
    }),
  );
  if (!line) throw new Error(`top-up ${authorisation.gatewayRef} has a line already`);
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
