"use client";

import { useEffect, type ReactNode } from "react";
import { ensureSessionId } from "@/lib/api/session";

/**
 * Client-side start-up shared by every page: the session id cookie of SPEC §4 is set here rather
 * than by the server, so that cached public pages carry nothing per visitor.
 */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => {
    ensureSessionId(window.location.search);
  }, []);
  return children;
}
