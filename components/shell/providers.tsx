"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { ensureSessionId } from "@/lib/api/session";

/**
 * Client-side start-up shared by every page: the data cache, and the session id cookie of SPEC §4,
 * set here rather than by the server so that cached public pages carry nothing per visitor.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }),
  );
  useEffect(() => {
    ensureSessionId(window.location.search);
  }, []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
