/**
 * The checkout's decisions that need no React: kept apart so that they are unit-tested.
 */

export const CONFIRM_PATH = "/booknow/hotels/confirm-payment";

/** Where a confirmation path takes the booking's reference, when it takes it in the path. */
const REFERENCE_SEGMENT = "/:reference";

/**
 * A booking's confirmation page: `confirmPath?reference=`, or, for a path with `/:reference`
 * (the activities' `/booknow/activities/confirmation/:reference`), the reference in its place.
 */
export function confirmationHref(confirmPath: string, reference: string): string {
  const ref = encodeURIComponent(reference);
  return confirmPath.includes(REFERENCE_SEGMENT)
    ? confirmPath.replace(REFERENCE_SEGMENT, `/${ref}`)
    : `${confirmPath}?reference=${ref}`;
}

/**
 * Where a 3-D Secure challenge returns to, the server appending `?reference=`: the confirmation
 * path, up to its `/:reference` when it has one (that page sends the reference on into the path).
 */
export function challengeReturnPath(confirmPath: string): string {
  const at = confirmPath.indexOf(REFERENCE_SEGMENT);
  return at < 0 ? confirmPath : confirmPath.slice(0, at);
}

/**
 * Whether a failed booking call may be sent again with the same Idempotency-Key and body. Only
 * when its outcome is unknown (no answer, or a server error other than a refusal): then the
 * server either finishes the first call or answers its stored result, and never books twice. A
 * refusal (a card declined, sold out, the supplier or gateway down: 4xx and 502) is the stored
 * result of that key, so the next try is a new attempt with a new key (and a new card token).
 */
export function keepsAttempt(failure: { status: number; code?: string }): boolean {
  if (failure.status === 0) return true;
  return failure.status >= 500 && failure.status !== 502;
}

/**
 * What is left of a hold, as the countdown shows it (mm:ss), and the minutes it announces:
 * started minutes (4:59 is "5 minutes left"), so the spoken figure changes once a minute and
 * never says less time than there is.
 */
export function countdown(msLeft: number): { text: string; minutes: number; over: boolean } {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const shown = Math.floor(total / 60);
  const seconds = total % 60;
  return {
    text: `${String(shown).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`,
    minutes: Math.ceil(total / 60),
    over: total === 0,
  };
}

/**
 * The credits to send, in the credit wallet's minor units, for `quoteMinor` typed in the quote's
 * currency. The API offers credits (`creditsAvailable`) in the quote's currency but spends them
 * from the wallet, which may hold another: they are converted through USD at the quote's locked
 * rate and the wallet currency's rate, rounded down and never above the balance.
 */
export function walletCreditsMinor(options: {
  quoteMinor: number;
  quoteCurrency: string;
  /** Units of the quote's currency per USD (the quote's locked rate). */
  quoteRate: number;
  wallet: { amount: number; currency: string } | null;
  /** Units of the wallet's currency per USD, when known. */
  walletRate: number | undefined;
  digits: (currency: string) => number;
}): number {
  const { quoteMinor, quoteCurrency, quoteRate, wallet, walletRate, digits } = options;
  if (quoteMinor <= 0) return 0;
  if (!wallet || wallet.currency === quoteCurrency) return quoteMinor;
  const rate = wallet.currency === "USD" ? 1 : walletRate;
  if (!rate || !(quoteRate > 0)) return Math.min(quoteMinor, wallet.amount);
  const usd = quoteMinor / 10 ** digits(quoteCurrency) / quoteRate;
  const converted = Math.floor(usd * rate * 10 ** digits(wallet.currency) + 1e-6);
  return Math.min(converted, wallet.amount);
}

/** The signed guest link's token appended to a path, when there is one. */
export function withTokenParam(path: string, token: string | null): string {
  if (!token) return path;
  return `${path}${path.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`;
}
