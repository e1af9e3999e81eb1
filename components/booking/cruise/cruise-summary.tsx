"use client";

import { useTranslations } from "next-intl";
import type { CruiseOfferSnapshot } from "@/lib/contract/cruise";
import {
  deadlineIn,
  formatStayDate,
  formatUsdAt,
  type LockedRate,
} from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { useCabinName, useGuestsText } from "./cruise-labels";

/**
 * The line's charges for cancelling this cruise, as the refund applies them: free until the first
 * step, then each step's charge from its day on, on the clock of the port the cruise sails from.
 * Amounts are the booking's, shown in the currency charged at `rate` when given.
 */
export function CruisePenaltySteps({
  offer,
  rate,
}: {
  offer: Pick<CruiseOfferSnapshot, "policy">;
  rate?: LockedRate;
}) {
  const t = useTranslations("CruiseTrips");
  const locale = useFormatLocale();
  const { policy } = offer;
  const steps = policy.steps ?? [];
  if (!policy.refundable && steps.length === 0) return <p>{t("nonRefundable")}</p>;
  return (
    <ul className="space-y-1" data-testid="cruise-penalties">
      {policy.freeUntil && (
        <li>{t("freeUntil", deadlineIn(policy.freeUntil, locale, policy.timeZone))}</li>
      )}
      {steps.map((step) => (
        <li key={step.from}>
          {t("chargeFrom", {
            ...deadlineIn(step.from, locale, policy.timeZone),
            charge: formatUsdAt(step.penaltyMinor, locale, rate),
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * What is being booked, beside the checkout form: the sailing, the ship, the cabin, the party,
 * when it sails and returns, and the line's cancellation charges (the price lines follow).
 */
export function CruiseSummary({ offer }: { offer: CruiseOfferSnapshot }) {
  const t = useTranslations("CruiseTrips");
  const locale = useFormatLocale();
  const cabinName = useCabinName();
  const guestsText = useGuestsText();
  return (
    <div className="space-y-4" data-testid="cruise-summary">
      <div>
        <h3 className="font-semibold">
          {t("sailingTitle", { nights: offer.nights, waters: offer.watersName })}
        </h3>
        <p className="text-sm text-slate-700">
          {offer.shipName} · {offer.lineName}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium">{t("sails")}</dt>
        <dd>
          {t("fromPort", {
            date: formatStayDate(offer.departureDate, locale),
            port: offer.embarkation,
          })}
        </dd>
        <dt className="font-medium">{t("returns")}</dt>
        <dd>{formatStayDate(offer.returnDate, locale)}</dd>
        <dt className="font-medium">{t("cabin")}</dt>
        <dd>{cabinName(offer.cabinCode)}</dd>
        <dt className="font-medium">{t("guests")}</dt>
        <dd>{guestsText(offer.guests)}</dd>
        <dt className="font-medium">{t("cancellation")}</dt>
        <dd>
          <CruisePenaltySteps offer={offer} />
        </dd>
      </dl>
    </div>
  );
}
