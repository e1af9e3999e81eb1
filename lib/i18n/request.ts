import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "./load-messages";
import { FALLBACK_LOCALE, isLocale } from "./locales";

/** next-intl reads the locale the page layout resolved (setRequestLocale) and loads its messages. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : FALLBACK_LOCALE;
  return { locale, messages: await loadMessages(locale) };
});
