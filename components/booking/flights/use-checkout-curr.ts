"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useQuoteCurrency } from "@/components/booking/checkout/use-quote-currency";
import { usePatchQuoteCurrency } from "@/lib/api/queries/bookings";
import { useEnabledCountries } from "@/lib/api/queries/countries";
import { initialCurrency } from "@/lib/currency/currency";
import { useStoredCurrency } from "@/lib/currency/selection-store";

/**
 * The flight checkout's currency (SPEC §2.2, §4): `curr` in the address. On arrival a valid
 * `curr` becomes the visitor's choice (so the header says it); without one the settled choice is
 * written into the address. When the visitor then picks another currency (the header's picker
 * stores and broadcasts it through the selection store, which this reads), the open quote is
 * re-priced in it (PATCH: the same hold and expiry) and the page reloads with `curr` set to it;
 * what was typed is kept in sessionStorage and the quote in the address.
 *
 * Returns the currency to quote in (null until settled) and the one being switched to, if any.
 */
export function useCheckoutCurr(agencyDefault: string | null, quoteId: string | null) {
  const { data: entries } = useEnabledCountries();
  const [stored, select] = useStoredCurrency();
  const settled = useQuoteCurrency(agencyDefault);
  const patch = usePatchQuoteCurrency();
  const fromAddress = useSearchParams().get("curr")?.toUpperCase() ?? null;

  // Fixed on arrival: the page's currency, and the visitor's choice as it was then.
  const [arrival, setArrival] = useState<{ currency: string; choice: string } | null>(null);
  if (!arrival && settled && entries) {
    const valid = fromAddress && entries.some((e) => e.currency === fromAddress);
    setArrival({ currency: valid ? fromAddress : settled, choice: settled });
  }
  // Once the choice has become the page's currency, any other choice is a change.
  if (arrival && arrival.choice !== arrival.currency && settled === arrival.currency) {
    setArrival({ ...arrival, choice: arrival.currency });
  }
  const currency = arrival?.currency ?? null;
  const switching =
    arrival && settled && settled !== arrival.currency && settled !== arrival.choice
      ? settled
      : null;

  // Arrival: the address's currency becomes the choice, or the choice goes into the address.
  const adopted = useRef(false);
  useEffect(() => {
    if (!arrival || !entries || adopted.current) return;
    adopted.current = true;
    if (arrival.choice !== arrival.currency) {
      select(
        initialCurrency({
          entries,
          queryCurrency: arrival.currency,
          queryCountry: stored?.country ?? null,
        }),
      );
    }
    const url = new URL(window.location.href);
    if (url.searchParams.get("curr") !== arrival.currency) {
      url.searchParams.set("curr", arrival.currency);
      window.history.replaceState(null, "", url);
    }
  }, [arrival, entries, select, stored?.country]);

  // A change: re-price the quote in the new currency, then reload the page in it.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!switching || started.current === switching) return;
    started.current = switching;
    void (async () => {
      if (quoteId) {
        try {
          await patch.mutateAsync({ id: quoteId, currency: switching });
        } catch {
          // The reloaded page finds the quote in the old currency (or ended) and holds again.
        }
      }
      const url = new URL(window.location.href);
      url.searchParams.set("curr", switching);
      window.location.replace(url);
    })();
  }, [switching, quoteId, patch]);

  return { currency, switching };
}
