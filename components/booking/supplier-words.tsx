"use client";

import { useLocale } from "next-intl";

/** The language suppliers write their descriptions, instructions and inclusions in. */
export const SUPPLIER_LANGUAGE = "en";

/**
 * A supplier's own words (a description, pick-up instructions), marked as English for screen
 * readers and written in its direction; on a page in another language, `note` says they are the
 * supplier's in English, so the traveller knows why this part is not translated.
 */
export function SupplierWords({
  text,
  note,
  className,
}: {
  text: string;
  note: string;
  className: string;
}) {
  const shown = useLocale() !== SUPPLIER_LANGUAGE;
  return (
    <>
      <p lang={SUPPLIER_LANGUAGE} dir="auto" className={className}>
        {text}
      </p>
      {shown && <p className="text-xs text-slate-500 italic">{note}</p>}
    </>
  );
}
