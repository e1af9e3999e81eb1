import { format, parseISO } from "date-fns";
import { ar, da, de, enUS, es, fr, nb, pt, sv, type Locale as DateLocale } from "date-fns/locale";
import { keptValues } from "./intl-format";
import type { Locale } from "./locales";

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, pt, es, da, no: nb, de, ar, fr, sv };

/**
 * A day's display per locale and ISO string, kept: date-fns reads its pattern again on every
 * call, and a results page shows the same few days (a flight's legs, a stay's) hundreds of times
 * as it renders.
 */
const shown = keptValues<string>();

/** SPEC §9: dates display as MMM DD, YYYY, with the month named in the page language. */
export function formatDisplayDate(date: Date | string, locale: Locale): string {
  const display = (d: Date) => format(d, "MMM dd, yyyy", { locale: DATE_LOCALES[locale] });
  if (typeof date !== "string") return display(date);
  return shown(`${locale}\u0000${date}`, () => display(parseISO(date)));
}
