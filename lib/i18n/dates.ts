import { format, parseISO } from "date-fns";
import { ar, da, de, enUS, es, fr, nb, pt, sv, type Locale as DateLocale } from "date-fns/locale";
import type { Locale } from "./locales";

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, pt, es, da, no: nb, de, ar, fr, sv };

/** SPEC §9: dates display as MMM DD, YYYY, with the month named in the page language. */
export function formatDisplayDate(date: Date | string, locale: Locale): string {
  const d = typeof date === "string" ? parseISO(date) : date;
  return format(d, "MMM dd, yyyy", { locale: DATE_LOCALES[locale] });
}
