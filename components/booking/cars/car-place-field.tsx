"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Autosuggest, type Suggestions } from "@/components/ui/autosuggest";
import { useCarLocationSuggestions } from "@/lib/api/queries/cars";
import type { LocationSuggestion } from "@/lib/contract/autosuggest";
import type { CarDesk } from "@/lib/contract/cars";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { rememberedPlace } from "./car-draft";
import type { CarPlace } from "./car-form-values";

/** What the field shows once a desk's place is chosen: "Lisbon Airport (LIS), Portugal". */
export function carPlaceLabel(place: LocationSuggestion): string {
  const name = place.type === "airport" ? `${place.name} (${place.iata})` : place.name;
  return `${name}, ${place.countryName}`;
}

/**
 * The shown name of a place of the search: as the traveller chose it in this tab, else as the
 * answer's desks name it (`desks`), else "" (the form then asks for the place again).
 */
export function usePlaceNames(desks: readonly CarDesk[] = []): (id: string) => string {
  const hydrated = useHydrated();
  const named = new Map(desks.map((desk) => [desk.locationId, desk.name]));
  return (id) => (hydrated ? rememberedPlace(id) : "") || named.get(id) || "";
}

function usePlaceOptions(key: string): Suggestions<LocationSuggestion> {
  const search = useCarLocationSuggestions(key);
  return {
    options: search.isError ? [] : (search.data ?? []),
    isError: search.isError,
    isFetching: search.isFetching,
  };
}

/**
 * A pick-up or drop-off place: the car autosuggest's airports and city centres. Typing forgets
 * the chosen place, so only a place picked from the list can be searched.
 */
export function CarPlaceField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: CarPlace;
  onChange(value: CarPlace): void;
  error?: string;
}) {
  const t = useTranslations("Cars");
  const [text, setText] = useState(value.label);
  return (
    <Autosuggest
      label={label}
      placeholder={t("placePlaceholder")}
      error={error}
      text={text}
      onType={(typed) => {
        setText(typed);
        if (value.id) onChange({ id: "", label: typed });
      }}
      useOptions={usePlaceOptions}
      onChoose={(place) => {
        const chosen = carPlaceLabel(place);
        onChange({ id: place.id, label: chosen });
        setText(chosen);
      }}
      optionKey={(place) => place.id}
      renderOption={(place) => (
        <>
          <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-700">
            {place.type === "airport" ? t("airport") : t("city")}
          </span>
          <span>
            <span className="font-medium">
              {place.type === "airport" ? `${place.name} (${place.iata})` : place.name}
            </span>
            <span className="text-slate-500">
              {" · "}
              {[place.region, place.countryName].filter(Boolean).join(", ")}
            </span>
          </span>
        </>
      )}
      messages={{
        failed: t("suggestionsFailed"),
        searching: t("searchingPlaces"),
        none: t("noPlaces"),
      }}
    />
  );
}
