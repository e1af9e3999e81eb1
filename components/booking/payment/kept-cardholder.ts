/**
 * The name on the card, kept for this tab so that a reload (a language change reloads the
 * checkout, SPEC §4) does not clear it. The name only: the card's number, expiry and code are
 * never stored.
 */
const KEY = "checkout-cardholder";

export function keptCardholder(): string {
  try {
    return sessionStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
}

export function keepCardholder(name: string): void {
  try {
    sessionStorage.setItem(KEY, name);
  } catch {
    // Storage refused: the name stays on the page.
  }
}
