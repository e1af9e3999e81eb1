"use client";

import { startTransition, useEffect, useState } from "react";

/** Set once the page's first render in the browser has committed (its hydration). */
let hydrated = false;

/**
 * Whether the browser's own values may be shown: false on the server and through hydration, then
 * true. The change is a transition (issue 26): a store read with useSyncExternalStore whose value
 * differs from the server's re-renders everything below it in one synchronous task once hydrated
 * (a long task of every page hydrating with a session), where a transition yields to the browser
 * as it goes. A component mounted after hydration (a client navigation) reads the browser at once.
 */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!settled) startTransition(() => setSettled(true));
  }, [settled]);
  return settled;
}

/**
 * A value only the browser knows (the address, a cookie): the server and the first render use
 * `onServer`, so a page hydrates as it was rendered; `read` once settled (useSettled). `read` must
 * return a primitive, or React would see a new value on every render.
 */
export function useBrowserValue<T extends string | number | boolean | null>(
  read: () => T,
  onServer: T,
): T {
  return useSettled() ? read() : onServer;
}

/**
 * False on the server and until hydration, then true. Forms keep their controls disabled until
 * then: input typed before React takes over would be lost, and a submit would go out as a plain
 * GET with the fields in the address.
 */
export function useHydrated(): boolean {
  return useSettled();
}

/** Whether the media query matches, followed as it changes (the window resized, turned). */
export function useMediaQuery(query: string, onServer = true): boolean {
  // Read at each render once settled; a change of the match renders again.
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
