"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Autosuggest, type Suggestions } from "@/components/ui/autosuggest";
import { ResortCard, SkeletonCards, type PriceDisplay } from "@/components/deals/deal-cards";
import { useViewer } from "@/lib/api/viewer";
import { useSignedInHint } from "@/lib/api/visit";
import {
  useResortDeals,
  useResortRegionSearch,
  type ResortRegionOption,
} from "@/lib/api/queries/resort";
import { usePriceFormatter, useSelectedCurrency } from "@/lib/currency/use-price";
import { RegionBrowser } from "./region-browser";

// Shown once a place is chosen: its code is not the landing's first load.
const ResortPlaceSearch = dynamic(() => import("./resort-place-search"));
import type { BookingPageProps } from "../booking-page-props";

type Place = ResortRegionOption & { latitude: number; longitude: number };
const hasPoint = (r: ResortRegionOption): r is Place => r.latitude !== null && r.longitude !== null;

/** Only places with a point can be searched around: countries and destinations. */
function useRegionOptions(key: string): Suggestions<Place> {
  const search = useResortRegionSearch(key);
  return {
    options: search.isError ? [] : (search.data ?? []).filter(hasPoint),
    isError: search.isError,
    isFetching: search.isFetching,
  };
}

/**
 * /booknow/resort: find a destination (the resort service's region search), then the resort
 * deals near it and a stay to search its resorts for (the results page). Picking another place
 * while deals load cancels that request silently.
 */
export function ResortFinder({ allowNonLoginFlow, agencyDefaultCurrency }: BookingPageProps) {
  const t = useTranslations("Resort");
  const id = useId();
  const [text, setText] = useState("");
  const [place, setPlace] = useState<Place | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const signedIn = useSignedInHint();
  const viewer = useViewer();
  const currency = useSelectedCurrency(agencyDefaultCurrency);
  const format = usePriceFormatter(agencyDefaultCurrency);
  const deals = useResortDeals(
    place && { lat: place.latitude, lon: place.longitude },
    currency,
    viewer,
  );
  const price: PriceDisplay = {
    visible: allowNonLoginFlow || signedIn,
    format,
    revealHref: "/login?redirect=%2Fbooknow%2Fresort",
  };

  function choose(option: Place) {
    setPlace(option);
    setText(option.name);
  }

  return (
    <div className="space-y-8">
      <div className="max-w-xl">
        <Autosuggest
          label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
          text={text}
          onType={setText}
          useOptions={useRegionOptions}
          onChoose={choose}
          optionKey={(option) => option.id}
          renderOption={(option) => (
            <span>
              <span className="font-medium">{option.name}</span>
              {option.parent_name && (
                <span className="text-slate-500"> · {option.parent_name}</span>
              )}
            </span>
          )}
          messages={{
            failed: t("suggestionsFailed"),
            searching: t("searching"),
            none: t("noMatches"),
          }}
        />
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
        <div className="max-w-xl">
          <ResortPlaceSearch key={place.id} place={place} />
        </div>
      )}

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
