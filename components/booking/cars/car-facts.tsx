"use client";

import { useTranslations } from "next-intl";
import type { BookingView } from "@/lib/contract/booking";
import type { CarExtraCode, CarOfferSnapshot } from "@/lib/contract/cars";
import { YOUNG_DRIVER_AGE } from "@/lib/contract/product-constants";
import { ContactFacts, Fact, FactList, Facts } from "../trips/facts-layout";
import type { FactsProps } from "../trips/trip-frame";
import { inventoryImageUrl } from "@/lib/inventory-images/url";
import { carModel, carRoute } from "@/lib/booking/cars-trip";
import {
  countryName,
  deadlineIn,
  formatLocalDateTime,
  formatUsdAt,
  type LockedRate,
  zonedInstant,
  zoneName,
} from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { SUPPLIER_LANGUAGE } from "../supplier-words";

/**
 * A car rental's facts, for the checkout, the confirmation and the booking page: the vehicle and
 * its supplier, the pick-up and drop-off desks on their own clocks, the driver, the extras and
 * surcharges, what the rental includes and what to bring to the desk. Strings are the `CarTrips`
 * namespace's.
 */

type Desk = CarOfferSnapshot["pickUp"];
type Traveller = BookingView["travellers"][number];

/** The rental in words: "Car rental in Lisbon Airport (LIS)", "Car rental Lisbon → Porto". */
export function useCarTitle() {
  const t = useTranslations("CarTrips");
  return (offer: Pick<CarOfferSnapshot, "pickUp" | "dropOff">) => {
    const { from, to, oneWay } = carRoute(offer);
    return oneWay ? t("titleOneWay", { from, to }) : t("title", { place: from });
  };
}

/** A short summary for a trip card: the vehicle and its supplier. */
export function CarSummaryLine({ offer }: { offer: CarOfferSnapshot }) {
  const t = useTranslations("CarTrips");
  return (
    <>
      {t("orSimilar", { model: carModel(offer.name) })}
      {" · "}
      {offer.supplierName}
    </>
  );
}

/** The pick-up desk's zone, whose clock a rental's deadlines are on. */
export function pickUpZone(offer: CarOfferSnapshot): string {
  return offer.policy.timeZone || offer.pickUp.timeZone;
}

/** The free-cancellation deadline on the pick-up desk's clock, or that there is none. */
export function CarCancellationRule({ offer }: { offer: CarOfferSnapshot }) {
  const t = useTranslations("CarTrips");
  const locale = useFormatLocale();
  const { policy } = offer;
  if (!policy.refundable || !policy.freeUntil) return <>{t("nonRefundable")}</>;
  return <>{t("freeCancellationUntil", deadlineIn(policy.freeUntil, locale, pickUpZone(offer)))}</>;
}

/** A desk's wall-clock time as written, with its zone named, machine-readable too. */
function DeskTime({ desk }: { desk: Desk }) {
  const t = useTranslations("CarTrips");
  const locale = useFormatLocale();
  const instant = zonedInstant(desk.at, desk.timeZone);
  return (
    <time dateTime={instant} className="block font-semibold">
      {t("dateTimeZone", {
        dateTime: formatLocalDateTime(desk.at, locale),
        zone: zoneName(instant, locale, desk.timeZone),
      })}
    </time>
  );
}

function DeskFacts({ label, desk }: { label: string; desk: Desk }) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <DeskTime desk={desk} />
      <span className="block">{desk.name}</span>
      <span className="block text-slate-700" dir="auto">
        {desk.address}
      </span>
    </div>
  );
}

function useExtraName() {
  const t = useTranslations("CarTrips");
  return (code: CarExtraCode) =>
    ({
      childSeat: t("extraChildSeat"),
      additionalDriver: t("extraAdditionalDriver"),
      gps: t("extraGps"),
    })[code];
}

function VehicleFacts({ offer }: { offer: CarOfferSnapshot }) {
  const t = useTranslations("CarTrips");
  const features = [
    t("seats", { count: offer.passengers }),
    t("bags", { count: offer.bags }),
    t("doors", { count: offer.doors }),
    offer.transmission === "automatic" ? t("transmissionAutomatic") : t("transmissionManual"),
    ...(offer.airConditioning ? [t("airConditioning")] : []),
  ];
  return (
    <>
      <span className="block font-semibold">{t("orSimilar", { model: carModel(offer.name) })}</span>
      <span className="block text-slate-700">
        {t("vehicleClass", { vehicleClass: offer.vehicleClass, code: offer.acriss })}
      </span>
      <span className="block text-slate-700">{features.join(" · ")}</span>
    </>
  );
}

function SupplierFacts({ offer }: { offer: CarOfferSnapshot }) {
  const t = useTranslations("CarTrips");
  const counter = {
    terminal: t("counterTerminal"),
    shuttle: t("counterShuttle"),
    city: t("counterCity"),
  }[offer.counter];
  return (
    <>
      <span className="flex items-center gap-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG logo; the name follows */}
        <img src={inventoryImageUrl(offer.supplierLogo)} alt="" className="h-6 w-18" />
        <span className="font-semibold">{offer.supplierName}</span>
      </span>
      <span className="block text-slate-700">{counter}</span>
    </>
  );
}

