"use client";

import { useEffect, useRef, useState } from "react";
import { usePatchQuoteCurrency, useQuote } from "@/lib/api/queries/bookings";

/**
 * The currency to hold in, keeping the hold across a currency change. A slot's places are few:
 * holding it again in the new currency would take the travellers' places a second time until the
 * first hold expired. So when the address's quote is open in another currency than `currency`
 * (the visitor changed it, and the page reloaded), it is re-priced (PATCH: the same hold and
 * expiry, at today's rate) before the checkout quote hook sees the currency; only when that fails
 * (the quote has ended meanwhile) does the hook hold again, as it does for any unusable quote.
 *
 * Returns null while the quote is being re-priced.
 */
export function useKeptHold(quoteId: string | null, currency: string | null): string | null {
  const stored = useQuote(quoteId);
  const patch = usePatchQuoteCurrency();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const open = stored.data?.kind === "open" ? stored.data.quote : null;
  const key = `${quoteId}:${currency}`;
  const reprice =
    !!open &&
    open.status === "open" &&
    currency !== null &&
    open.price.total.currency !== currency &&
    failed !== key;

  useEffect(() => {
    if (!reprice || !quoteId || !currency || started.current === key) return;
    started.current = key;
    // On success the quote's cached state is the re-priced quote (usePatchQuoteCurrency).
    patch.mutate({ id: quoteId, currency }, { onError: () => setFailed(key) });
  }, [reprice, quoteId, currency, key, patch]);

  return reprice ? null : currency;
}
