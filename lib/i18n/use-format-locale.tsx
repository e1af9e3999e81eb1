"use client";

import { useLocale } from "next-intl";
import { createContext, useContext } from "react";

/** The page's format locale (format-locale.ts), given by the layout to every client component. */
export const FormatLocaleContext = createContext<string | null>(null);

/**
 * The locale to write numbers, prices and dates in: the page's language in the agency's region
 * ("es-MX" at Viajes Sol). Translations and the calendars' words keep useLocale()'s language.
 */
export function useFormatLocale(): string {
  const language = useLocale();
  return useContext(FormatLocaleContext) ?? language;
}
