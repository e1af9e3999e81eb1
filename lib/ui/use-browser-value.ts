"use client";

import { startTransition, useEffect, useState } from "react";

/** Set once the page's first render in the browser has committed (its hydration). */
let hydrated = false;

/**
 * A value only the browser knows (the address, a cookie): the server and the first render use
 * `onServer`, so a page hydrates as it was rendered; the browser's value follows once committed,
 * read again after each commit. Only a value that differs renders again, and in a transition
 * (issue 26): read with useSyncExternalStore, a value other than the server's re-rendered
 * everything below it in one synchronous task once hydrated, on every page hydrating with a
 * session, where a transition yields to the browser as it goes. A component mounted after
 * hydration (a client navigation) reads the browser at once. `read` must return a primitive.
 */
export function useBrowserValue<T extends string | number | boolean | null>(
  read: () => T,
  onServer: T,
): T {
  const [value, setValue] = useState<T>(() => (hydrated ? read() : onServer));
  useEffect(() => {
    hydrated = true;
    const now = read();
    if (now !== value) startTransition(() => setValue(now));
  });
  return value;
}

/**
 * False on the server and until hydration, then true. Forms keep their controls disabled until
 * then: input typed before React takes over would be lost, and a submit would go out as a plain
 * GET with the fields in the address.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

/** Whether the media query matches, followed as it changes (the window resized, turned). */
export function useMediaQuery(query: string, onServer = true): boolean {
  // A change of the match renders again; the value is read after that commit.
  const [, changed] = useState(0);
  useEffect(() => {
    const list = window.matchMedia(query);
    const change = () => changed((n) => n + 1);
    list.addEventListener("change", change);
    return () => list.removeEventListener("change", change);
  }, [query]);
  return useBrowserValue(() => window.matchMedia(query).matches, onServer);
}

/**
 * The browser's time zone, for instants shown in the traveller's own clock; UTC on the server and
 * while the page hydrates, so a page rendered for its request hydrates without a mismatch.
 */
export function useBrowserTimeZone(): string {
  return useBrowserValue(() => Intl.DateTimeFormat().resolvedOptions().timeZone, "UTC");
}
