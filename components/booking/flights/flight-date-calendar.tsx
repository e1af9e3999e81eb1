"use client";

import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { todayIso } from "@/lib/booking/hotel-search-params";
import type { Locale } from "@/lib/i18n/locales";
import { toDate, useCalendarLook } from "../calendar-look";

/**
 * A day (react-day-picker, single mode), between `min` and `max`. Its own chunk:
 * components/booking/date-field.tsx loads it when a calendar first opens.
 */
export default function FlightDateCalendar({
  value,
  min,
  max,
  locale,
  onSelect,
}: {
  value: string;
  min: string;
  max: string;
  locale: Locale;
  onSelect(date: string): void;
}) {
  const look = useCalendarLook(locale);
  const selected = value ? toDate(value) : undefined;
  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={(day) => day && onSelect(todayIso(day))}
      defaultMonth={selected ?? toDate(min)}
      startMonth={toDate(min)}
      endMonth={toDate(max)}
      disabled={[{ before: toDate(min) }, { after: toDate(max) }]}
      {...look}
    />
  );
}
