import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { sessionSecret } from "../secrets";

/**
 * Secrets the agency gives us (its gateway's secret key) are kept sealed with AES-256-GCM: a
 * database dump or a backup shows neither the key nor anything to guess it from, and a changed
 * byte fails to open instead of giving a wrong key. The sealing key is `SETTINGS_KEY` (32 bytes,
 * base64), or else derived from the session secret with HKDF, so that `npm start` needs nothing;
 * a deployment that rotates its session secret sets SETTINGS_KEY.
 */

const PREFIX = "v1.";
let cached: Buffer | undefined;

function sealingKey(): Buffer {
  if (cached) return cached;
  const fromEnv = process.env.SETTINGS_KEY;
  if (fromEnv) {
    const key = Buffer.from(fromEnv, "base64");
    if (key.length !== 32) throw new Error("SETTINGS_KEY must be 32 bytes, base64-encoded");
    return (cached = key);
  }
  return (cached = Buffer.from(
    hkdfSync("sha256", sessionSecret(), "", "agency-settings-seal", 32),
  ));
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
  return PREFIX + parts.join(".");
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** The plain secret; throws when the value was not sealed with this key or was altered. */
export function unseal(sealed: string): string {
  if (!isSealed(sealed)) throw new Error("not a sealed value");
  const [iv, tag, body] = sealed
    .slice(PREFIX.length)
    .split(".")
    .map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !body) throw new Error("not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}
