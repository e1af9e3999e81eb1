"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { CheckoutForm } from "@/components/booking/checkout/checkout-form";
import { SECTION } from "@/components/booking/checkout/checkout-sections";
import { HoldCountdown } from "@/components/booking/checkout/hold-countdown";
import { PriceHolds, QuoteNotice, SoldOut } from "@/components/booking/checkout/price-check";
import { LinkNotice, useSignInFirst, Waiting } from "@/components/booking/checkout/page-states";
import { useCheckoutQuote } from "@/components/booking/checkout/use-checkout-quote";
import { useQuoteCurrency } from "@/components/booking/checkout/use-quote-currency";
import { CARD } from "@/components/booking/trips/booking-facts";
import { useMe } from "@/lib/api/queries/account";
import { usePaymentGateway } from "@/lib/api/queries/bookings";
import { isAgentRole } from "@/lib/auth/permissions";
import {
  CAR_CONFIRM_PATH,
  carReservationHref,
  carSearchHref,
} from "@/lib/booking/car-search-params";
import { countryName, formatMinor, minorDigits } from "@/lib/booking/trip-format";
import type { QuotePrice } from "@/lib/contract/booking";
import type { CarOfferSnapshot } from "@/lib/contract/cars";
import { InvalidCarLink, CarDesks, CarCancellation, useCarPage } from "./car-page";
import { driverNamed, driverTraveller, readCarDraft, type DriverValues } from "./car-draft";
import { useCarErrorText } from "./car-error-text";
import { useCarLabels } from "./car-labels";

/** USD cents of the snapshot in the quote's currency, at the quote's locked rate. */
function inQuoteCurrency(usd: number, price: QuotePrice) {
  const currency = price.total.currency;
  return {
    amountMinor: Math.round((usd / 100) * Number(price.exchangeRate) * 10 ** minorDigits(currency)),
    currency,
  };
}

/**
 * /booknow/Cars/checkout: hold the car with its extras, check its price, show the rental and the
 * driver, and take the payment with the shared checkout form; the driver is the booking's one
 * traveller, with the age the car was priced for. Visitors sign in first unless the agency allows
 * the non-login flow (SPEC §6).
 */
export function CarCheckout({
  allowNonLoginFlow,
  agencyDefaultCurrency,
}: {
  allowNonLoginFlow: boolean;
  agencyDefaultCurrency: string | null;
}) {
  const t = useTranslations("CarBooking");
  const tc = useTranslations("Checkout");
  const errors = useCarErrorText();
  const { query, offerId, hydrated, extras } = useCarPage();
  const mustSignIn = useSignInFirst(allowNonLoginFlow, hydrated);

  // The driver typed on the reservation-details page (this tab's sessionStorage).
  const driver = useMemo<DriverValues | null>(
    () => (hydrated && offerId ? readCarDraft(offerId).driver : null),
    [hydrated, offerId],
  );
  const named = !!driver && driverNamed(driver);
  const quoteQuery = useMemo(
    () => (query && extras ? { ...query, extras } : null),
    [query, extras],
  );
  const currency = useQuoteCurrency(agencyDefaultCurrency);
  const { quote, lastOpen, holdAgain, markExpired, markSoldOut, refresh, holding } =
    useCheckoutQuote({
      product: "cars",
      offerId: offerId ?? "",
      query: quoteQuery,
      currency,
      enabled: hydrated && !mustSignIn && !!offerId && named,
    });
  const { data: me } = useMe();
  const gateway = usePaymentGateway();

  if (!query || !offerId) {
    return <InvalidCarLink text={tc("invalidLink")} linkText={tc("searchAgain")} />;
  }
  const driverHref = carReservationHref(query, offerId);
  const searchHref = carSearchHref(query);
  if (!hydrated || mustSignIn || !driver) return <Waiting text={tc("loading")} />;
  if (!named) {
    return <LinkNotice text={t("driverMissing")} href={driverHref} linkText={t("enterDriver")} />;
  }

  if (quote.state === "soldOut") return <SoldOut searchHref={searchHref} />;
  const shown = quote.state === "open" ? quote.quote : lastOpen;
  const notice = (
    <QuoteNotice
      quote={quote}
      onHoldAgain={holdAgain}
      holding={holding}
      searchHref={searchHref}
      errorText={errors.message}
    />
  );
  if (!shown) return notice;
  const offer = shown.offer;
  if (offer.product !== "cars") return notice;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <aside
        aria-labelledby="rental-heading"
        className={`${CARD} space-y-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1`}
      >
        <h2 id="rental-heading" className="text-lg font-semibold">
          {t("yourCar")}
        </h2>
        {quote.state === "open" && (
          <HoldCountdown key={shown.expiresAt} expiresAt={shown.expiresAt} onExpire={markExpired} />
        )}
        {quote.state === "open" && !shown.priceChanged && <PriceHolds />}
        <RentalTotals offer={offer} price={shown.price} />
      </aside>
      <div className="space-y-6 lg:col-start-1 lg:row-start-1">
        {notice}
        {gateway.isPending ? (
          <Waiting text={tc("loading")} />
        ) : (
          <CheckoutForm
            quote={shown}
            // Paying needs a live hold; while there is none the form keeps what was typed.
            payable={quote.state === "open"}
            user={me ?? null}
            isAgent={!!me && isAgentRole(me)}
            gateway={gateway.data ?? null}
            nationality={query.residence}
            named={{
              travellers: [driverTraveller(driver, query.driverAge)],
              section: <DriverReview driver={driver} age={query.driverAge} editHref={driverHref} />,
              errorText: errors.message,
            }}
            contactHeading={t("contact")}
            confirmPath={CAR_CONFIRM_PATH}
            onExpired={markExpired}
            onSoldOut={markSoldOut}
            onPriceMoved={refresh}
          />
        )}
      </div>
    </div>
  );
}

