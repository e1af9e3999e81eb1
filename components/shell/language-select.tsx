"use client";

import { useTranslations } from "next-intl";
import { AUTH_HINT_COOKIE } from "@/lib/contract/cookies";
import { readCookie } from "@/lib/api/session";
import { saveLanguage } from "@/lib/api/queries/user";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/i18n/locales";

export interface LanguageOption {
  code: string;
  name: string;
}

/**
 * SPEC §4 language change: stores the `pll_language` cookie (and, signed in, the user's
 * preference) and reloads the page in the new
 * language (pages are rendered per language on the server). An `lng` parameter in the address
 * would win over the cookie, so it is dropped.
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
          if (readCookie(AUTH_HINT_COOKIE, document.cookie) === "1") {
            // A signed-in user's choice is kept with the account; the page changes either way.
            await saveLanguage(language).catch(() => undefined);
          }
          const url = new URL(window.location.href);
          url.searchParams.delete("lng");
          window.location.assign(url);
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
