"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/ui/form";
import { stayProblem, todayIso } from "@/lib/booking/hotel-search-params";
import {
  MAX_UNIT_SLEEPS,
  MAX_UNITS,
  validParty,
  type ResortStay,
} from "@/lib/booking/resort-stay-params";

const CARD = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const CONTROL =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600";

/**
 * A resort stay: dates, units and party, checked as the API checks them (a hotel stay's dates, an
 * adult a unit, six to a unit at most) before `onStay` takes it: the details page replaces its
 * address with it, the landing and the results go to the results for it.
 */
export function ResortStayForm({
  stay,
  onStay,
  submitLabel,
  heading,
}: {
  stay: ResortStay;
  onStay: (stay: ResortStay) => void;
  submitLabel: string;
  heading?: string;
}) {
  const t = useTranslations("ResortBooking");
  const id = useId();
  const [draft, setDraft] = useState(stay);
  const [tried, setTried] = useState(false);
  const today = todayIso();
  const problem = stayProblem(draft.checkIn, draft.checkOut, today);
  const partyOk = validParty(draft);
  const dateError = tried && problem ? t(`errors.${problem}`) : undefined;
  const partyError = tried && !partyOk ? t("errors.party", { max: MAX_UNIT_SLEEPS }) : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (problem || !partyOk) return;
    onStay(draft);
  }
  const number = (key: "units" | "adults" | "children", min: number, max: number) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-medium">
        {t(key)}
      </label>
      <select
        id={`${id}-${key}`}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: Number(e.target.value) })}
        aria-invalid={partyError ? true : undefined}
        aria-describedby={partyError ? `${id}-party-error` : undefined}
        className={CONTROL}
      >
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className={`${CARD} space-y-4`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading ?? t("yourStay")}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        {(["checkIn", "checkOut"] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm font-medium">
              {t(key)}
            </label>
            <input
              id={`${id}-${key}`}
              type="date"
              value={draft[key]}
              min={today}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `${id}-date-error` : undefined}
              className={CONTROL}
            />
          </div>
        ))}
      </div>
      {dateError && (
        <p id={`${id}-date-error`} className="text-sm text-red-700">
          {dateError}
        </p>
      )}
      <div className="grid grid-cols-3 gap-3">
        {number("units", 1, MAX_UNITS)}
        {number("adults", 1, MAX_UNITS * MAX_UNIT_SLEEPS)}
        {number("children", 0, MAX_UNITS * MAX_UNIT_SLEEPS)}
      </div>
      {partyError && (
        <p id={`${id}-party-error`} className="text-sm text-red-700">
          {partyError}
        </p>
      )}
      <SubmitButton busy={false} className="w-full px-4 py-2.5">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
