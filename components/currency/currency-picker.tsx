"use client";

import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { useStoredCurrency } from "@/lib/currency/selection-store";
import { CurrencyButton } from "./currency-button";

// The picker's code, with the API client, the data cache and the country list it needs, loads
// after the page has hydrated: the header is on every page, and the data layer was a seventh of a
// content page's first-load JavaScript (issue 26).
const LiveCurrencyPicker = lazy(() =>
  import("./currency-picker-live").then((m) => ({ default: m.LiveCurrencyPicker })),
);

/**
 * SPEC §1, §3, §5: the header's currency dropdown. Until its code has arrived it shows the stored
 * choice (or the agency's default), and a click on it opens the dropdown as soon as it can.
 */
export function CurrencyPicker({ agencyDefault }: { agencyDefault: string | null }) {
  const [stored] = useStoredCurrency();
  const [clicked, setClicked] = useState(false);
  const [live, setLive] = useState(false);
  // In a transition, so that this button stays, and takes clicks, until the picker is ready.
  useEffect(() => startTransition(() => setLive(true)), []);
  const waiting = (
    <div className="relative">
      <CurrencyButton
        current={stored?.currency ?? agencyDefault ?? "USD"}
        aria-expanded={false}
        onClick={() => setClicked(true)}
      />
    </div>
  );
  return (
    <Suspense fallback={waiting}>
      {live ? (
        <LiveCurrencyPicker agencyDefault={agencyDefault} initiallyOpen={clicked} />
      ) : (
        waiting
      )}
    </Suspense>
  );
}
