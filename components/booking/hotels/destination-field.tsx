"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { describedBy, FieldFrame } from "@/components/ui/form";
import { useHotelPlaceSuggestions } from "@/lib/api/queries/hotels";
import type { LocationSuggestion } from "@/lib/contract/autosuggest";

const DEBOUNCE_MS = 250;

export interface Destination {
  id: string;
  label: string;
}

/** What the field shows once a place is chosen, and what the address keeps as `placeName`. */
export function destinationLabel(place: LocationSuggestion): string {
  const name = place.type === "airport" ? `${place.name} (${place.iata})` : place.name;
  return `${name}, ${place.countryName}`;
}

/**
 * The destination: an autosuggest combobox (ARIA 1.2 pattern) over cities and airports. Typing
 * forgets the chosen place, so only a place picked from the list can be searched.
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
  const id = useId();
  const [text, setText] = useState(value.label);
  const [key, setKey] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setKey(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useHotelPlaceSuggestions(key);
  const options = search.isError ? [] : (search.data ?? []);
  const showList = open && key.trim().length >= 2;
  const inputId = `${id}-input`;
  const listId = `${id}-list`;

  function choose(place: LocationSuggestion) {
    const label = destinationLabel(place);
    onChange({ id: place.id, label });
    setText(label);
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (options.length)
        setActive((i) => (i + (e.key === "ArrowDown" ? 1 : -1) + options.length) % options.length);
    } else if (e.key === "Enter" && showList && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  return (
    <FieldFrame id={inputId} label={t("destination")} error={error} className="relative space-y-1">
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && options[active] ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { error })}
        placeholder={t("destinationPlaceholder")}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          if (value.id) onChange({ id: "", label: e.target.value });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600"
      />
      {showList && (
        <div className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg">
          {search.isError ? (
            <p role="alert" className="p-3 text-sm text-red-700">
              {t("suggestionsFailed")}
            </p>
          ) : search.isFetching && !options.length ? (
            <p className="p-3 text-sm text-slate-600">{t("searchingPlaces")}</p>
          ) : !options.length ? (
            <p className="p-3 text-sm text-slate-600">{t("noPlaces")}</p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={t("destination")}>
            {options.map((place, i) => (
              <li
                key={place.id}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                // Before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(place);
                }}
                className="flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm aria-selected:bg-slate-100"
              >
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
              </li>
            ))}
          </ul>
        </div>
      )}
    </FieldFrame>
  );
}
