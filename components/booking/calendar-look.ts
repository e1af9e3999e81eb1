"use client";

import type { DayPickerLocale } from "react-day-picker";
import { ar, da, de, enUS, es, fr, nb, pt, sv } from "react-day-picker/locale";
import type { CSSProperties } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { useBrowserValue } from "@/lib/ui/use-browser-value";

/**
 * What the calendars (react-day-picker) share. Its locales are the date-fns ones lib/i18n/dates.ts
 * already puts in every page, with the calendar's own words (the month buttons, a day's label) in
 * the page language: date-fns's alone left "Go to the Next Month" in English on a Spanish page.
 */
const DATE_LOCALES: Record<Locale, DayPickerLocale> = {
  en: enUS,
  pt,
  es,
  da,
  no: nb,
  de,
  ar,
  fr,
  sv,
};

const BRAND = {
  "--rdp-accent-color": "var(--color-brand)",
  "--rdp-accent-background-color": "color-mix(in srgb, var(--color-brand) 12%, white)",
} as CSSProperties;

/** Local midnight of a YYYY-MM-DD day, as the calendar counts days. */
export function toDate(iso: string): Date {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y!, m! - 1, d);
}

/** A calendar in the page's language and direction and the agency's colour, focused on open. */
export function useCalendarLook(locale: Locale) {
  const dir = useBrowserValue(() => document.documentElement.dir || "ltr", "ltr");
  return { locale: DATE_LOCALES[locale], dir, autoFocus: true, style: BRAND };
}
