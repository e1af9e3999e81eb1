"use client";

import { useState } from "react";
import { Autosuggest, type Suggestions } from "@/components/ui/autosuggest";
import type { LocationSuggestion } from "@/lib/contract/autosuggest";

/** A place as a search keeps it: the API's id and what the field shows. */
export interface PickedPlace {
  id: string;
  label: string;
}

/** The product's own words for the field's shared keys (its namespace's `t`). */
type PlaceWords = (key: "suggestionsFailed" | "searchingPlaces" | "noPlaces") => string;
type LocationWords = (key: "airport" | "city" | Parameters<PlaceWords>[0]) => string;

/** A suggestions query as the combobox takes it: no options once it has failed. */
export function suggestionsOf<T>(search: {
  data?: T[];
  isError: boolean;
  isFetching: boolean;
}): Suggestions<T> {
  return {
    options: search.isError ? [] : (search.data ?? []),
    isError: search.isError,
    isFetching: search.isFetching,
  };
}

interface Place {
  id: string;
  region: string | null;
  countryName: string;
}

/** A city's name, an airport's with its code. */
export const locationName = (place: LocationSuggestion) =>
  place.type === "airport" ? `${place.name} (${place.iata})` : place.name;

/** What a field shows once a city or an airport is chosen: "Lisbon Airport (LIS), Portugal". */
export const locationLabel = (place: LocationSuggestion) =>
  `${locationName(place)}, ${place.countryName}`;

/**
 * A place picked from an autosuggest combobox: each suggestion its name (`name`), an optional
 * kind badge, and its region and country. Typing forgets the chosen place, so only a place picked
 * from the list can be searched; a chosen one shows as "name, country".
 */
export function PlaceField<T extends Place>({
  label,
  placeholder,
  value,
  onChange,
  error,
  useOptions,
  name,
  badge,
  t,
}: {
  label: string;
  placeholder: string;
  value: PickedPlace;
  onChange(value: PickedPlace): void;
  error?: string;
  useOptions(key: string): Suggestions<T>;
  name(place: T): string;
  badge?(place: T): string;
  t: PlaceWords;
}) {
  const [text, setText] = useState(value.label);
  return (
    <Autosuggest
      label={label}
      placeholder={placeholder}
      error={error}
      text={text}
      onType={(typed) => {
        setText(typed);
        if (value.id) onChange({ id: "", label: typed });
      }}
      useOptions={useOptions}
      onChoose={(place) => {
        const chosen = `${name(place)}, ${place.countryName}`;
        onChange({ id: place.id, label: chosen });
        setText(chosen);
      }}
      optionKey={(place) => place.id}
      renderOption={(place) => (
        <>
          {badge && (
            <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-700">
              {badge(place)}
            </span>
          )}
          <span>
            <span className="font-medium">{name(place)}</span>
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

/** A field of cities and airports (a hotel's destination, a car's desk). */
export function LocationField(
  props: Omit<Parameters<typeof PlaceField<LocationSuggestion>>[0], "name" | "badge" | "t"> & {
    t: LocationWords;
  },
) {
  const { t } = props;
  return (
    <PlaceField
      {...props}
      name={locationName}
      badge={(place) => (place.type === "airport" ? t("airport") : t("city"))}
    />
  );
}
