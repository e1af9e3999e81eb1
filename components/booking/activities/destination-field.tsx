"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Autosuggest, type Suggestions } from "@/components/ui/autosuggest";
import { useActivityDestinations } from "@/lib/api/queries/activities";
import type { CitySuggestion } from "@/lib/contract/autosuggest";

function useCityOptions(key: string): Suggestions<CitySuggestion> {
  const search = useActivityDestinations(key);
  return {
    options: search.isError ? [] : (search.data ?? []),
    isError: search.isError,
    isFetching: search.isFetching,
  };
}

/** What the field shows once a city is chosen, and what the address keeps as `cityName`. */
export const cityLabel = (city: CitySuggestion) => `${city.name}, ${city.countryName}`;

/**
 * The destination: an autosuggest combobox over the activities' cities. Typing forgets the
 * chosen city, so only a city picked from the list can be searched.
 */
export function ActivityDestinationField({
  value,
  onChange,
  error,
}: {
  value: { cityId: string; cityName: string };
  onChange(value: { cityId: string; cityName: string }): void;
  error?: string;
}) {
  const t = useTranslations("Activities");
  const [text, setText] = useState(value.cityName);
  return (
    <Autosuggest
      label={t("destination")}
      placeholder={t("destinationPlaceholder")}
      error={error}
      text={text}
      onType={(typed) => {
        setText(typed);
        if (value.cityId) onChange({ cityId: "", cityName: typed });
      }}
      useOptions={useCityOptions}
      onChoose={(city) => {
        const label = cityLabel(city);
        onChange({ cityId: city.id, cityName: label });
        setText(label);
      }}
      optionKey={(city) => city.id}
      renderOption={(city) => (
        <span>
          <span className="font-medium">{city.name}</span>
          <span className="text-slate-500">
            {" · "}
            {[city.region, city.countryName].filter(Boolean).join(", ")}
          </span>
        </span>
      )}
      messages={{
        failed: t("suggestionsFailed"),
        searching: t("searchingPlaces"),
        none: t("noPlaces"),
      }}
    />
  );
}
