"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { PriceDisplay } from "@/components/deals/deal-cards";
import { CARD } from "@/components/booking/trips/trip-frame";
import { Alert } from "@/components/ui/form";
import { AddToProposal } from "@/components/proposals/add-to-proposal";
import { carApiMessage } from "@/lib/api/queries/cars";
import { carReservationHref, carSearchHref, carsHomeHref } from "@/lib/booking/car-search-params";
import type { CarDetailsResponse, CarExtras, CarSearchQuery } from "@/lib/contract/cars";
import type { NewProposalOption } from "@/lib/contract/proposals";
import { useQuoteCurrency } from "../checkout/use-quote-currency";
import { useHotelPriceDisplay } from "../hotels/hotel-price";
import { CarBadges, CarCounter, CarFeatures, CarPictures } from "./car-card";
import { useCarErrorText } from "./car-error-text";
import { useCarLabels, useCarSearchSummary } from "./car-labels";
import {
  ageFits,
  CarCancellation,
  CarDesks,
  InvalidCarLink,
  useCarOffer,
  useCarPage,
  YoungDriverNotice,
} from "./car-page";
import { CarPrice } from "./car-price";
import { usePlaceNames } from "./car-place-field";
import { RetryAlert } from "../retry-alert";
import type { BookingPageProps } from "../booking-page-props";
import { BackLink } from "../back-link";
import { SupplierWords } from "../supplier-words";

/**
 * /booknow/cars/result-details?<search>&offerId=…: the chosen car, what it includes, how to find
 * the desk, the extras priced a day (each choice asks the server for the new total), and on to
 * the driver's page.
 */
export function CarDetails({ agencyDefaultCurrency, allowNonLoginFlow }: BookingPageProps) {
  const t = useTranslations("Cars");
  const { query, offerId, extras, setExtras } = useCarPage();
  const { details, data } = useCarOffer(query, offerId, extras);
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  const summary = useCarSearchSummary();
  const names = usePlaceNames(data ? [data.car.pickUp, data.car.dropOff] : []);
  // What an agent's "Add to proposal" sends: the rental with its extras, as the checkout quotes it.
  const currency = useQuoteCurrency(agencyDefaultCurrency);

  if (!query || !offerId) {
    return <InvalidCarLink text={t("noCar")} linkText={t("newSearch")} />;
  }
  const resultsHref = carSearchHref(query);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink href={resultsHref}>{t("backToResults")}</BackLink>
        <p className="text-sm text-slate-700">{summary(query, names)}</p>
      </div>

      {details.isError && !data ? (
        <RetryAlert
          message={carApiMessage(details.error) ?? t("detailsFailed")}
          retryLabel={t("retry")}
          onRetry={() => void details.refetch()}
        />
      ) : !data || !extras ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t("loadingCar")}</span>
          <div aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      ) : (
        <CarDetailsBody
          data={data}
          query={query}
          extras={extras}
          onExtras={setExtras}
          price={price}
          updating={details.isFetching}
          updateFailed={
            details.isError ? (carApiMessage(details.error) ?? t("detailsFailed")) : null
          }
          continueHref={carReservationHref(query, offerId)}
          resultsHref={resultsHref}
          proposal={
            currency
              ? {
                  option: { product: "cars", offerId, query: { ...query, extras } },
                  currency,
                }
              : undefined
          }
        />
      )}
    </div>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold">{heading}</h3>
      {children}
    </section>
  );
}

