import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { hashToken, randomToken } from "./tokens";

type Purpose = (typeof t.userTokens.$inferInsert)["purpose"];

export const TOKEN_TTL_MS: Record<Purpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  academy: 60 * 1000,
  /** An agent's invitation to set a password and join the agency. */
  invite: 7 * 24 * 60 * 60 * 1000,
};

/** A new single-use token for the user; only its hash is stored. */
export async function issueUserToken(
  agencyId: string,
  userId: string,
  purpose: Purpose,
): Promise<string> {
  const token = randomToken();
  const db = await getDb();
  await db.insert(t.userTokens).values({
    agencyId,
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Uses a token once: the user id it was issued to, or null when it is unknown, of another agency
 * or purpose, used or expired. One UPDATE decides, so two concurrent uses cannot both succeed.
 */
export async function consumeUserToken(
  agencyId: string,
  purpose: Purpose,
  token: string,
): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .update(t.userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(t.userTokens.tokenHash, hashToken(token)),
        eq(t.userTokens.agencyId, agencyId),
        eq(t.userTokens.purpose, purpose),
        isNull(t.userTokens.usedAt),
        gt(t.userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: t.userTokens.userId });
  return row?.userId ?? null;
}
