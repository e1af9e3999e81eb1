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

/** What a link opens: a proposal, or a deal link (whose token lets its visitor book it). */
type LinkKind = "proposal" | "deal";

function linkToken(kind: LinkKind, agencyId: string, id: string): string {
  return createHmac("sha256", sessionSecret())
    .update(`${kind}:${agencyId}:${id}`)
    .digest("base64url")
    .slice(0, 32);
}

function linkTokenOpens(kind: LinkKind, agencyId: string, id: string, token: string | undefined) {
  if (!token) return false;
  const expected = Buffer.from(linkToken(kind, agencyId, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const proposalToken = (agencyId: string, proposalId: string) =>
  linkToken("proposal", agencyId, proposalId);
export const tokenOpens = (agencyId: string, proposalId: string, token: string | undefined) =>
  linkTokenOpens("proposal", agencyId, proposalId, token);
export const dealLinkToken = (agencyId: string, dealLinkId: string) =>
  linkToken("deal", agencyId, dealLinkId);
export const dealTokenOpens = (agencyId: string, dealLinkId: string, token: string | undefined) =>
  linkTokenOpens("deal", agencyId, dealLinkId, token);

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

type LinkTarget = { proposalId: string } | { dealLinkId: string };

/**
 * The short link of a proposal or a deal link, made once (a clash of ids, never seen in
 * practice, is retried).
 */
export async function shortLinkOf(tx: Tx, agencyId: string, target: LinkTarget): Promise<string> {
  const [existing] = await tx
    .select({ id: shortLinks.id })
    .from(shortLinks)
    .where(
      "proposalId" in target
        ? eq(shortLinks.proposalId, target.proposalId)
        : eq(shortLinks.dealLinkId, target.dealLinkId),
    );
  if (existing) return existing.id;
  for (;;) {
    const [made] = await tx
      .insert(shortLinks)
      .values({ id: newShortId(), agencyId, ...target })
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
 * one of this agency's (guessed, mistyped, another agency's). A deal link's leads first to the
 * call that gives its visitor the link's grant (app/api/deal-links/[id]/open).
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
  if (link?.dealLinkId) {
    const token = dealLinkToken(agencyId, link.dealLinkId);
    return `/api/deal-links/${link.dealLinkId}/open?token=${token}`;
  }
  if (!link?.proposalId) return null;
  return proposalPath(agencyId, link.proposalId);
}
