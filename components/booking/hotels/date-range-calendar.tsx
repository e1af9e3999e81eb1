"use client";

import { DayPicker, type DateRange } from "react-day-picker";
import "react-day-picker/style.css";
import { addDaysIso, MAX_NIGHTS, todayIso } from "@/lib/booking/hotel-search-params";
import type { Locale } from "@/lib/i18n/locales";
import { useBrowserValue } from "@/lib/ui/use-browser-value";
import { toDate, useCalendarLook } from "../calendar-look";

/**
 * The stay's calendar (react-day-picker, range mode). Its own chunk: stay-dates-field.tsx loads
 * it when the calendar first opens.
 */
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
  const look = useCalendarLook(locale);
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
      {...look}
    />
  );
}
