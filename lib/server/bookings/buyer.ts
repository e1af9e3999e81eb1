import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { permissionsOf } from "@/lib/auth/permissions";
import type { UserRow } from "../auth/session";

/**
 * Who books: a signed-in user, or a guest known by a secret the server issued in an httpOnly
 * cookie (DESIGN §9: a quote belongs to who made it — never to the session id, which a link's
 * `xsessionid` can set). Only the secret's hash is stored.
 */
export interface Buyer {
  user: UserRow | null;
  /** SHA-256 of the guest cookie's secret; null for a signed-in user or a browser without one. */
  guestHash: string | null;
}

export const GUEST_COOKIE = "guest_checkout";

export function newGuestSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashGuestSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** The guest cookie's secret when it is one we could have issued (43 base64url characters). */
export function guestSecretOf(value: string | undefined): string | undefined {
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}

/** The signed-in user, or else the guest whose cookie holds `guestSecret` (checked here). */
export function buyerFor(user: UserRow | null, guestSecret: string | undefined): Buyer {
  if (user) return { user, guestHash: null };
  const secret = guestSecretOf(guestSecret);
  return { user: null, guestHash: secret ? hashGuestSecret(secret) : null };
}

/** The key idempotency records and ownership go by. */
export function ownerKey(buyer: Buyer): string {
  if (buyer.user) return `user:${buyer.user.id}`;
  if (buyer.guestHash) return `guest:${buyer.guestHash}`;
  return "anonymous";
}

/** The agency's staff read and cancel every booking of the agency (DESIGN §9). */
export function isStaff(user: UserRow | null): boolean {
  return Boolean(user && permissionsOf(user).has("bookings.read"));
}
