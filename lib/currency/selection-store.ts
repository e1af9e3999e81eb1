"use client";

import { useCallback, useSyncExternalStore } from "react";

const KEY = "currency";
const LOCAL_EVENT = "currency-change";

export interface CurrencySelection {
  currency: string;
  country: string | null;
}

function read(): CurrencySelection | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "null");
    return value && typeof value.currency === "string" && /^[A-Z]{3}$/.test(value.currency)
      ? {
          currency: value.currency,
          country: typeof value.country === "string" ? value.country : null,
        }
      : null;
  } catch {
    return null;
  }
}

let cached: { raw: string | null; value: CurrencySelection | null } = { raw: null, value: null };
function snapshot(): CurrencySelection | null {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) cached = { raw, value: read() };
  return cached.value;
}

function subscribe(onChange: () => void) {
  // `storage` fires in the other open tabs; the local event in this one.
  window.addEventListener("storage", onChange);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}

/** The stored choice as it is now, for code outside React (the module-events host). */
export const storedCurrency = snapshot;

/** SPEC §4: the chosen currency is stored locally and broadcast, to this tab and the others. */
export function useStoredCurrency() {
  const selection = useSyncExternalStore(subscribe, snapshot, () => null);
  const select = useCallback((next: CurrencySelection) => {
    localStorage.setItem(KEY, JSON.stringify(next));
    window.dispatchEvent(new Event(LOCAL_EVENT));
  }, []);
  return [selection, select] as const;
}

/** Forgets the visitor's choice, in this tab and the others, so the default applies again. */
export function clearStoredCurrency() {
  if (localStorage.getItem(KEY) === null) return;
  localStorage.removeItem(KEY);
  window.dispatchEvent(new Event(LOCAL_EVENT));
}
