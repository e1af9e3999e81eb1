"use client";

import { useTranslations } from "next-intl";
import { SEAT_LIMIT as MAX_SEATS } from "@/lib/booking/flight-search-params";
import type { PassengerCounts } from "@/lib/contract/flights";
import { PopoverField } from "../popover-field";
import { usePopover } from "../use-popover";

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
const SELECT = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5";

/**
 * The passengers (SPEC §3 guest groups): adults 12+ (1 to 9), children 2–11 and infants under 2
 * on a lap. The selects offer only what the contract allows: adults and children take at most
 * 9 seats, and no more infants than adults; fewer adults lower the others to fit.
 */
export function FlightPassengersField({
  value,
  onChange,
  error,
}: {
  value: PassengerCounts;
  onChange(value: PassengerCounts): void;
  error?: string;
}) {
  const t = useTranslations("FlightSearch");
  const popover = usePopover();
  const { adults, children, infants } = value;
  const total = adults + children + infants;

  const setAdults = (n: number) =>
    onChange({
      adults: n,
      children: Math.min(children, MAX_SEATS - n),
      infants: Math.min(infants, n),
    });

  const select = (
    name: "adults" | "children" | "infants",
    label: string,
    hint: string,
    options: number[],
    onPick: (n: number) => void,
  ) => (
    <label className="block text-sm font-medium">
      {label} <span className="font-normal text-slate-500">({hint})</span>
      <select
        value={value[name]}
        onChange={(e) => onPick(Number(e.target.value))}
        className={SELECT}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <PopoverField
      popover={popover}
      label={t("passengers")}
      summary={t("passengerSummary", { count: total })}
      error={error}
      panelClassName="w-72 space-y-3"
      doneLabel={t("done")}
    >
      {select("adults", t("adults"), t("adultsHint"), range(1, MAX_SEATS - children), setAdults)}
      {select("children", t("children"), t("childrenHint"), range(0, MAX_SEATS - adults), (n) =>
        onChange({ ...value, children: n }),
      )}
      {select("infants", t("infants"), t("infantsHint"), range(0, adults), (n) =>
        onChange({ ...value, infants: n }),
      )}
      <p className="text-xs text-slate-600">{t("passengerRules", { seats: MAX_SEATS })}</p>
    </PopoverField>
  );
}
