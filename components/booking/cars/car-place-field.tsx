"use client";

import { useTranslations } from "next-intl";
import { useCarLocationSuggestions } from "@/lib/api/queries/cars";
import type { CarDesk } from "@/lib/contract/cars";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { LocationField, suggestionsOf } from "../place-field";
import { rememberedPlace } from "./car-draft";
import type { CarPlace } from "./car-form-values";

/**
 * The shown name of a place of the search: as the traveller chose it in this tab, else as the
 * answer's desks name it (`desks`), else "" (the form then asks for the place again).
 */
export function usePlaceNames(desks: readonly CarDesk[] = []): (id: string) => string {
  const hydrated = useHydrated();
  const named = new Map(desks.map((desk) => [desk.locationId, desk.name]));
  return (id) => (hydrated ? rememberedPlace(id) : "") || named.get(id) || "";
}

const usePlaceOptions = (key: string) => suggestionsOf(useCarLocationSuggestions(key));

/** A pick-up or drop-off place: the car autosuggest's airports and city centres. */
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
  return (
    <LocationField
      label={label}
      placeholder={t("placePlaceholder")}
      value={value}
      onChange={onChange}
      error={error}
      useOptions={usePlaceOptions}
      t={t}
    />
  );
}
