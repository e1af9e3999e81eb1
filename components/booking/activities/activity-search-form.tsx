"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/ui/form";
import {
  activityResultsHref,
  datesProblem,
  MAX_DAYS_AHEAD,
  MAX_SEARCH_DAYS,
  type ActivitySearch,
  type ActivityView,
} from "@/lib/booking/activity-search-params";
import { addDaysIso, todayIso } from "@/lib/booking/hotel-search-params";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { DateField } from "../date-field";
import { ActivityDestinationField } from "./destination-field";

/** Days a new search covers when only its first day is chosen. */
const DEFAULT_SPAN = 6;

/**
 * The activity search (SPEC §2.1 Activities): a city from the activities' autosuggest and the
 * first and last days, at most 31 days apart (the contract's rule, checked here in the same
 * terms). A search is an address: submitting goes to the results; `inPlace` (the results page)
 * changes the address without leaving the page, keeping `keep` (the chosen order).
 */
export function ActivitySearchForm({
  initial,
  inPlace = false,
  keep,
}: {
  initial?: Partial<ActivitySearch> | null;
  inPlace?: boolean;
  keep?: ActivityView;
}) {
  const t = useTranslations("Activities");
  const router = useRouter();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [city, setCity] = useState({
    cityId: initial?.cityId ?? "",
    cityName: initial?.cityName ?? "",
  });
  const [chosen, setChosen] = useState({ from: initial?.from ?? "", to: initial?.to ?? "" });
  const [submitted, setSubmitted] = useState(0);

  // Until days are chosen the search starts tomorrow and covers a week (known in the browser only).
  const today = hydrated ? todayIso() : "";
  const from = chosen.from || (today && addDaysIso(today, 1));
  const to = chosen.to || (from && addDaysIso(from, DEFAULT_SPAN));
  const last = today && addDaysIso(today, MAX_DAYS_AHEAD);
  const problem = from && to ? datesProblem(from, to, today) : null;

  const cityError = submitted && !city.cityId ? t("errors.destination") : undefined;
  const dateErrors: Record<NonNullable<typeof problem>, string> = {
    past: t("errors.past"),
    order: t("errors.order"),
    tooLong: t("errors.tooLong", { days: MAX_SEARCH_DAYS }),
    tooFar: t("errors.tooFar", { days: MAX_DAYS_AHEAD }),
  };
  const dateError = submitted && problem ? dateErrors[problem] : undefined;
  // A first day in the past is the first day's fault; the others are the last day's.
  const fromError = problem === "past" ? dateError : undefined;
  const toError = problem === "past" ? undefined : dateError;

  useEffect(() => {
    // A refused search moves focus to the first field in error, whose message it reads out.
    if (submitted)
      form.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [aria-describedby$="-error"]')
        ?.focus();
  }, [submitted]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!city.cityId || !from || !to || problem) {
      setSubmitted((n) => n + 1);
      return;
    }
    const href = activityResultsHref({ ...city, from, to }, keep);
    if (inPlace) window.history.pushState(null, "", href);
    else router.push(href);
  }

  function changeFrom(date: string) {
    // A last day the new first day leaves out of range follows it instead.
    const keepTo = chosen.to && !datesProblem(date, chosen.to);
    setChosen({ from: date, to: keepTo ? chosen.to : "" });
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={t("searchActivities")}>
      <fieldset
        disabled={!hydrated}
        className="grid min-w-0 gap-4 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start"
      >
        <ActivityDestinationField value={city} onChange={setCity} error={cityError} />
        <DateField
          label={t("fromDate")}
          value={from}
          min={today}
          max={last}
          onChange={changeFrom}
          error={fromError}
          emptyText={t("addDate")}
          dialogLabel={t("chooseDate", { label: t("fromDate") })}
        />
        <DateField
          label={t("toDate")}
          value={to}
          min={from || today}
          max={from && last && [addDaysIso(from, MAX_SEARCH_DAYS - 1), last].sort()[0]!}
          onChange={(date) => setChosen({ from, to: date })}
          error={toError}
          emptyText={t("addDate")}
          dialogLabel={t("chooseDate", { label: t("toDate") })}
        />
        {/* Level with the controls, below their labels. */}
        <div className="lg:pt-6">
          <SubmitButton busy={false} className="w-full px-6 py-2.5">
            {t("search")}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
