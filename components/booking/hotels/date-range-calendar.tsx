"use client";

import { ar, da, de, enUS, es, fr, nb, pt, sv, type Locale as DateLocale } from "date-fns/locale";
import type { CSSProperties } from "react";
import { DayPicker, type DateRange } from "react-day-picker";
import "react-day-picker/style.css";
import { addDaysIso, MAX_NIGHTS, todayIso } from "@/lib/booking/hotel-search-params";
import type { Locale } from "@/lib/i18n/locales";
import { useBrowserValue } from "@/lib/ui/use-browser-value";

/**
 * The stay's calendar (react-day-picker, range mode). Its own chunk: stay-dates-field.tsx loads
 * it when the calendar first opens. The date-fns locales are the ones lib/i18n/dates.ts already
 * puts in every page, so naming the month in the page language costs nothing more.
 */
const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, pt, es, da, no: nb, de, ar, fr, sv };

/** Local midnight of a YYYY-MM-DD day, as the calendar counts days. */
function toDate(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y!, m! - 1, d);
}

export default function DateRangeCalendar({
  checkIn,
  checkOut,
  locale,
  onChange,
}: {
  checkIn: string;
  checkOut: string;
  locale: Locale;
  onChange(checkIn: string, checkOut: string): void;
}) {
  const wide = useBrowserValue(() => window.matchMedia("(min-width: 48rem)").matches, false);
  const dir = useBrowserValue(() => document.documentElement.dir || "ltr", "ltr");
  const today = todayIso();
  const selected: DateRange | undefined = checkIn
    ? { from: toDate(checkIn), to: checkOut ? toDate(checkOut) : undefined }
    : undefined;
  // SPEC §9: once the check-in is chosen, days past the longest stay cannot be the check-out.
  const disabled = [
    { before: toDate(today) },
    ...(checkIn && !checkOut ? [{ after: toDate(addDaysIso(checkIn, MAX_NIGHTS)) }] : []),
  ];
  return (
    <DayPicker
      mode="range"
      selected={selected}
      onSelect={(range) =>
        onChange(range?.from ? todayIso(range.from) : "", range?.to ? todayIso(range.to) : "")
      }
      defaultMonth={selected?.from ?? toDate(today)}
      startMonth={toDate(today)}
      disabled={disabled}
      excludeDisabled
      resetOnSelect
      min={1}
      max={MAX_NIGHTS}
      numberOfMonths={wide ? 2 : 1}
      locale={DATE_LOCALES[locale]}
      dir={dir}
      autoFocus
      style={
        {
          "--rdp-accent-color": "var(--color-brand)",
          "--rdp-accent-background-color": "color-mix(in srgb, var(--color-brand) 12%, white)",
        } as CSSProperties
      }
    />
  );
}
