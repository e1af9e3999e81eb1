import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type * as z from "zod";
import type { cardTokenRequest, cardTokenResponse } from "@/lib/contract/booking";
import { getDb, type Db } from "../db/client";
import { sandboxCardTokens as tokens } from "../db/schema";
import { ApiError } from "../errors";
import { PaymentError } from "./gateway";
import { gatewayBrand, sandboxCard } from "./sandbox-cards";

/**
 * The sandbox gateway's card tokens: made from a checked card (the number and CVC are dropped
 * here), spent by one authorisation, and dead after a quarter of an hour, as a PSP's are.
 */

const TOKEN_MINUTES = 15;

/** `prefix` and 24 URL-safe random characters. */
export const randomId = (prefix: string) => prefix + randomBytes(18).toString("base64url");

export async function createCardToken(
  agencyId: string,
  input: z.output<typeof cardTokenRequest>,
): Promise<z.input<typeof cardTokenResponse>> {
  const checked = sandboxCard(input);
  if (!checked.ok) throw new ApiError("invalid", checked.message);
  const { card, behaviour } = checked;
  const id = randomId("tok_");
  const expiresAt = new Date(Date.now() + TOKEN_MINUTES * 60_000);
  const brand = gatewayBrand(card.brand);
  const db = await getDb();
  await db.insert(tokens).values({
    id,
    agencyId,
    brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    behaviour,
    expiresAt,
  });
  return { token: id, brand, last4: card.last4, expiresAt: expiresAt.toISOString() };
}

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Spends the agency's live token inside the authorisation's transaction, or undefined when it is
 * unknown, used or expired. The UPDATE's row lock makes a concurrent call with the same token
 * wait for this one and then find it used.
 */
export async function spendToken(tx: Transaction, agencyId: string, token: string) {
  const now = new Date();
  const [row] = await tx
    .update(tokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(tokens.id, token),
        eq(tokens.agencyId, agencyId),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export const refused = (message: string) => new PaymentError("paymentFailed", message);

/** Why a token could not be used, said to the traveller. */
export async function tokenRefusal(agencyId: string, token: string): Promise<PaymentError> {
  const db = await getDb();
  const [row] = await db
    .select({ usedAt: tokens.usedAt })
    .from(tokens)
    .where(and(eq(tokens.id, token), eq(tokens.agencyId, agencyId)));
  if (!row) return refused("This card token is not valid. Please enter your card again.");
  if (row.usedAt) return refused("This card token was already used. Please enter your card again.");
  return refused("This card token has expired. Please enter your card again.");
}
