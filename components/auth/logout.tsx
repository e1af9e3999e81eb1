"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { logOut } from "@/lib/api/queries/user";
import { DEEP_LINK_KEY } from "@/lib/auth/deep-link";

export const LOGOUT_REDIRECT_DELAY_MS = 100;
/**
 * Session-storage keys of the stored deep link (SPEC §4 logout). SPEC §4 names a route type
 * beside it; nothing here has one to keep (the deep link's path names its product), so no key.
 */
export const DEEP_LINK_KEYS = [DEEP_LINK_KEY];

function expireReadableCookies() {
  const host = window.location.hostname;
  for (const name of ["auth", "hideHeader", "hideFooter"]) {
    document.cookie = `${name}=; path=/; max-age=0`;
    document.cookie = `${name}=; path=/; domain=${host}; max-age=0`;
  }
}

/**
 * SPEC §4 logout: the server ends the session and clears its cookies; here the readable cookies,
 * the stored deep link and route type, local storage and the user state go, and after 100 ms the
 * user goes to the agency's return URL (or / for agents and agencies without one).
 */
export function Logout({ returnUrl }: { returnUrl: string | null }) {
  const t = useTranslations("Auth");
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let isAgent = false;
      try {
        isAgent = (await logOut()).isAgent;
      } catch {
        // Signed out already, or offline: the local part below still happens.
      }
      expireReadableCookies();
      for (const key of DEEP_LINK_KEYS) sessionStorage.removeItem(key);
      localStorage.clear();
      queryClient.clear();
      setTimeout(() => {
        window.location.replace(isAgent ? "/" : returnUrl || "/");
      }, LOGOUT_REDIRECT_DELAY_MS);
    })();
  }, [queryClient, returnUrl]);

  return (
    <main id="main" className="grid min-h-[50dvh] place-items-center p-8">
      <p role="status">{t("logout.signingOut")}</p>
    </main>
  );
}
