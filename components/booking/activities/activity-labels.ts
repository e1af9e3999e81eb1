"use client";

import { useTranslations } from "next-intl";
import type { DurationBand, TravellerCounts } from "@/lib/booking/activity-search-params";
import type {
  ActivityCategoryCode,
  ActivityQuestionId,
  ActivityTravellerType,
} from "@/lib/contract/activities";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { listFormat } from "@/lib/i18n/intl-format";

/** The categories' names (Activities namespace). */
export function useCategoryLabel(): (category: ActivityCategoryCode) => string {
  const t = useTranslations("Activities");
  const labels: Record<ActivityCategoryCode, string> = {
    tour: t("categoryTour"),
    ticket: t("categoryTicket"),
    food: t("categoryFood"),
    outdoor: t("categoryOutdoor"),
    culture: t("categoryCulture"),
  };
  return (category) => labels[category];
}

/** The duration filter's bands. */
export function useDurationBandLabel(): (band: DurationBand) => string {
  const t = useTranslations("Activities");
  const labels: Record<DurationBand, string> = {
    upTo1h: t("bandUpTo1h"),
    "1to4h": t("band1to4h"),
    "4hTo1d": t("band4hTo1d"),
    "1dPlus": t("band1dPlus"),
  };
  return (band) => labels[band];
}

/** "2 h 30 min", "45 min", "3 days" in the page language. */
export function useDurationText(): (minutes: number) => string {
  const t = useTranslations("Activities");
  return (minutes) =>
    minutes >= 1440 && minutes % 1440 === 0
      ? t("durationDays", { days: minutes / 1440 })
      : minutes < 60
        ? t("durationMinutes", { minutes })
        : minutes % 60 === 0
          ? t("durationHours", { hours: minutes / 60 })
          : t("durationHoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A traveller type's name: "Adult", and with an age band "Adult (18–64)". */
export function useTravellerTypeLabel(): (
  type: ActivityTravellerType,
  band?: { minAge: number; maxAge: number },
) => string {
  const t = useTranslations("Activities");
  const labels: Record<ActivityTravellerType, string> = {
    adult: t("typeAdult"),
    child: t("typeChild"),
    senior: t("typeSenior"),
  };
  return (type, band) =>
    band
      ? t("typeWithAges", { type: labels[type], min: band.minAge, max: band.maxAge })
      : labels[type];
}

/** The travellers counted in a phrase: "2 adults and 1 child". */
export function useTravellersText(): (c: TravellerCounts) => string {
  const t = useTranslations("Activities");
  const locale = useFormatLocale();
  return (c) => {
    const parts = [
      c.adults ? t("adultCount", { count: c.adults }) : null,
      c.children ? t("childCount", { count: c.children }) : null,
      c.seniors ? t("seniorCount", { count: c.seniors }) : null,
    ].filter((p): p is string => p !== null);
    return listFormat(locale, { type: "conjunction" }).format(parts);
  };
}

/** The questions an option may ask at checkout (ActivityCheckout namespace). */
export function useQuestionLabel(): (id: ActivityQuestionId) => { label: string; hint: string } {
  const t = useTranslations("ActivityCheckout");
  const labels: Record<ActivityQuestionId, { label: string; hint: string }> = {
    pickupHotel: { label: t("questionPickupHotel"), hint: t("questionPickupHotelHint") },
    dietary: { label: t("questionDietary"), hint: t("questionDietaryHint") },
    mobileNumber: { label: t("questionMobileNumber"), hint: t("questionMobileNumberHint") },
  };
  return (id) => labels[id];
}
