"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Autosuggest, type Suggestions } from "@/components/ui/autosuggest";
import { useHotelPlaceSuggestions } from "@/lib/api/queries/hotels";
import type { LocationSuggestion } from "@/lib/contract/autosuggest";

export interface Destination {
  id: string;
  label: string;
}

/** What the field shows once a place is chosen, and what the address keeps as `placeName`. */
export function destinationLabel(place: LocationSuggestion): string {
  const name = place.type === "airport" ? `${place.name} (${place.iata})` : place.name;
  return `${name}, ${place.countryName}`;
}

function usePlaceOptions(key: string): Suggestions<LocationSuggestion> {
  const search = useHotelPlaceSuggestions(key);
  return {
    options: search.isError ? [] : (search.data ?? []),
    isError: search.isError,
    isFetching: search.isFetching,
  };
}

/**
 * The destination: an autosuggest combobox over cities and airports. Typing forgets the chosen
 * place, so only a place picked from the list can be searched.
 */
export function DestinationField({
  value,
  onChange,
  error,
}: {
  value: Destination;
  onChange(value: Destination): void;
  error?: string;
}) {
  const t = useTranslations("Hotels");
  const [text, setText] = useState(value.label);
  return (
    <Autosuggest
      label={t("destination")}
      placeholder={t("destinationPlaceholder")}
      error={error}
      text={text}
      onType={(typed) => {
        setText(typed);
        if (value.id) onChange({ id: "", label: typed });
      }}
      useOptions={usePlaceOptions}
      onChoose={(place) => {
        const label = destinationLabel(place);
        onChange({ id: place.id, label });
        setText(label);
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