/** The rental held: the car, the desks with their times, the days, the extras, the total. */
function RentalTotals({ offer, price }: { offer: CarOfferSnapshot; price: QuotePrice }) {
  const t = useTranslations("CarBooking");
  const locale = useLocale();
  const label = useCarLabels();
  const money = (usd: number) => formatMinor(inQuoteCurrency(usd, price), locale);
  return (
    <div className="space-y-4">
      <p>
        <span className="block font-semibold">{offer.vehicleClass}</span>
        <span className="block text-sm text-slate-600">
          {label.vehicle(offer.name)} · {offer.supplierName}
        </span>
      </p>
      <CarDesks pickUp={offer.pickUp} dropOff={offer.dropOff} />
      <div className="text-sm">
        <CarCancellation policy={offer.policy} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm">
        <dt>{t("rentalLength")}</dt>
        <dd className="text-end">{t("rentalDays", { count: offer.rentalDays })}</dd>
        {offer.extras.map((extra) => (
          <div key={extra.code} className="contents">
            <dt>{t("extraCount", { extra: label.extra(extra.code), count: extra.quantity })}</dt>
            <dd className="text-end">{money(extra.totalUsd)}</dd>
          </div>
        ))}
        {offer.youngDriverFeeUsd > 0 && (
          <>
            <dt>{t("youngDriverFee", { age: offer.driverAge })}</dt>
            <dd className="text-end" data-testid="young-driver-fee">
              {money(offer.youngDriverFeeUsd)}
            </dd>
          </>
        )}
        {offer.oneWayFeeUsd > 0 && (
          <>
            <dt>{t("oneWayFee")}</dt>
            <dd className="text-end">{money(offer.oneWayFeeUsd)}</dd>
          </>
        )}
        <dt className="text-base font-semibold">{t("total")}</dt>
        <dd className="text-end text-base font-semibold" data-testid="car-checkout-total">
          {formatMinor(price.total, locale)}
        </dd>
      </dl>
      <p className="text-xs text-slate-500">{t("totalIncludes")}</p>
    </div>
  );
}

/** The main driver as the booking names them, with the way back to change them. */
function DriverReview({
  driver,
  age,
  editHref,
}: {
  driver: DriverValues;
  age: number;
  editHref: string;
}) {
  const t = useTranslations("CarBooking");
  const locale = useLocale();
  const flight = driver.flightNumber.trim().toUpperCase();
  return (
    <section aria-labelledby="driver-review-heading" className={SECTION}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="driver-review-heading" className="text-lg font-semibold">
          {t("mainDriver")}
        </h2>
        <Link href={editHref} className="text-sm font-semibold text-brand underline">
          {t("editDriver")}
        </Link>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-slate-600">{t("driverName")}</dt>
        <dd>
          {driver.firstName} {driver.lastName}
        </dd>
        <dt className="text-slate-600">{t("driverAge")}</dt>
        <dd>{age}</dd>
        <dt className="text-slate-600">{t("licenceCountry")}</dt>
        <dd>{countryName(driver.licenceCountry, locale)}</dd>
        <dt className="text-slate-600">{t("flightNumber")}</dt>
        <dd dir="ltr" className="text-start">
          {flight || t("noFlight")}
        </dd>
      </dl>
    </section>
  );
}
