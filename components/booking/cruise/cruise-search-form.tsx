"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/ui/form";
import { useCruiseChoices } from "@/lib/api/queries/cruise";
import {
  cruiseResultsHref,
  DEFAULT_GUESTS,
  MAX_CABIN_GUESTS,
  monthOf,
  monthsFrom,
  monthWindow,
  NIGHT_BANDS,
  nightBandOf,
  validGuests,
  type CruiseGuests,
  type CruiseSearch,
  type CruiseView,
  type NightBand,
} from "@/lib/booking/cruise-search-params";
import { todayIso } from "@/lib/booking/hotel-search-params";
import { useHydrated } from "@/lib/ui/use-browser-value";
import { CountStepper } from "../count-stepper";

const SELECT =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand";

/**
 * The cruise search: the month of departure, then optionally the waters, the port it sails from
 * (the waters' home ports), the line and the length; and the party sharing the cabin (2 adults
 * by default, SPEC §3; six guests at most). A search is an address: submitting goes to the
 * results; `inPlace` (the results page) changes the address without leaving the page, keeping
 * `keep` (the chosen order).
 */
export function CruiseSearchForm({
  initial,
  inPlace = false,
  keep,
}: {
  initial?: CruiseSearch | null;
  inPlace?: boolean;
  keep?: CruiseView;
}) {
  const t = useTranslations("Cruises");
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const { ports, lines } = useCruiseChoices();
  const [month, setMonth] = useState(initial ? monthOf(initial.departFrom) : "");
  const [watersId, setWaters] = useState(initial?.watersId ?? "");
  const [portId, setPort] = useState(initial?.portId ?? "");
  const [lineId, setLine] = useState(initial?.lineId ?? "");
  const [band, setBand] = useState<NightBand | "">(initial ? (nightBandOf(initial) ?? "") : "");
  const [guests, setGuests] = useState<CruiseGuests>(
    initial
      ? { adults: initial.adults, children: initial.children, infants: initial.infants }
      : DEFAULT_GUESTS,
  );

  // The months are the visitor's: known in the browser only.
  const today = hydrated ? todayIso() : "";
  const months = today ? monthsFrom(today) : [];
  const chosenMonth = month || months[1] || "";
  const monthName = new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const allWaters = ports.data?.waters ?? [];
  const homePorts = (watersId ? allWaters.filter((w) => w.id === watersId) : allWaters)
    .flatMap((w) => w.homePorts)
    .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i)
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!chosenMonth || !validGuests(guests)) return;
    const span = monthWindow(chosenMonth);
    const [minNights, maxNights] = band ? NIGHT_BANDS[band] : [undefined, undefined];
    const search: CruiseSearch = {
      ...span,
      // This month's window starts today: the days gone are no search.
      departFrom: today && span.departFrom < today ? today : span.departFrom,
      watersId: watersId || undefined,
      portId: portId && homePorts.some((p) => p.id === portId) ? portId : undefined,
      lineId: lineId || undefined,
      minNights,
      maxNights: maxNights ?? undefined,
      ...guests,
    };
    const href = cruiseResultsHref(search, keep);
    if (inPlace) window.history.pushState(null, "", href);
    else router.push(href);
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("searchCruises")}>
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-4 md:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor={field("month")} className="mb-1 block text-sm font-medium">
            {t("month")}
          </label>
          <select
            id={field("month")}
            value={chosenMonth}
            onChange={(e) => setMonth(e.target.value)}
            className={SELECT}
          >
            {(months.length ? months : [chosenMonth].filter(Boolean)).map((m) => (
              <option key={m} value={m}>
                {monthName.format(new Date(`${m}-01T00:00:00Z`))}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={field("waters")} className="mb-1 block text-sm font-medium">
            {t("waters")}
          </label>
          <select
            id={field("waters")}
            value={watersId}
            onChange={(e) => setWaters(e.target.value)}
            className={SELECT}
          >
            <option value="">{t("anyWaters")}</option>
            {allWaters.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={field("port")} className="mb-1 block text-sm font-medium">
            {t("departurePort")}
          </label>
          <select
            id={field("port")}
            value={homePorts.some((p) => p.id === portId) ? portId : ""}
            onChange={(e) => setPort(e.target.value)}
            className={SELECT}
          >
            <option value="">{t("anyPort")}</option>
            {homePorts.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={field("line")} className="mb-1 block text-sm font-medium">
            {t("cruiseLine")}
          </label>
          <select
            id={field("line")}
            value={lineId}
            onChange={(e) => setLine(e.target.value)}
            className={SELECT}
          >
            <option value="">{t("anyLine")}</option>
            {(lines.data?.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={field("nights")} className="mb-1 block text-sm font-medium">
            {t("length")}
          </label>
          <select
            id={field("nights")}
            value={band}
            onChange={(e) => setBand(e.target.value as NightBand | "")}
            className={SELECT}
          >
            <option value="">{t("anyLength")}</option>
            {(Object.keys(NIGHT_BANDS) as NightBand[]).map((b) => (
              <option key={b} value={b}>
                {NIGHT_BANDS[b][1] === null
                  ? t("nightsOrMore", { min: NIGHT_BANDS[b][0] })
                  : t("nightsBetween", { min: NIGHT_BANDS[b][0], max: NIGHT_BANDS[b][1]! })}
              </option>
            ))}
          </select>
        </div>
        <GuestSteppers guests={guests} onChange={setGuests} />
        <div className="lg:col-span-3">
          <SubmitButton busy={false} className="w-full px-6 py-2.5 md:w-auto">
            {t("search")}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}

/** Adults, children (2–17) and infants (under 2) in one cabin, each with − and + buttons. */
function GuestSteppers({
  guests,
  onChange,
}: {
  guests: CruiseGuests;
  onChange(guests: CruiseGuests): void;
}) {
  const t = useTranslations("Cruises");
  const id = useId();
  const rows = [
    { key: "adults", label: t("adultsLabel"), hint: t("adultsHint") },
    { key: "children", label: t("childrenLabel"), hint: t("childrenHint") },
    { key: "infants", label: t("infantsLabel"), hint: t("infantsHint") },
  ] as const;
  return (
    <fieldset className="md:col-span-2 lg:col-span-2">
      <legend className="mb-1 text-sm font-medium">{t("guests")}</legend>
      <ul className="grid gap-3 sm:grid-cols-3">
        {rows.map(({ key, label, hint }) => {
          const step = (by: 1 | -1) => {
            const next = { ...guests, [key]: guests[key] + by };
            return validGuests(next) ? next : null;
          };
          const less = step(-1);
          const more = step(1);
          return (
            <li key={key} className="flex items-center justify-between gap-2">
              <div>
                <p id={`${id}-${key}`} className="font-medium">
                  {label}
                </p>
                <p className="text-xs text-slate-600">{hint}</p>
              </div>
              <CountStepper
                labelledBy={`${id}-${key}`}
                count={guests[key]}
                onLess={less && (() => onChange(less))}
                onMore={more && (() => onChange(more))}
                lessLabel={t("removeGuest", { type: label })}
                moreLabel={t("addGuest", { type: label })}
              />
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-slate-600">{t("guestRules", { max: MAX_CABIN_GUESTS })}</p>
    </fieldset>
  );
}
