"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { FREE_CANCEL_HOURS, type TravellerCounts } from "@/lib/booking/activity-search-params";
import { formatTimeOfDay } from "@/lib/booking/trip-format";
import type { ActivityDetailsResponse, ActivityOption } from "@/lib/contract/activities";
import { missingTypes, participants, slotState, type SlotState } from "./activity-logic";
import { useTravellerTypeLabel } from "./activity-labels";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { SUPPLIER_LANGUAGE } from "../supplier-words";

const CHIP =
  "flex cursor-pointer flex-col rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-checked:border-brand has-checked:bg-brand/10 has-checked:ring-1 has-checked:ring-brand has-disabled:cursor-not-allowed has-disabled:bg-slate-50 has-disabled:text-slate-500 has-focus-visible:outline-2 has-focus-visible:outline-brand";

/**
 * The day's options, each a group of its time slots as radio buttons (one slot is chosen over
 * all the options). A slot shows its start on the activity's clock and its places left; a slot
 * sold out, or with fewer places than travellers, cannot be chosen, nor can any slot of an
 * option that does not admit a type of traveller who is coming.
 */
export function ActivityOptions({
  data,
  counts,
  chosen,
  onChoose,
  price,
  disabled,
}: {
  data: ActivityDetailsResponse;
  counts: TravellerCounts;
  chosen: { optionId: string; time: string } | null;
  onChoose(optionId: string, time: string): void;
  price: PriceDisplay;
  /** While another day's slots load. */
  disabled: boolean;
}) {
  const t = useTranslations("Activities");
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {t("localTimes", { zone: data.activity.timeZone.replace(/_/g, " ") })}
      </p>
      {data.options.map((option) => (
        <OptionSlots
          key={option.optionId}
          option={option}
          bands={data.travellerTypes}
          counts={counts}
          chosenTime={chosen?.optionId === option.optionId ? chosen.time : null}
          onChoose={(time) => onChoose(option.optionId, time)}
          price={price}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

function OptionSlots({
  option,
  bands,
  counts,
  chosenTime,
  onChoose,
  price,
  disabled,
}: {
  option: ActivityOption;
  bands: ActivityDetailsResponse["travellerTypes"];
  counts: TravellerCounts;
  chosenTime: string | null;
  onChoose(time: string): void;
  price: PriceDisplay;
  disabled: boolean;
}) {
  const t = useTranslations("Activities");
  const locale = useFormatLocale();
  const typeLabel = useTravellerTypeLabel();
  const id = useId();
  const missing = missingTypes(option.prices, counts);
  const travellers = participants(counts);
  const slotText: Record<SlotState, (left: number) => string> = {
    open: (left) => t("placesLeft", { count: left }),
    full: () => t("slotFull"),
    tooFew: (left) => t("tooFewPlaces", { count: left }),
  };
  return (
    <section
      aria-labelledby={`${id}-name`}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div id={`${id}-about`} className="space-y-1">
        <h3 id={`${id}-name`} className="text-lg font-semibold">
          {option.name}
        </h3>
        <p lang={SUPPLIER_LANGUAGE} dir="auto" className="text-sm text-slate-700">
          {option.description}
        </p>
        {price.visible && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {bands
              .filter((band) => option.prices.some((p) => p.type === band.type))
              .map((band) => (
                <li key={band.type}>
                  {typeLabel(band.type, band)}:{" "}
                  <span className="font-semibold">
                    {price.format(option.prices.find((p) => p.type === band.type)!.rates.totalRate)}
                  </span>
                </li>
              ))}
          </ul>
        )}
        <p className="text-sm text-slate-600">
          {option.policy.refundable
            ? t("freeCancelRule", { hours: FREE_CANCEL_HOURS })
            : t("nonRefundable")}
          {option.namesRequired ? ` · ${t("namesRequired")}` : ""}
        </p>
        {missing.length > 0 && (
          <p className="text-sm font-medium text-amber-900">
            {t("notAdmitted", { types: missing.map((type) => typeLabel(type)).join(", ") })}
          </p>
        )}
      </div>
      {option.slots.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noSlots")}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t("slotsOf", { option: option.name })}
          aria-describedby={`${id}-about`}
          className="flex flex-wrap gap-2"
        >
          {option.slots.map((slot) => {
            const state = slotState(slot, travellers);
            return (
              <label key={slot.offerId} className={CHIP}>
                <input
                  type="radio"
                  name={`${id}-slot`}
                  value={slot.time}
                  checked={chosenTime === slot.time}
                  disabled={disabled || state !== "open" || missing.length > 0}
                  onChange={() => onChoose(slot.time)}
                  className="sr-only"
                />
                <span className="font-semibold tabular-nums">
                  {formatTimeOfDay(slot.time, locale)}
                </span>
                <span className="text-xs">{slotText[state](slot.placesLeft)}</span>
              </label>
            );
          })}
        </div>
      )}
    </section>
  );
}
