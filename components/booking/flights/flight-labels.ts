"use client";

import { useTranslations } from "next-intl";
import type { Cabin, FareBrandCode } from "@/lib/contract/flights";

/** The cabins' names (FlightSearch namespace). */
export function useCabinLabel(): (cabin: Cabin) => string {
  const t = useTranslations("FlightSearch");
  const labels: Record<Cabin, string> = {
    economy: t("cabinEconomy"),
    premium: t("cabinPremium"),
    business: t("cabinBusiness"),
    first: t("cabinFirst"),
  };
  return (cabin) => labels[cabin];
}

/** The fare brands' names (FlightFares namespace). */
export function useBrandLabel(): (brand: FareBrandCode) => string {
  const t = useTranslations("FlightFares");
  const labels: Record<FareBrandCode, string> = {
    basic: t("brandBasic"),
    standard: t("brandStandard"),
    flex: t("brandFlex"),
  };
  return (brand) => labels[brand];
}

/** "5 h 20 min" in the page language (FlightResults namespace). */
export function useDurationText(): (minutes: number) => string {
  const t = useTranslations("FlightResults");
  return (minutes) =>
    minutes < 60
      ? t("minutesOnly", { minutes })
      : minutes % 60 === 0
        ? t("hoursOnly", { hours: minutes / 60 })
        : t("hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