/** What the rental includes: the insurance, the excess, the mileage and the fuel policy. */
function IncludedFacts({ offer, rate }: { offer: CarOfferSnapshot; rate?: LockedRate }) {
  const t = useTranslations("CarTrips");
  const locale = useFormatLocale();
  const { included } = offer;
  const insurance = {
    collisionDamageWaiver: t("insuranceCollisionDamageWaiver"),
    theftProtection: t("insuranceTheftProtection"),
    thirdPartyLiability: t("insuranceThirdPartyLiability"),
  };
  const mileage = included.mileage.unlimited
    ? t("mileageUnlimited")
    : t("mileageLimited", { km: included.mileage.kmPerDay ?? 0 });
  return (
    <ul className="list-inside list-disc">
      {included.insurance.map((code) => (
        <li key={code}>{insurance[code]}</li>
      ))}
      <li>
        {included.excess > 0
          ? t("excess", { amount: formatUsdAt(included.excess, locale, rate) })
          : t("noExcess")}
      </li>
      <li>{mileage}</li>
      <li>{offer.fuelPolicy === "fullToFull" ? t("fuelFullToFull") : t("fuelSameToSame")}</li>
    </ul>
  );
}

function ToBring({ items }: { items: CarOfferSnapshot["toBring"] }) {
  const t = useTranslations("CarTrips");
  const names = {
    licence: t("bringLicence"),
    creditCard: t("bringCreditCard"),
    passport: t("bringPassport"),
    voucher: t("bringVoucher"),
  };
  return (
    <ul className="list-inside list-disc">
      {items.map((item) => (
        <li key={item}>{names[item]}</li>
      ))}
    </ul>
  );
}

/** The main driver: name, age, licence country, residence and the flight they arrive on. */
function DriverFacts({
  offer,
  driver,
}: {
  offer: CarOfferSnapshot;
  driver: Traveller | undefined;
}) {
  const t = useTranslations("CarTrips");
  const locale = useFormatLocale();
  return (
    <>
      {driver && (
        <span className="block font-semibold">
          {driver.firstName} {driver.lastName}
        </span>
      )}
      <span className="block">{t("driverAge", { age: driver?.age ?? offer.driverAge })}</span>
      {driver?.licenceCountry && (
        <span className="block">
          {t("licenceCountry", { country: countryName(driver.licenceCountry, locale) })}
        </span>
      )}
      <span className="block">
        {t("residence", { country: countryName(offer.residence, locale) })}
      </span>
      {driver?.flightNumber && (
        <span className="block">{t("arrivingFlight", { flight: driver.flightNumber })}</span>
      )}
    </>
  );
}

/**
 * Everything of a car rental (or of a car offer, without `booking`). Its extras and surcharges
 * are shown in the currency charged, at `rate` (the quote's or the booking's), when given.
 */
export function CarFacts({ offer, booking, rate }: FactsProps<CarOfferSnapshot>) {
  const t = useTranslations("CarTrips");
  const locale = useFormatLocale();
  const extraName = useExtraName();
  return (
    <Facts>
      <div className="grid gap-4 sm:grid-cols-2">
        <DeskFacts label={t("pickUp")} desk={offer.pickUp} />
        <DeskFacts label={t("dropOff")} desk={offer.dropOff} />
        <p className="text-sm text-slate-600 sm:col-span-2">{t("localTimes")}</p>
      </div>
      <FactList>
        <Fact label={t("vehicle")}>
          <VehicleFacts offer={offer} />
        </Fact>
        <Fact label={t("supplier")}>
          <SupplierFacts offer={offer} />
        </Fact>
        <Fact label={t("rentalLength")}>{t("rentalDays", { count: offer.rentalDays })}</Fact>
        <Fact label={t("driver")}>
          <DriverFacts offer={offer} driver={booking?.travellers[0]} />
        </Fact>
        <Fact label={t("extras")}>
          {offer.extras.length ? (
            <ul>
              {offer.extras.map((extra) => (
                <li key={extra.code}>
                  {t("extraLine", {
                    quantity: extra.quantity,
                    extra: extraName(extra.code),
                    price: formatUsdAt(extra.totalUsd, locale, rate),
                  })}
                </li>
              ))}
            </ul>
          ) : (
            t("noExtras")
          )}
        </Fact>
        {offer.youngDriverFeeUsd > 0 && (
          <Fact label={t("youngDriverFee")}>
            {t("youngDriverFeeLine", {
              fee: formatUsdAt(offer.youngDriverFeeUsd, locale, rate),
              age: YOUNG_DRIVER_AGE,
            })}
          </Fact>
        )}
        {offer.oneWayFeeUsd > 0 && (
          <Fact label={t("oneWayFee")}>
            {t("oneWayFeeLine", { fee: formatUsdAt(offer.oneWayFeeUsd, locale, rate) })}
          </Fact>
        )}
        <Fact label={t("included")}>
          <IncludedFacts offer={offer} rate={rate} />
        </Fact>
        {/* The supplier's own words, in English as it writes them. */}
        <Fact
          label={t("pickUpInstructions")}
          className="whitespace-pre-line"
          lang={SUPPLIER_LANGUAGE}
          dir="ltr"
        >
          {offer.pickUpInstructions}
        </Fact>
        {offer.toBring.length > 0 && (
          <Fact label={t("toBring")}>
            <ToBring items={offer.toBring} />
          </Fact>
        )}
        <Fact label={t("cancellation")}>
          <CarCancellationRule offer={offer} />
        </Fact>
        {booking && <ContactFacts booking={booking} t={t} />}
      </FactList>
    </Facts>
  );
}
