"use client";

import { useLocale } from "next-intl";

/** The language suppliers write their descriptions, instructions and inclusions in. */
export const SUPPLIER_LANGUAGE = "en";

/**
 * Said under a supplier's own words on a page in another language (they are marked
 * `lang="en"` for screen readers): the traveller knows why this part is in English.
 */
export function SupplierLanguageNote({ text }: { text: string }) {
  if (useLocale() === SUPPLIER_LANGUAGE) return null;
  return <p className="text-xs text-slate-500 italic">{text}</p>;
}
