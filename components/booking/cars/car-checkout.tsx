"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { CheckoutFrame } from "@/components/booking/checkout/checkout-frame";
import { CheckoutSection } from "@/components/booking/checkout/checkout-sections";
import { LinkNotice, Waiting } from "@/components/booking/checkout/page-states";
import { useQuoteCurrency } from "@/components/booking/checkout/use-quote-currency";
import {
  CAR_CONFIRM_PATH,
  carReservationHref,
  carSearchHref,
} from "@/lib/booking/car-search-params";
import { keepingGrant } from "@/lib/booking/proposal-grant";
import { useProposalGrant } from "@/lib/booking/use-proposal-grant";
import { countryName } from "@/lib/booking/trip-format";
import type { CarOfferSnapshot } from "@/lib/contract/cars";
import { InvalidCarLink, CarDesks, CarCancellation, useCarPage } from "./car-page";
import { driverNamed, driverTraveller, readCarDraft, type DriverValues } from "./car-draft";
import { useCarErrorText } from "./car-error-text";
import { useCarLabels } from "./car-labels";
import type { BookingPageProps } from "../booking-page-props";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/**
 * /booknow/Cars/checkout: hold the car with its extras, check its price, show the rental and the
 * driver, and take the payment with the shared checkout form; the driver is the booking's one
 * traveller, with the age the car was priced for. Visitors sign in first unless the agency allows
 * the non-login flow (SPEC §6).
 */
export function CarCheckout({ allowNonLoginFlow, agencyDefaultCurrency }: BookingPageProps) {
  const t = useTranslations("CarBooking");
  const tc = useTranslations("Checkout");
  const errors = useCarErrorText();
  const { query, offerId, hydrated, extras } = useCarPage();
  const grant = useProposalGrant();

  // The driver typed on the reservation-details page (this tab's sessionStorage).
  const driver = useMemo<DriverValues | null>(
    () => (hydrated && offerId ? readCarDraft(offerId).driver : null),
    [hydrated, offerId],
  );
  const quoteQuery = useMemo(
    () => (query && extras ? { ...query, extras } : null),
    [query, extras],
  );
  const currency = useQuoteCurrency(agencyDefaultCurrency);

  if (!query || !offerId) {
    return <InvalidCarLink text={tc("invalidLink")} linkText={tc("searchAgain")} />;
  }
  // Read once the page runs in the browser.
  if (!driver) return <Waiting text={tc("loading")} />;
  // A proposal's client names the driver first too, and comes back with the proposal's grant.
  const driverHref = keepingGrant(carReservationHref(query, offerId), grant);
  return (
    <CheckoutFrame
      allowNonLoginFlow={allowNonLoginFlow}
      checkout={{
        product: "cars",
        offerId,
        query: quoteQuery,
        currency,
        blocked: !driverNamed(driver) && (
          <LinkNotice text={t("driverMissing")} href={driverHref} linkText={t("enterDriver")} />
        ),
        backHref: carSearchHref(query),
        errorText: errors.message,
        heading: { id: "rental-heading", text: t("yourCar") },
        summary: (offer) => <RentalSummary offer={offer} />,
        nationality: query.residence,
        travellers: () => ({
          named: [driverTraveller(driver, query.driverAge)],
          section: <DriverReview driver={driver} age={query.driverAge} editHref={driverHref} />,
          errorText: errors.message,
        }),
        contactHeading: t("contact"),
        confirmPath: CAR_CONFIRM_PATH,
      }}
    />
  );
}

/** The rental held: the car and the desks with their times (the price lines follow). */
function RentalSummary({ offer }: { offer: CarOfferSnapshot }) {
  const label = useCarLabels();
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
  const locale = useFormatLocale();
  const flight = driver.flightNumber.trim().toUpperCase();
  return (
    <CheckoutSection heading={t("mainDriver")} edit={{ href: editHref, label: t("editDriver") }}>
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
    </CheckoutSection>
  );
}
