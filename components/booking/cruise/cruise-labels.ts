"use client";

import { useTranslations } from "next-intl";
import type { CabinCode, CruiseErrorKey, CruiseGuestType, DiningTime } from "@/lib/contract/cruise";
import { CRUISE_ERRORS } from "@/lib/contract/cruise-constants";
import type { ErrorKeys } from "../error-keys";

/**
 * Every key of the contract's CRUISE_ERRORS, named here so that the messages `CruiseErrors.<key>`
 * are looked up through a checked map (the type fails when the contract gains a key). The
 * checkout's own checks (cruise-logic.ts) and the API's refusals both answer these keys.
 */
const CRUISE_ERROR_KEYS: ErrorKeys<CruiseErrorKey> = {
  everyGuest: "everyGuest",
  leadAdult: "leadAdult",
  guestType: "guestType",
  dateOfBirth: "dateOfBirth",
  adultAge: "adultAge",
  childAge: "childAge",
  infantAge: "infantAge",
  nationality: "nationality",
  passport: "passport",
  passportExpiry: "passportExpiry",
  diningTime: "diningTime",
};

/** A cabin category's name in the page language. */
export function useCabinName() {
  const t = useTranslations("CruiseTrips");
  return (code: CabinCode) =>
    ({
      inside: t("cabinInside"),
      oceanview: t("cabinOceanview"),
      balcony: t("cabinBalcony"),
      suite: t("cabinSuite"),
    })[code];
}

export function useDiningName() {
  const t = useTranslations("CruiseTrips");
  return (time: DiningTime) =>
    ({ early: t("diningEarly"), late: t("diningLate"), anytime: t("diningAnytime") })[time];
}

export function useGuestTypeName() {
  const t = useTranslations("CruiseTrips");
  return (type: CruiseGuestType) =>
    ({ adult: t("typeAdult"), child: t("typeChild"), infant: t("typeInfant") })[type];
}

/** So many guests: "2 adults, 1 child". */
export function useGuestsText() {
  const t = useTranslations("CruiseTrips");
  return (g: { adults: number; children: number; infants: number }) =>
    [
      t("adults", { count: g.adults }),
      g.children > 0 && t("children", { count: g.children }),
      g.infants > 0 && t("infants", { count: g.infants }),
    ]
      .filter(Boolean)
      .join(", ");
}

/** The guests' rules in the page language: a key of the checkout's checks, or the API's sentence. */
export function useCruiseErrorText() {
  const t = useTranslations("CruiseErrors");
  const tc = useTranslations("Checkout");
  return (key: CruiseErrorKey | "firstName" | "lastName" | undefined | null) => {
    if (!key) return undefined;
    if (key === "firstName") return tc("errorFirstName");
    if (key === "lastName") return tc("errorLastName");
    return t(CRUISE_ERROR_KEYS[key]);
  };
}

/** The API's refusal in the page language when it names one of the guests' rules. */
export function useCruiseApiText() {
  const t = useTranslations("CruiseErrors");
  return (message: string) => {
    const found = (Object.entries(CRUISE_ERRORS) as [CruiseErrorKey, string][]).find(([, s]) =>
      message.includes(s),
    );
    return found ? t(CRUISE_ERROR_KEYS[found[0]]) : message;
  };
}
