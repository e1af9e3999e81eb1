"use client";

import { ar, da, de, enUS, es, fr, nb, pt, sv, type Locale as DateLocale } from "date-fns/locale";
import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { todayIso } from "@/lib/booking/hotel-search-params";
import type { Locale } from "@/lib/i18n/locales";
import { useBrowserValue } from "@/lib/ui/use-browser-value";

/**
 * A day (react-day-picker, single mode), between `min` and `max`. Its own chunk:
 * components/booking/date-field.tsx loads it when a calendar first opens.
 */
const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, pt, es, da, no: nb, de, ar, fr, sv };

/** Local midnight of a YYYY-MM-DD day, as the calendar counts days. */
function toDate(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y!, m! - 1, d);
}

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
  const dir = useBrowserValue(() => document.documentElement.dir || "ltr", "ltr");
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
