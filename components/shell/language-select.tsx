"use client";

import { useTranslations } from "next-intl";
import { AUTH_HINT_COOKIE } from "@/lib/contract/cookies";
import { readCookie } from "@/lib/api/session";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/i18n/locales";

export interface LanguageOption {
  code: string;
  name: string;
}

/**
 * SPEC §4 language change: stores the `pll_language` cookie (and, signed in, the user's
 * preference) and reloads the page in the new language (pages are rendered per language on the
 * server), or on car result pages goes to the cars landing with the search kept
 * (lib/booking/locale-change.ts).
 */
export function LanguageSelect({
  languages,
  current,
}: {
  languages: LanguageOption[];
  current: string;
}) {
  const t = useTranslations("Shell");
  if (languages.length < 2) return null;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t("language")}</span>
      <select
        value={current}
        onChange={async (e) => {
          const language = e.target.value;
          document.cookie = `${LOCALE_COOKIE}=${language}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
          // Loaded on a change, not with every page (the rule reads each product's addresses).
          const { afterLocaleChange } = await import("@/lib/booking/locale-change");
          if (readCookie(AUTH_HINT_COOKIE, document.cookie) === "1") {
            // A signed-in user's choice is kept with the account; the page changes either way.
            const { saveLanguage } = await import("@/lib/api/queries/user");
            await saveLanguage(language).catch(() => undefined);
          }
          window.location.assign(afterLocaleChange("language", window.location).href);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1"
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
