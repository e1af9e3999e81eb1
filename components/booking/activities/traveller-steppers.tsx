"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import {
  MAX_TRAVELLERS,
  validCounts,
  type TravellerCounts,
} from "@/lib/booking/activity-search-params";
import type { ActivityDetailsResponse, ActivityTravellerType } from "@/lib/contract/activities";
import { CountStepper } from "../count-stepper";
import { COUNT_OF } from "./activity-logic";
import { useTravellerTypeLabel } from "./activity-labels";

/**
 * The travellers by type, each with its age band, its price (the chosen option's, or the lowest
 * of the day's options) and a count stepper: − and + buttons around the count, which is announced
 * as it changes. A step the contract refuses (no adult nor senior left, more than 15 in all) is
 * disabled.
 */
export function TravellerSteppers({
  bands,
  counts,
  priceOf,
  onChange,
}: {
  bands: ActivityDetailsResponse["travellerTypes"];
  counts: TravellerCounts;
  /** The type's price for one, as shown, or null when none is known or shown. */
  priceOf(type: ActivityTravellerType): string | null;
  onChange(counts: TravellerCounts): void;
}) {
  const t = useTranslations("Activities");
  const typeLabel = useTravellerTypeLabel();
  const id = useId();
  const step = (type: ActivityTravellerType, by: 1 | -1): TravellerCounts | null => {
    const next = { ...counts, [COUNT_OF[type]]: counts[COUNT_OF[type]] + by };
    return validCounts(next) ? next : null;
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 font-semibold">{t("travellers")}</legend>
      <ul className="space-y-3">
        {bands.map((band) => {
          const label = typeLabel(band.type, band);
          const n = counts[COUNT_OF[band.type]];
          const less = step(band.type, -1);
          const more = step(band.type, 1);
          const shown = priceOf(band.type);
          return (
            <li key={band.type} className="flex items-center justify-between gap-4">
              <div>
                <p id={`${id}-${band.type}`} className="font-medium">
                  {label}
                </p>
                {shown && (
                  <p className="text-sm text-slate-600">{t("eachPrice", { price: shown })}</p>
                )}
              </div>
              <CountStepper
                labelledBy={`${id}-${band.type}`}
                count={n}
                onLess={less && (() => onChange(less))}
                onMore={more && (() => onChange(more))}
                lessLabel={t("removeTraveller", { type: label })}
                moreLabel={t("addTraveller", { type: label })}
              />
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-600">{t("travellerRules", { max: MAX_TRAVELLERS })}</p>
    </fieldset>
  );
}
