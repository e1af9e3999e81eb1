"use client";

import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { toast } from "@/lib/ui/toast";

type Translate = ReturnType<typeof useTranslations>;

/** The latest translations, for the cache's failure toasts (the browser's one cache outlives a render). */
let translate: Translate | undefined;

function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1 } },
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (!translate) return;
        const key = query.meta?.errorMessage;
        toast.error(typeof key === "string" ? translate(key as never) : translate("Error.title"));
      },
    }),
  });
}

/** One cache for the whole tab, shared by every part of the page that reads the API. */
let browserClient: QueryClient | undefined;

/** The tab's cache, for browser code outside React (the module-events host) to share. */
export function browserQueryClient(): QueryClient {
  return (browserClient ??= newQueryClient());
}

/**
 * The data cache for the parts of a page that call the API. It is not in the root layout: pages
 * that call nothing (content pages) load no data library (issue 26, first-load JavaScript ≤ 150 KB),
 * and the header's widgets that do call the API load it after the page with their own provider.
 * Every provider in a tab shares one cache, so a user signed in or out in one part is seen by all.
 * On the server each render gets its own, so nothing is shared between requests.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const t = useTranslations();
  useEffect(() => {
    translate = t;
  }, [t]);
  const [client] = useState(() =>
    typeof window === "undefined" ? newQueryClient() : browserQueryClient(),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
