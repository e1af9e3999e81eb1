import { randomBytes } from "node:crypto";

/**
 * Booking references (DESIGN §9): 8 characters of Crockford's base 32 (no I, L, O or U to
 * misread), from 40 random bits, so one cannot be guessed from another. Unique per agency: the
 * unique index decides, and the rare clash is retried by the caller.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_LENGTH = 8;
export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

export function newBookingReference(): string {
  // 5 bytes are 40 bits: exactly 8 characters of 5 bits each, with no bias.
  let bits = BigInt(`0x${randomBytes(5).toString("hex")}`);
  let out = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    out = ALPHABET[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return out;
}

/** A reference as typed by a person: upper-cased, and the letters Crockford reads as digits. */
export function normaliseReference(input: string): string {
  return input.trim().toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
}
