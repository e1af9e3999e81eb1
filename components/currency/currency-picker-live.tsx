"use client";

import dynamic from "next/dynamic";
import { useEffect, useId, useRef, useState } from "react";
import { useEnabledCountries } from "@/lib/api/queries/countries";
import { initialCurrency } from "@/lib/currency/currency";
import { useStoredCurrency } from "@/lib/currency/selection-store";
import { useSelectedCurrency } from "@/lib/currency/use-price";
import { QueryProvider } from "@/lib/api/query-provider";
import { CurrencyButton } from "./currency-button";

// The open panel and its date formatting load when the dropdown first opens (issue 26: the
// header is on every page, and date-fns with its nine locales was 17 KB of each page's script).
const CurrencyPanel = dynamic(() => import("./currency-panel").then((m) => m.CurrencyPanel), {
  ssr: false,
});

/** SPEC §1, §3, §5: the header's currency dropdown, with search (loaded by currency-picker.tsx). */
export function LiveCurrencyPicker(props: {
  agencyDefault: string | null;
  initiallyOpen: boolean;
}) {
  return (
    <QueryProvider>
      <Picker {...props} />
    </QueryProvider>
  );
}

function Picker({
  agencyDefault,
  initiallyOpen,
}: {
  agencyDefault: string | null;
  initiallyOpen: boolean;
}) {
  const { data: entries } = useEnabledCountries();
  const [stored, select] = useStoredCurrency();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // A valid `currency` parameter in the address becomes the visitor's choice.
  useEffect(() => {
    if (!entries) return;
    const params = new URLSearchParams(window.location.search);
    const fromQuery = params.get("currency");
    if (!fromQuery) return;
    const picked = initialCurrency({
      entries,
      queryCurrency: fromQuery,
      queryCountry: params.get("country"),
    });
    if (picked.country) select(picked);
  }, [entries, select]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!panel.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  const current = useSelectedCurrency(agencyDefault);

  return (
    <div className="relative">
      <CurrencyButton
        ref={button}
        current={current}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <CurrencyPanel
          id={panelId}
          panelRef={panel}
          entries={entries}
          current={current}
          stored={stored}
          select={select}
          close={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
