"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import { ensureSessionId } from "@/lib/api/session";

/** SPEC §8: toasts top right, closing after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export function Providers({ children, dir }: { children: ReactNode; dir: "ltr" | "rtl" }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  useEffect(() => {
    ensureSessionId(window.location.search);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position={dir === "rtl" ? "top-left" : "top-right"}
        duration={TOAST_DURATION_MS}
        dir={dir}
        richColors
      />
    </QueryClientProvider>
  );
}
