"use client";

import { useTranslations } from "next-intl";
import { useHotelPlaceSuggestions } from "@/lib/api/queries/hotels";
import { LocationField, type PickedPlace, suggestionsOf } from "../place-field";

/** The destination as the search keeps it: the place's id and the name the field shows. */
export type Destination = PickedPlace;

const usePlaceOptions = (key: string) => suggestionsOf(useHotelPlaceSuggestions(key));

/** The destination: an autosuggest combobox over cities and airports. */
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
  return (
    <LocationField
      label={t("destination")}
      placeholder={t("destinationPlaceholder")}
      value={value}
      onChange={onChange}
      error={error}
      useOptions={usePlaceOptions}
      t={t}
    />
  );
}
