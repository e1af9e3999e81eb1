"use client";

import { useEffect, type ReactNode } from "react";
import { ensureSessionId } from "@/lib/api/session";
import { FormatLocaleContext } from "@/lib/i18n/use-format-locale";
import { ToastHost } from "@/lib/ui/toast";

/** SPEC §8: toasts at the top end of the screen, closing after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/**
 * Client-side start-up shared by every page: the toasts, the formatting language, and the session
 * id cookie of SPEC §4, set here rather than by the server so that cached public pages carry
 * nothing per visitor. The data cache is not here but where the API is called (QueryProvider).
 */
export function Providers({
  children,
  dir,
  formatLocale,
}: {
  children: ReactNode;
  dir: "ltr" | "rtl";
  /** The language in the agency's region, for numbers and dates (format-locale.ts). */
  formatLocale: string;
}) {
  useEffect(() => {
    ensureSessionId(window.location.search);
  }, []);
  return (
    <>
      <FormatLocaleContext value={formatLocale}>{children}</FormatLocaleContext>
      <ToastHost
        position={dir === "rtl" ? "top-left" : "top-right"}
        duration={TOAST_DURATION_MS}
        dir={dir}
      />
    </>
  );
}
