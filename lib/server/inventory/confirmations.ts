import "server-only";

/**
 * The sandbox suppliers' own confirmation and ticket numbers: each derived from the supplier's
 * booking reference, so the same booking always shows the same numbers, in the form each trade
 * uses (a hotel's digits, an airline's record locator and 13-digit e-tickets).
 */

/** A number from a reference, the same every time. */
export function digitsOf(text: string, digits: number): string {
  let n = 0;
  const modulus = 10 ** digits;
  for (const c of text) n = (n * 31 + c.charCodeAt(0)) % modulus;
  return String(n).padStart(digits, "0");
}

// Letters an airline's record locator uses: no I, O, 0 or 1 to misread.
const PNR_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** An airline's record locator: six letters and digits. */
export function recordLocator(reference: string): string {
  const digits = digitsOf(reference, 9);
  return Array.from({ length: 6 }, (_, i) => {
    const n = Number(digits.slice(i, i + 4));
    return PNR_ALPHABET[(n + i * 7) % PNR_ALPHABET.length];
  }).join("");
}

/** An e-ticket number: the sandbox airline's 3-digit prefix and 10 digits, one a passenger. */
export const eTicketNumber = (reference: string, position: number) =>
  `999${digitsOf(`${reference}:${position}`, 10)}`;

/** An activity's ticket, one a participant. */
export const activityTicketNumber = (reference: string, position: number) =>
  `TKT-${digitsOf(`${reference}:${position}`, 10)}`;