function CarDetailsBody({
  data,
  query,
  extras,
  onExtras,
  price,
  updating,
  updateFailed,
  continueHref,
  resultsHref,
  proposal,
}: {
  data: CarDetailsResponse;
  query: CarSearchQuery;
  extras: CarExtras;
  onExtras(extras: CarExtras): void;
  price: PriceDisplay;
  updating: boolean;
  updateFailed: string | null;
  continueHref: string;
  resultsHref: string;
  /** The offer and currency an agent adds the car to a proposal with (issue 28). */
  proposal?: { option: NewProposalOption; currency: string };
}) {
  const t = useTranslations("Cars");
  const label = useCarLabels();
  const errors = useCarErrorText();
  const { car, included } = data;
  const fits = ageFits(car, query.driverAge);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <article
        aria-labelledby="car-heading"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-col gap-4 sm:flex-row">
          <CarPictures car={car} priority />
          <div className="space-y-2">
            <h2 id="car-heading" className="text-2xl font-semibold">
              {car.vehicleClass}
              <span className="block text-base font-normal text-slate-600">
                {label.vehicle(car.name)} · {car.supplier.name}
              </span>
            </h2>
            <CarBadges car={car} />
            <CarFeatures car={car} />
            <CarCounter car={car} />
          </div>
        </div>

        <Section heading={t("whenWhere")}>
          <CarDesks
            pickUp={{ ...car.pickUp, at: query.pickUp }}
            dropOff={{ ...car.dropOff, at: query.dropOff }}
          />
          <p className="text-sm text-slate-700">{t("rentalDays", { count: car.rentalDays })}</p>
        </Section>

        <Section heading={t("included")}>
          <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
            {included.insurance.map((code) => (
              <li key={code}>{label.insurance(code)}</li>
            ))}
            <li>{t("excess", { amount: price.format(included.excess) })}</li>
            <li>{label.mileage(included.mileage)}</li>
            <li>{t("fuelPolicy", { policy: label.fuel(car.fuelPolicy) })}</li>
          </ul>
        </Section>

        <Section heading={t("pickUpInstructions")}>
          <SupplierWords
            text={data.pickUpInstructions}
            note={t("supplierInEnglish")}
            className="text-sm text-slate-700"
          />
          <h4 className="text-sm font-medium">{t("toBring")}</h4>
          <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
            {data.toBring.map((code) => (
              <li key={code}>{label.toBring(code)}</li>
            ))}
          </ul>
        </Section>

        <Section heading={t("cancellation")}>
          <div className="text-sm">
            <CarCancellation policy={car.policy} />
          </div>
        </Section>

        <Section heading={t("extras")}>
          <CarExtrasPicker
            offered={data.extras}
            extras={extras}
            onChange={onExtras}
            price={price}
          />
        </Section>
      </article>

      <aside
        aria-labelledby="price-heading"
        aria-busy={updating}
        className={`${CARD} space-y-4 lg:sticky lg:top-4`}
      >
        <h2 id="price-heading" className="text-lg font-semibold">
          {t("yourRental")}
        </h2>
        <CarPrice car={car} price={price} />
        <p role="status" className="text-sm text-slate-600">
          {updating ? t("updatingPrice") : ""}
        </p>
        {updateFailed && <Alert tone="error">{updateFailed}</Alert>}
        {car.youngDriverFee > 0 && (
          <YoungDriverNotice
            fee={price.visible ? price.format(car.youngDriverFee) : null}
            age={query.driverAge}
          />
        )}
        {!car.available ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="font-semibold">{t("carGone")}</p>
            <Link href={resultsHref} className="text-brand underline">
              {t("chooseAnotherCar")}
            </Link>
          </div>
        ) : !fits ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="font-semibold">{errors.text("ageOutOfRange")}</p>
            <p>{t("ageRange", { min: car.minDriverAge, max: car.maxDriverAge })}</p>
            <Link href={carsHomeHref(query)} className="text-brand underline">
              {t("changeAge")}
            </Link>
          </div>
        ) : (
          <>
            {price.visible && (
              <Link
                href={continueHref}
                aria-disabled={updating || !!updateFailed}
                onClick={(e) => {
                  // The total on screen must be the one of the extras chosen.
                  if (updating || updateFailed) e.preventDefault();
                }}
                className="block rounded-lg bg-brand px-4 py-2.5 text-center font-semibold text-white hover:opacity-90 aria-disabled:opacity-60"
              >
                {t("continue")}
              </Link>
            )}
            {proposal && (
              <AddToProposal
                option={proposal.option}
                label={label.vehicle(car.name)}
                currency={proposal.currency}
              />
            )}
          </>
        )}
      </aside>
    </div>
  );
}

/** Each extra, priced a day, with how many to add (0 up to the supplier's limit). */
function CarExtrasPicker({
  offered,
  extras,
  onChange,
  price,
}: {
  offered: CarDetailsResponse["extras"];
  extras: CarExtras;
  onChange(extras: CarExtras): void;
  price: PriceDisplay;
}) {
  const t = useTranslations("Cars");
  const label = useCarLabels();
  if (offered.length === 0) return <p className="text-sm text-slate-700">{t("noExtras")}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t("extrasHint")}</p>
      <ul className="space-y-3">
        {offered.map((extra) => {
          const id = `extra-${extra.code}`;
          return (
            <li key={extra.code} className="flex flex-wrap items-center justify-between gap-3">
              <label htmlFor={id} className="text-sm">
                <span className="block font-medium">{label.extra(extra.code)}</span>
                {price.visible && (
                  <span className="block text-slate-600">
                    {t("perDay", { price: price.format(extra.dailyRate) })}
                  </span>
                )}
              </label>
              <select
                id={id}
                value={extras[extra.code]}
                onChange={(e) => onChange({ ...extras, [extra.code]: Number(e.target.value) })}
                className="rounded-lg border border-slate-300 bg-white px-3 py-1.5"
              >
                {Array.from({ length: extra.max + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
