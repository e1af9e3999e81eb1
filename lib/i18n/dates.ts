import { format, parseISO } from "date-fns";
import { ar, da, de, enUS, es, fr, nb, pt, sv, type Locale as DateLocale } from "date-fns/locale";
import type { Locale } from "./locales";

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, pt, es, da, no: nb, de, ar, fr, sv };

/**
 * A day's display per locale and ISO string, kept: date-fns reads its pattern again on every
 * call, and a results page shows the same few days (a flight's legs, a stay's) hundreds of times
 * as it renders. Bounded, as the days a page shows are.
 */
const MAX_KEPT = 2_000;
const shown = new Map<string, string>();

/** SPEC §9: dates display as MMM DD, YYYY, with the month named in the page language. */
export function formatDisplayDate(date: Date | string, locale: Locale): string {
  if (typeof date !== "string")
    return format(date, "MMM dd, yyyy", { locale: DATE_LOCALES[locale] });
  const key = `${locale}\u0000${date}`;
  let text = shown.get(key);
  if (text === undefined) {
    text = format(parseISO(date), "MMM dd, yyyy", { locale: DATE_LOCALES[locale] });
    if (shown.size >= MAX_KEPT) shown.clear();
    shown.set(key, text);
  }
  return text;
}
