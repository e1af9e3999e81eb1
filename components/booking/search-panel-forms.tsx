"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { firstPanelProduct, panelSearch } from "./search-forms";

/**
 * The home page's search panel entries: the products with a panel form (search-forms.ts) search
 * right here (the shown one is pressed), the other products lead to their booking pages. Each
 * form loads only when shown.
 */
export function SearchPanelForms({
  products,
  agencyCountry,
}: {
  products: ReadonlyArray<{ id: string; path: string; title: string }>;
  agencyCountry: string | null;
}) {
  const t = useTranslations("Hotels");
  // The first form the agency offers, in the panel's order (Hotels first).
  const [shown, setShown] = useState(() => firstPanelProduct(products));
  const search = shown ? panelSearch(shown) : undefined;
  const item = "block rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold";
  const idle = "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900";
  return (
    <>
      <nav aria-label={t("panelProducts")}>
        <ul className="mb-4 flex flex-wrap gap-1 border-b border-slate-200">
          {products.map((p) => (
            <li key={p.id} className="-mb-px">
              {panelSearch(p.id) ? (
                <button
                  type="button"
                  aria-pressed={shown === p.id}
                  onClick={() => setShown(p.id)}
                  className={`${item} ${shown === p.id ? "border-brand text-brand" : idle}`}
                >
                  {p.title}
                </button>
              ) : (
                <a href={p.path} className={`${item} ${idle}`}>
                  {p.title}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {search ? (
        <search.Form agencyCountry={agencyCountry} />
      ) : (
        <p className="text-slate-700">{t("panelChoose")}</p>
      )}
    </>
  );
}
