"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Autosuggest, type Suggestions } from "@/components/ui/autosuggest";
import { useAirportSuggestions } from "@/lib/api/queries/flights";
import { airportOptions, type AirportOption } from "./airport-options";

function useAirportOptions(key: string): Suggestions<AirportOption> {
  const search = useAirportSuggestions(key);
  return {
    options: search.isError ? [] : airportOptions(search.data ?? []),
    isError: search.isError,
    isFetching: search.isFetching,
  };
}

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
  const [text, setText] = useState(value.label);

  // A value set from outside (swap, a removed flight) shows its label.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value.label);
  }

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

  const optionLabel = (o: AirportOption) =>
    o.kind === "city"
      ? t("allAirports", { city: o.city })
      : `${o.airport.name} (${o.airport.iata})`;

  function set(chosen: AirportChoice) {
    onChange(chosen);
    setShown(chosen);
    setText(chosen.label);
  }

  return (
    <Autosuggest
      label={label}
      placeholder={t("airportPlaceholder")}
      error={error}
      className="relative min-w-0 space-y-1"
      text={text}
      onType={(typed) => {
        setText(typed);
        if (value.codes.length) {
          const cleared = { codes: [], label: typed };
          setShown(cleared);
          onChange(cleared);
        }
      }}
      useOptions={useAirportOptions}
      onChoose={(o) =>
        set({
          codes: o.codes,
          label:
            o.kind === "city"
              ? `${optionLabel(o)} (${o.codes.join(", ")})`
              : `${o.airport.city ?? o.airport.name} (${o.airport.iata})`,
        })
      }
      optionKey={(o) => o.key}
      // An airport under its city's "all airports" is indented.
      optionClassName={(o) => (o.kind === "airport" && o.grouped ? "ps-7" : "ps-3")}
      renderOption={(o) => (
        <>
          <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-700">
            {o.kind === "city" ? t("airportCount", { count: o.codes.length }) : o.airport.iata}
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
        </>
      )}
      messages={{
        failed: t("airportsFailed"),
        searching: t("searchingAirports"),
        none: t("noAirports"),
      }}
    />
  );
}
