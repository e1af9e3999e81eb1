"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import type { HotelRate } from "@/lib/contract/hotels";
import { freeUntilText, isFreeToCancel } from "./cancellation";
import { StayPrice, useBoardLabel } from "./hotel-price";
import { OfferChoice, revealingTo } from "../result-card";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { AddToProposal } from "@/components/proposals/add-to-proposal";

/** At or below this many rooms left, the rate says so. */
export const FEW_LEFT = 5;

/**
 * Every rate of the hotel for the stay. Choosing one goes to the checkout with its offer and the
 * search (`checkoutHref`); a sold-out rate stays listed, its button disabled.
 */
export function RateList({
  rates,
  nights,
  rooms,
  price,
  checkoutHref,
  proposal,
}: {
  rates: HotelRate[];
  nights: number;
  rooms: number;
  price: PriceDisplay;
  checkoutHref(offerId: string): string;
  /** The stay and currency an agent adds a rate to a proposal with (issue 28). */
  proposal?: { query: unknown; currency: string };
}) {
  const t = useTranslations("Hotels");
  if (rates.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("noRates")}</p>;
  }
  return (
    <ul className="space-y-4" data-testid="hotel-rates">
      {rates.map((rate) => (
        <li key={rate.offerId}>
          <RateCard
            rate={rate}
            nights={nights}
            rooms={rooms}
            price={price}
            href={checkoutHref(rate.offerId)}
            proposal={proposal}
          />
        </li>
      ))}
    </ul>
  );
}

function RateCard({
  rate,
  nights,
  rooms,
  price,
  href,
  proposal,
}: {
  rate: HotelRate;
  nights: number;
  rooms: number;
  price: PriceDisplay;
  href: string;
  proposal?: { query: unknown; currency: string };
}) {
  const t = useTranslations("Hotels");
  const locale = useFormatLocale();
  const boardLabel = useBoardLabel();
  const headingId = useId();
  const free = isFreeToCancel(rate.policy);
  const until =
    free && rate.policy.freeUntil
      ? freeUntilText(rate.policy.freeUntil, rate.policy.timeZone, locale)
      : null;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row ${rate.available ? "" : "opacity-70"}`}
    >
      <div className="flex-1 space-y-1">
        <h3 id={headingId} className="font-semibold">
          {rate.roomName}
        </h3>
        <p className="text-sm text-slate-700">
          {rate.bedType} · {t("sleeps", { count: rate.maxOccupancy })}
        </p>
        <p className="text-sm text-slate-700">{boardLabel(rate.board)}</p>
        <p className={`text-sm ${until ? "font-medium text-emerald-700" : "text-slate-700"}`}>
          {until ? t("freeUntil", until) : t("nonRefundable")}
        </p>
        {rate.available && rate.unitsLeft > 0 && rate.unitsLeft <= FEW_LEFT && (
          <p className="text-sm font-semibold text-amber-700">
            {t("onlyLeft", { count: rate.unitsLeft })}
          </p>
        )}
      </div>
      <div className="flex flex-col justify-between gap-3 sm:w-56 sm:shrink-0">
        <StayPrice
          rates={rate.rates}
          nightly={rate.nightlyRate}
          nights={nights}
          rooms={rooms}
          price={revealingTo(price, href)}
          align="end"
        />
        <OfferChoice
          available={rate.available}
          shown={price.visible}
          soldOutLabel={t("soldOut")}
          href={href}
          headingId={headingId}
          solid
        >
          {t("chooseRoom")}
        </OfferChoice>
        {proposal && rate.available && (
          <AddToProposal
            option={{ product: "hotels", offerId: rate.offerId, query: proposal.query }}
            label={rate.roomName}
            currency={proposal.currency}
          />
        )}
      </div>
    </article>
  );
}
