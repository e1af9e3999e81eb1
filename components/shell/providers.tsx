"use client";

import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { ensureSessionId } from "@/lib/api/session";
import { FormatLocaleContext } from "@/lib/i18n/use-format-locale";
import { ToastHost, toast } from "@/lib/ui/toast";

/** SPEC §8: toasts at the top end of the screen, closing after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/**
 * Client-side start-up shared by every page: the data cache (whose failures become toasts), and
 * the session id cookie of SPEC §4, set here rather than by the server so that cached public pages
 * carry nothing per visitor.
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
  const t = useTranslations();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1 } },
        queryCache: new QueryCache({
          onError: (_error, query) => {
            const key = query.meta?.errorMessage;
            toast.error(typeof key === "string" ? t(key as never) : t("Error.title"));
          },
        }),
      }),
  );
  useEffect(() => {
    ensureSessionId(window.location.search);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <FormatLocaleContext value={formatLocale}>{children}</FormatLocaleContext>
      <ToastHost
        position={dir === "rtl" ? "top-left" : "top-right"}
        duration={TOAST_DURATION_MS}
        dir={dir}
      />
    </QueryClientProvider>
  );
}
