"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { LazyHotelSearchForm } from "../hotels/lazy-search-form";
import { LazyFlightSearchForm } from "./lazy-flight-search-form";

type Searchable = "hotels" | "flights";
const SEARCHABLE: readonly string[] = ["hotels", "flights"] satisfies Searchable[];

/**
 * The home page's search panel entries: Hotels and Air Travel search right here (the shown one
 * is pressed), the other products lead to their booking pages. Each form loads only when shown.
 */
export function SearchPanelForms({
  products,
  agencyCountry,
}: {
  products: ReadonlyArray<{ id: string; path: string; title: string }>;
  agencyCountry: string | null;
}) {
  const t = useTranslations("Hotels");
  // Hotels first, as before Air Travel searched here too.
  const [shown, setShown] = useState<Searchable | null>(() =>
    products.some((p) => p.id === "hotels")
      ? "hotels"
      : products.some((p) => p.id === "flights")
        ? "flights"
        : null,
  );
  const item = "block rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold";
  const idle = "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900";
  return (
    <>
      <nav aria-label={t("panelProducts")}>
        <ul className="mb-4 flex flex-wrap gap-1 border-b border-slate-200">
          {products.map((p) => (
            <li key={p.id} className="-mb-px">
              {SEARCHABLE.includes(p.id) ? (
                <button
                  type="button"
                  aria-pressed={shown === p.id}
                  onClick={() => setShown(p.id as Searchable)}
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
      {shown === "hotels" ? (
        <LazyHotelSearchForm agencyCountry={agencyCountry} />
      ) : shown === "flights" ? (
        <LazyFlightSearchForm />
      ) : (
        <p className="text-slate-700">{t("panelChoose")}</p>
      )}
    </>
  );
}
