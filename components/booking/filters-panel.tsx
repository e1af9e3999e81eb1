"use client";

import { useId, type FormEvent, type ReactNode } from "react";
import { LinkButton } from "./buttons";

/** A filter's checkbox or radio button, in the agency's colour. */
export const FILTER_CHECK = "size-4 border-slate-300 accent-[var(--color-brand)]";

/** The product's own words for the filters' shared keys (its namespace's `t`). */
export type FiltersT = (
  key: "filters" | "clearFilters" | "minimum" | "maximum" | "priceFilterHint" | "apply",
) => string;

/** The results' filters: a heading, "Clear filters" while any is on, and the filters. */
export function FiltersPanel({
  t,
  filtered,
  onClear,
  children,
}: {
  t: FiltersT;
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="space-y-6" aria-labelledby={`${id}-heading`}>
      <div className="flex items-baseline justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t("filters")}
        </h2>
        {filtered && (
          <LinkButton onClick={onClear} className="text-sm font-medium">
            {t("clearFilters")}
          </LinkButton>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * A facet of checkboxes (none ticked: all pass); each option may carry a note beside it (the
 * cheapest price it has). Nothing while there is nothing to choose from.
 */
export function CheckboxFacet<T extends string | number>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: ReactNode; note?: ReactNode }[];
  chosen: readonly T[];
  onChange: (next: T[]) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 font-medium">{legend}</legend>
      {options.map(({ value, label, note }) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={chosen.includes(value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, value] : chosen.filter((x) => x !== value))
            }
            className={`${FILTER_CHECK} rounded`}
          />
          {note === undefined ? (
            label
          ) : (
            <>
              <span className="flex-1">{label}</span>
              <span className="text-xs text-slate-500">{note}</span>
            </>
          )}
        </label>
      ))}
    </fieldset>
  );
}

/** A facet of radio buttons: one choice (often "any") at a time. */
export function RadioFacet<T>({
  legend,
  options,
  chosen,
  onChange,
  same = Object.is,
}: {
  legend: string;
  options: readonly { key: string; value: T; label: ReactNode }[];
  chosen: T;
  onChange: (next: T) => void;
  /** Whether an option's value is the chosen one (by identity unless given). */
  same?: (a: T, b: T) => boolean;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 font-medium">{legend}</legend>
      {options.map(({ key, value, label }) => (
        <label key={key} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={same(chosen, value)}
            onChange={() => onChange(value)}
            className={FILTER_CHECK}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** A facet of one yes-or-no filter (free cancellation). */
export function ToggleFacet({
  legend,
  label,
  checked,
  onChange,
}: {
  legend: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 font-medium">{legend}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className={`${FILTER_CHECK} rounded`}
        />
        {label}
      </label>
    </fieldset>
  );
}

const APPLY =
  "rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white";

/**
 * A range of totals, typed in the currency prices show in (`rate` a US dollar) and kept as USD
 * cents, rounded outwards so the amounts typed stay inside it; an empty end is open.
 */
export function PriceRangeFilter({
  t,
  heading,
  minPrice,
  maxPrice,
  range,
  rate,
  onChange,
}: {
  t: FiltersT;
  heading: string;
  /** The limits in USD cents; null for none. */
  minPrice: number | null;
  maxPrice: number | null;
  /** The results' cheapest and dearest prices in USD cents, shown as the hints. */
  range: { min: number; max: number } | null | undefined;
  rate: number;
  onChange: (next: { minPrice: number | null; maxPrice: number | null }) => void;
}) {
  const id = useId();
  const toShown = (cents: number | null | undefined, round: (n: number) => number) =>
    cents === null || cents === undefined ? "" : String(round((cents / 100) * rate));
  const toCents = (text: string, round: (n: number) => number) => {
    const amount = Number(text);
    return text.trim() === "" || !Number.isFinite(amount) || amount < 0
      ? null
      : round((amount * 100) / rate);
  };
  function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    onChange({
      minPrice: toCents(String(form.get("min") ?? ""), Math.floor),
      maxPrice: toCents(String(form.get("max") ?? ""), Math.ceil),
    });
  }
  const ends = [
    { name: "min", label: t("minimum"), value: minPrice, hint: range?.min, round: Math.floor },
    { name: "max", label: t("maximum"), value: maxPrice, hint: range?.max, round: Math.ceil },
  ];
  return (
    <form
      // A new range from the address (Back, clear) resets what the inputs show.
      key={`${minPrice}-${maxPrice}-${rate}`}
      onSubmit={apply}
      className="space-y-2"
      aria-labelledby={`${id}-price`}
    >
      <h3 id={`${id}-price`} className="font-medium">
        {heading}
      </h3>
      <div className="grid grid-cols-2 gap-2">
        {ends.map((end) => (
          <label key={end.name} className="text-sm">
            {end.label}
            <input
              name={end.name}
              type="number"
              inputMode="decimal"
              min={0}
              defaultValue={toShown(end.value, end.round)}
              placeholder={toShown(end.hint, end.round)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5"
            />
          </label>
        ))}
      </div>
      <p className="text-xs text-slate-500">{t("priceFilterHint")}</p>
      <button type="submit" className={APPLY}>
        {t("apply")}
      </button>
    </form>
  );
}

/**
 * The highest total, typed in the currency prices show in (`rate` a US dollar) and kept as USD
 * cents, rounded up so the amount typed stays inside; empty clears it.
 */
export function MaxPriceFilter({
  t,
  label,
  maxPrice,
  highest,
  rate,
  onChange,
}: {
  t: FiltersT;
  label: string;
  /** The limit in USD cents; null for none. */
  maxPrice: number | null;
  /** The dearest result's price in USD cents, shown as the hint. */
  highest: number | undefined;
  rate: number;
  onChange: (maxPrice: number | null) => void;
}) {
  function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get("max") ?? "").trim();
    const amount = Number(text);
    onChange(
      text === "" || !Number.isFinite(amount) || amount < 0
        ? null
        : Math.ceil((amount * 100) / rate),
    );
  }
  const shown = (cents: number) => String(Math.ceil((cents / 100) * rate));
  return (
    // A new limit from the address (Back, clear) resets what the input shows.
    <form key={`${maxPrice}-${rate}`} onSubmit={apply} className="space-y-2">
      <label className="block font-medium">
        {label}
        <input
          name="max"
          type="number"
          inputMode="decimal"
          min={0}
          defaultValue={maxPrice === null ? "" : shown(maxPrice)}
          placeholder={highest === undefined ? undefined : shown(highest)}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm font-normal"
        />
      </label>
      <button type="submit" className={APPLY}>
        {t("apply")}
      </button>
    </form>
  );
}
