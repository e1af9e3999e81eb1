"use client";

import { ar, da, de, enUS, es, fr, nb, pt, sv, type Locale as DateLocale } from "date-fns/locale";
import type { CSSProperties } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { useBrowserValue } from "@/lib/ui/use-browser-value";

/**
 * What the calendars (react-day-picker) share. The date-fns locales are the ones
 * lib/i18n/dates.ts already puts in every page, so naming the month in the page language costs
 * nothing more.
 */
const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, pt, es, da, no: nb, de, ar, fr, sv };

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
