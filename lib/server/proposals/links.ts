import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { isProductId, productById } from "@/lib/contract/products";
import type { AgencyRow } from "../agency/agency";
import { canonicalOrigin } from "../agency/origin";
import type { Tx } from "../db/client";
import { getDb } from "../db/client";
import { shortLinks } from "../db/schema";
import { sessionSecret } from "../secrets";

/**
 * How a client reaches a proposal without an account (issue 28): its page's address carries a
 * token, an HMAC of the agency and the proposal under the server's secret, so it opens that
 * proposal alone and is never stored; the mail also gives a short link, `/url/<id>`: 12
 * characters of Crockford's base 32 from 60 random bits, counted when opened.
 */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const SHORT_ID_LENGTH = 12;
export const SHORT_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;

export function proposalToken(agencyId: string, proposalId: string): string {
  return createHmac("sha256", sessionSecret())
    .update(`proposal:${agencyId}:${proposalId}`)
    .digest("base64url")
    .slice(0, 32);
}

export function tokenOpens(agencyId: string, proposalId: string, token: string | undefined) {
  if (!token) return false;
  const expected = Buffer.from(proposalToken(agencyId, proposalId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The client's page of a proposal, under the booking pages of the product it offers first. */
export function proposalPath(agencyId: string, proposalId: string, product = "hotels"): string {
  const base = isProductId(product) ? productById(product).path : "/booknow/hotels";
  return `${base}/deal/${proposalId}?token=${proposalToken(agencyId, proposalId)}`;
}

export function newShortId(): string {
  // 8 bytes hold 64 bits; the low 60 make 12 characters of 5 bits each, with no bias.
  let bits = BigInt(`0x${randomBytes(8).toString("hex")}`);
  let out = "";
  for (let i = 0; i < SHORT_ID_LENGTH; i++) {
    out = ALPHABET[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return out;
}

/** The proposal's short link, made once (a clash of ids, never seen in practice, is retried). */
export async function shortLinkOf(tx: Tx, agencyId: string, proposalId: string): Promise<string> {
  const [existing] = await tx
    .select({ id: shortLinks.id })
    .from(shortLinks)
    .where(eq(shortLinks.proposalId, proposalId));
  if (existing) return existing.id;
  for (;;) {
    const [made] = await tx
      .insert(shortLinks)
      .values({ id: newShortId(), agencyId, proposalId })
      .onConflictDoNothing()
      .returning({ id: shortLinks.id });
    if (made) return made.id;
  }
}

export async function shortUrlBase(agency: AgencyRow): Promise<(id: string) => string> {
  const origin = await canonicalOrigin(agency);
  return (id) => `${origin}/url/${id}`;
}

/**
 * `/url/<id>`: where the agency's short link leads, its open counted; null for an id that is not
 * one of this agency's (guessed, mistyped, another agency's).
 */
export async function openShortLink(agencyId: string, id: string): Promise<string | null> {
  const normalised = id.trim().toUpperCase();
  if (!SHORT_ID_PATTERN.test(normalised)) return null;
  const db = await getDb();
  const [link] = await db
    .update(shortLinks)
    .set({ opens: sql`${shortLinks.opens} + 1`, lastOpenedAt: new Date() })
    .where(sql`${shortLinks.id} = ${normalised} AND ${shortLinks.agencyId} = ${agencyId}`)
    .returning();
  if (!link?.proposalId) return null;
  return proposalPath(agencyId, link.proposalId);
}
