"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CARD } from "@/components/booking/trips/trip-frame";
import {
  LinkNotice,
  StepFailed,
  useSignInFirst,
  Waiting,
} from "@/components/booking/checkout/page-states";
import { useMe } from "@/lib/api/queries/account";
import { carApiMessage } from "@/lib/api/queries/cars";
import { isAgentRole } from "@/lib/auth/permissions";
import { keepingGrant } from "@/lib/booking/proposal-grant";
import { useProposalGrant } from "@/lib/booking/use-proposal-grant";
import {
  carCheckoutHref,
  carDetailsHref,
  carSearchHref,
  carsHomeHref,
} from "@/lib/booking/car-search-params";
import type { CarDetailsResponse, CarExtras, CarSearchQuery } from "@/lib/contract/cars";
import { useHotelPriceDisplay } from "../hotels/hotel-price";
import { CarPictures } from "./car-card";
import { chosenExtras } from "./car-draft";
import { DriverForm } from "./car-driver-form";
import { useCarErrorText } from "./car-error-text";
import { useCarLabels } from "./car-labels";
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
import type { BookingPageProps } from "../booking-page-props";

/**
 * /booknow/cars/reservation-details: the car chosen with its extras, then the main driver (names,
 * the age searched, the licence's country, an arriving flight), kept per offer for this tab; on
 * to the checkout. Visitors sign in first unless the agency allows the non-login flow (SPEC §6).
 */
export function CarReservation({ allowNonLoginFlow, agencyDefaultCurrency }: BookingPageProps) {
  const t = useTranslations("CarBooking");
  const errors = useCarErrorText();
  const router = useRouter();
  const { query, offerId, hydrated, extras } = useCarPage();
  const mustSignIn = useSignInFirst(allowNonLoginFlow, hydrated);
  const { details, data } = useCarOffer(query, offerId, extras, !mustSignIn);
  const price = useHotelPriceDisplay(agencyDefaultCurrency, allowNonLoginFlow);
  const { data: me } = useMe();
  const grant = useProposalGrant();

  if (!query || !offerId)
    return <InvalidCarLink text={t("invalidLink")} linkText={t("searchAgain")} />;
  if (!hydrated || mustSignIn || !extras || (!data && !details.isError)) {
    return <Waiting text={t("loading")} />;
  }
  if (!data) {
    return (
      <StepFailed
        text={t("carFailed")}
        detail={carApiMessage(details.error)}
        retryLabel={t("tryAgain")}
        onRetry={() => void details.refetch()}
      />
    );
  }
  const { car } = data;
  if (!car.available) {
    return (
      <LinkNotice
        text={t("carGone")}
        href={carSearchHref(query)}
        linkText={t("chooseAnotherCar")}
      />
    );
  }
  if (!ageFits(car, query.driverAge)) {
    return (
      <LinkNotice
        text={errors.text("ageOutOfRange")}
        href={carsHomeHref(query)}
        linkText={t("searchAgain")}
      />
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
        <RentalSummary
          data={data}
          query={query}
          extras={extras}
          editHref={carDetailsHref(query, offerId)}
        >
          <CarPrice car={car} price={price} />
          {car.youngDriverFee > 0 && (
            <YoungDriverNotice
              fee={price.visible ? price.format(car.youngDriverFee) : null}
              age={query.driverAge}
            />
          )}
        </RentalSummary>
      </div>
      <div className="lg:col-start-1 lg:row-start-1">
        <DriverForm
          key={offerId}
          offerId={offerId}
          query={query}
          user={me ?? null}
          isAgent={!!me && isAgentRole(me)}
          onDone={() => {
            // A proposal's car (issue 28) goes back to its checkout with the proposal's grant.
            router.push(keepingGrant(carCheckoutHref(query, offerId), grant));
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    </div>
  );
}

/** The car, the desks and times, the extras chosen, and `children` (its price). */
function RentalSummary({
  data,
  query,
  extras: chosen,
  editHref,
  children,
}: {
  data: CarDetailsResponse;
  query: CarSearchQuery;
  extras: CarExtras;
  editHref: string;
  children: ReactNode;
}) {
  const t = useTranslations("CarBooking");
  const label = useCarLabels();
  const { car } = data;
  const extras = chosenExtras(chosen);
  return (
    <aside aria-labelledby="rental-heading" className={`${CARD} space-y-4`}>
      <h2 id="rental-heading" className="text-lg font-semibold">
        {t("yourCar")}
      </h2>
      <div className="overflow-hidden rounded-xl border border-slate-100">
        <CarPictures car={car} wide />
      </div>
      <p>
        <span className="block font-semibold">{car.vehicleClass}</span>
        <span className="block text-sm text-slate-600">
          {label.vehicle(car.name)} · {car.supplier.name}
        </span>
      </p>
      <CarDesks
        pickUp={{ ...car.pickUp, at: query.pickUp }}
        dropOff={{ ...car.dropOff, at: query.dropOff }}
      />
      <div className="text-sm">
        <p className="font-medium">{t("extras")}</p>
        <p className="text-slate-700">
          {extras.length
            ? extras
                .map((e) => t("extraCount", { extra: label.extra(e.code), count: e.quantity }))
                .join(", ")
            : t("noExtras")}
        </p>
      </div>
      <div className="text-sm">
        <CarCancellation policy={car.policy} />
      </div>
      {children}
      <Link href={editHref} className="block text-sm text-brand underline">
        {t("changeExtras")}
      </Link>
    </aside>
  );
}
