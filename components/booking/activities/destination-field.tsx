"use client";

import { useTranslations } from "next-intl";
import { useActivityDestinations } from "@/lib/api/queries/activities";
import { PlaceField, suggestionsOf } from "../place-field";

const useCityOptions = (key: string) => suggestionsOf(useActivityDestinations(key));

/** The destination: an autosuggest combobox over the activities' cities. */
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
  return (
    <PlaceField
      label={t("destination")}
      placeholder={t("destinationPlaceholder")}
      value={{ id: value.cityId, label: value.cityName }}
      onChange={(city) => onChange({ cityId: city.id, cityName: city.label })}
      error={error}
      useOptions={useCityOptions}
      name={(city) => city.name}
      t={t}
    />
  );
}
