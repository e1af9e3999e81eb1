"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { describedBy, FieldFrame } from "@/components/ui/form";
import { useAirportSuggestions } from "@/lib/api/queries/flights";
import { airportOptions, type AirportOption } from "./airport-options";

const DEBOUNCE_MS = 250;

/** One end of a flight: an airport, or every airport of a city. */
export interface AirportChoice {
  codes: string[];
  label: string;
}

/**
 * An airport, typed by city, name or IATA code: an autosuggest combobox (ARIA 1.2 pattern, as
 * the hotel destination) over GET /api/flight/airports. Typing forgets the chosen airport, so
 * only an airport picked from the list can be searched.
 */
export function AirportField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: AirportChoice;
  onChange(value: AirportChoice): void;
  error?: string;
}) {
  const t = useTranslations("FlightSearch");
  const id = useId();
  const [text, setText] = useState(value.label);
  const [key, setKey] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // A value set from outside (swap, a removed flight) shows its label.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value.label);
  }

  useEffect(() => {
    const timer = setTimeout(() => setKey(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useAirportSuggestions(key);

  // An address names its airports by code: their names are looked up once, to show them.
  const unnamed = value.codes.length > 0 && value.label === value.codes.join(", ");
  const lookup = useAirportSuggestions(unnamed ? value.codes[0]! : "");
  useEffect(() => {
    const found = unnamed ? lookup.data?.find((a) => a.iata === value.codes[0]) : undefined;
    if (!found) return;
    const label =
      value.codes.length > 1 && found.city
        ? `${t("allAirports", { city: found.city })} (${value.codes.join(", ")})`
        : `${found.city ?? found.name} (${found.iata})`;
    onChange({ codes: value.codes, label });
  }, [unnamed, lookup.data, value.codes, onChange, t]);
  const options = search.isError ? [] : airportOptions(search.data ?? []);
  const showList = open && key.trim().length >= 2;
  const inputId = `${id}-input`;
  const listId = `${id}-list`;

  const optionLabel = (o: AirportOption) =>
    o.kind === "city"
      ? t("allAirports", { city: o.city })
      : `${o.airport.name} (${o.airport.iata})`;

  function choose(o: AirportOption) {
    const chosen = {
      codes: o.codes,
      label:
        o.kind === "city"
          ? `${optionLabel(o)} (${o.codes.join(", ")})`
          : `${o.airport.city ?? o.airport.name} (${o.airport.iata})`,
    };
    onChange(chosen);
    setShown(chosen);
    setText(chosen.label);
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
    <FieldFrame id={inputId} label={label} error={error} className="relative min-w-0 space-y-1">
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
        placeholder={t("airportPlaceholder")}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          if (value.codes.length) {
            const cleared = { codes: [], label: e.target.value };
            setShown(cleared);
            onChange(cleared);
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600"
      />
      {showList && (
        <div className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 min-w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg">
          {search.isError ? (
            <p role="alert" className="p-3 text-sm text-red-700">
              {t("airportsFailed")}
            </p>
          ) : search.isFetching && !options.length ? (
            <p className="p-3 text-sm text-slate-600">{t("searchingAirports")}</p>
          ) : !options.length ? (
            <p className="p-3 text-sm text-slate-600">{t("noAirports")}</p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={label}>
            {options.map((o, i) => (
              <li
                key={o.key}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                // Before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(o);
                }}
                className={`flex cursor-pointer items-baseline gap-2 py-2 pe-3 text-sm aria-selected:bg-slate-100 ${o.kind === "airport" && options.some((c) => c.kind === "city" && c.codes.includes(o.airport.iata)) ? "ps-7" : "ps-3"}`}
              >
                <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-700">
                  {o.kind === "city"
                    ? t("airportCount", { count: o.codes.length })
                    : o.airport.iata}
                </span>
                <span>
                  <span className="font-medium">{optionLabel(o)}</span>
                  <span className="text-slate-500">
                    {" · "}
                    {o.kind === "city"
                      ? o.countryName
                      : [o.airport.city, o.airport.countryName].filter(Boolean).join(", ")}
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
