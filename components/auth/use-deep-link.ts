"use client";

import { rememberDeepLink, sessionStore } from "@/lib/auth/deep-link";
import { useBrowserValue } from "@/lib/ui/use-browser-value";

/**
 * On a sign-in page: the deep link to come back to (the address's `redirect`, now kept, or the one
 * kept before), for its links to the other sign-in pages and what it sends the server.
 */
export function useDeepLink(): string | null {
  return useBrowserValue(() => rememberDeepLink(sessionStore(), window.location.search), null);
}
