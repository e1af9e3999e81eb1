"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { ResortCard, SkeletonCards, type PriceDisplay } from "@/components/deals/deal-cards";
import { useMe, useSignedInHint } from "@/lib/api/queries/account";
import {
  useResortDeals,
  useResortRegionSearch,
  type ResortRegionOption,
} from "@/lib/api/queries/resort";
import { usePriceFormatter, useSelectedCurrency } from "@/lib/currency/use-price";
import { RegionBrowser } from "./region-browser";

const DEBOUNCE_MS = 250;

type Place = ResortRegionOption & { latitude: number; longitude: number };
const hasPoint = (r: ResortRegionOption): r is Place => r.latitude !== null && r.longitude !== null;

/**
 * /booknow/resort: find a destination (the resort service's region search), then the resort
 * deals near it. Picking another place while deals load cancels that request silently.
 */
export function ResortFinder({
  allowNonLoginFlow,
  agencyDefaultCurrency,
}: {
  allowNonLoginFlow: boolean;
  agencyDefaultCurrency: string | null;
}) {
  const t = useTranslations("Resort");
  const id = useId();
  const [text, setText] = useState("");
  const [key, setKey] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<Place | null>(null);
  const [browsing, setBrowsing] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setKey(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useResortRegionSearch(key);
  // Only places with a point can be searched around: countries and destinations.
  const options = (search.data ?? []).filter(hasPoint);
  const signedIn = useSignedInHint();
  const { data: user } = useMe();
  const currency = useSelectedCurrency(agencyDefaultCurrency);
  const format = usePriceFormatter(agencyDefaultCurrency);
  const deals = useResortDeals(
    place && { lat: place.latitude, lon: place.longitude },
    currency,
    user?.id ?? "visitor",
  );
  const price: PriceDisplay = {
    visible: allowNonLoginFlow || signedIn,
    format,
    revealHref: "/login?redirect=%2Fbooknow%2Fresort",
  };

  function choose(option: Place) {
    setPlace(option);
    setText(option.name);
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (options.length)
        setActive((i) => (i + (e.key === "ArrowDown" ? 1 : -1) + options.length) % options.length);
    } else if (e.key === "Enter" && open && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === "Escape") {
      setOpen(false);
    }
  }

  const showList = open && key.trim().length >= 2;
  const listId = `${id}-list`;

  return (
    <div className="space-y-8">
      <div className="relative max-w-xl">
        <label htmlFor={`${id}-input`} className="block text-sm font-medium">
          {t("searchLabel")}
        </label>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && options[active] ? `${id}-opt-${active}` : undefined}
          placeholder={t("searchPlaceholder")}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        {showList && (
          <div className="absolute inset-x-0 z-10 mt-1 rounded-lg border border-slate-200 bg-white shadow-lg">
            {search.isError ? (
              <p role="alert" className="p-3 text-sm text-red-700">
                {t("suggestionsFailed")}
              </p>
            ) : search.isFetching && !options.length ? (
              <p className="p-3 text-sm text-slate-600">{t("searching")}</p>
            ) : !options.length ? (
              <p className="p-3 text-sm text-slate-600">{t("noMatches")}</p>
            ) : null}
            <ul id={listId} role="listbox" aria-label={t("searchLabel")}>
              {!search.isError &&
                options.map((option, i) => (
                  <li
                    key={option.id}
                    id={`${id}-opt-${i}`}
                    role="option"
                    aria-selected={i === active}
                    // Before the input's blur closes the list.
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(option);
                    }}
                    className="cursor-pointer px-3 py-2 text-sm aria-selected:bg-slate-100"
                  >
                    <span className="font-medium">{option.name}</span>
                    {option.parent_name && (
                      <span className="text-slate-500"> · {option.parent_name}</span>
                    )}
                  </li>
                ))}
            </ul>
          </div>
        )}
      </div>

      <div>
        <button
          type="button"
          aria-expanded={browsing}
          aria-controls={`${id}-regions`}
          onClick={() => setBrowsing((b) => !b)}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
        >
          {t("browse")}
        </button>
        {browsing && (
          <div id={`${id}-regions`} className="mt-4">
            <RegionBrowser onChoose={choose} />
          </div>
        )}
      </div>

      {place && (
        <section aria-labelledby={`${id}-deals`} aria-busy={deals.isFetching}>
          <h2 id={`${id}-deals`} className="mb-4 text-xl font-semibold">
            {t("dealsNear", { place: place.name })}
          </h2>
          {deals.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              {t("dealsFailed")}
            </p>
          ) : !deals.data ? (
            <SkeletonCards />
          ) : deals.data.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
              {t("noDeals", { place: place.name })}
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="resort-deals">
              {deals.data.map((deal) => (
                <li key={deal.id}>
                  <ResortCard deal={deal} price={price} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
