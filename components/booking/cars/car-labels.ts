"use client";

import { useTranslations } from "next-intl";
import { rentalDays } from "@/lib/contract/stay";
import type {
  CarCounter,
  CarDetailsResponse,
  CarExtraCode,
  CarOffer,
  CarSearchQuery,
  FuelPolicy,
} from "@/lib/contract/cars";
import { carModel, formatLocalDateTime } from "@/lib/booking/trip-format";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";

/**
 * The words for the codes a car is described with (Cars namespace): each code named here, so a
 * new code in the contract fails the type check rather than showing a missing message.
 */

type Insurance = CarDetailsResponse["included"]["insurance"][number];
type ToBring = CarDetailsResponse["toBring"][number];

export function useCarLabels() {
  const t = useTranslations("Cars");
  const transmission: Record<CarOffer["transmission"], string> = {
    automatic: t("automatic"),
    manual: t("manual"),
  };
  const fuel: Record<FuelPolicy, string> = {
    fullToFull: t("fuelFullToFull"),
    sameToSame: t("fuelSameToSame"),
  };
  const counter: Record<CarCounter, string> = {
    terminal: t("counterTerminal"),
    shuttle: t("counterShuttle"),
    city: t("counterCity"),
  };
  const extra: Record<CarExtraCode, string> = {
    childSeat: t("extraChildSeat"),
    additionalDriver: t("extraAdditionalDriver"),
    gps: t("extraGps"),
  };
  const insurance: Record<Insurance, string> = {
    collisionDamageWaiver: t("insuranceCollisionDamageWaiver"),
    theftProtection: t("insuranceTheftProtection"),
    thirdPartyLiability: t("insuranceThirdPartyLiability"),
  };
  const toBring: Record<ToBring, string> = {
    licence: t("bringLicence"),
    creditCard: t("bringCreditCard"),
    passport: t("bringPassport"),
    voucher: t("bringVoucher"),
  };
  return {
    /** "Toyota Corolla or similar", said in the page's language. */
    vehicle: (name: string) => t("orSimilar", { model: carModel(name) }),
    transmission: (code: CarOffer["transmission"]) => transmission[code],
    fuel: (code: FuelPolicy) => fuel[code],
    counter: (code: CarCounter) => counter[code],
    extra: (code: CarExtraCode) => extra[code],
    insurance: (code: Insurance) => insurance[code],
    toBring: (code: ToBring) => toBring[code],
    mileage: (m: CarOffer["mileage"]) =>
      m.unlimited || m.kmPerDay === null
        ? t("mileageUnlimited")
        : t("mileageLimited", { km: m.kmPerDay }),
    airConditioning: (on: boolean) => (on ? t("airConditioning") : t("noAirConditioning")),
  };
}

/** A desk's wall-clock time (`YYYY-MM-DDTHH:mm`) as written, never converted. */
export function useDeskTime(): (local: string) => string {
  const locale = useFormatLocale();
  return (local) => formatLocalDateTime(local, locale);
}

type PlaceName = (id: string) => string;
/** Each part isolated, so a place's Latin name keeps to itself in a right-to-left line. */
const isolated = (parts: string[]) =>
  parts
    .filter(Boolean)
    .map((part) => `\u2068${part}\u2069`)
    .join(" · ");

/**
 * The search in two parts: the places (empty while no name is known for them), and the times,
 * the rental days and the driver's age.
 */
export function useCarSearchParts(): (q: CarSearchQuery, name: PlaceName) => [string, string] {
  const t = useTranslations("Cars");
  const deskTime = useDeskTime();
  return (q, name) => {
    const from = name(q.locationId);
    const to = q.dropOffLocationId ? name(q.dropOffLocationId) : "";
    return [
      from && to ? t("oneWayRoute", { from, to }) : from,
      isolated([
        `${deskTime(q.pickUp)} – ${deskTime(q.dropOff)}`,
        t("rentalDays", { count: rentalDays(q.pickUp, q.dropOff) }),
        t("driverAged", { age: q.driverAge }),
      ]),
    ];
  };
}

/** The search in a line: the places, the times, the rental days and the driver's age. */
export function useCarSearchSummary(): (q: CarSearchQuery, name: PlaceName) => string {
  const parts = useCarSearchParts();
  return (q, name) => {
    const [places, rest] = parts(q, name);
    return places ? `${isolated([places])} · ${rest}` : rest;
  };
}
