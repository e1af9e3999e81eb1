"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import type { HotelSearchState } from "@/lib/booking/hotel-search-params";
import { formatDisplayDate } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locales";
import { useFormatLocale } from "@/lib/i18n/use-format-locale";
import { countryName, regionNames } from "../country-options";
import { LazyHotelSearchForm } from "./lazy-search-form";

/**
 * The search form of the results and details pages, loaded when the visitor reaches for it, as
 * on the home page: until then its face shows the search, in the words and formats its fields
 * use (the stay's dates as the dates field writes them, the nationality as its list names it).
 */
export function PrefilledHotelSearchForm(props: {
  initial: HotelSearchState;
  agencyCountry: string | null;
  hotelId?: string;
  inPlace?: boolean;
}) {
  const { initial } = props;
  const locale = useLocale() as Locale;
  const formatLocale = useFormatLocale();
  const faceValues = useMemo(
    () => ({
      destination: initial.placeLabel || null,
      checkIn: initial.checkIn ? formatDisplayDate(initial.checkIn, locale) : null,
      checkOut: initial.checkOut ? formatDisplayDate(initial.checkOut, locale) : null,
      rooms: initial.rooms,
      nationality: initial.nationality
        ? countryName(initial.nationality, regionNames(formatLocale))
        : null,
    }),
    [initial, locale, formatLocale],
  );
  return <LazyHotelSearchForm {...props} faceValues={faceValues} />;
}
