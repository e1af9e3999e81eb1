"use client";

import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * A value only the browser knows (the address, a cookie), read after hydration: the server and
 * the first render use `onServer`, so cached pages stay the same for everyone. `read` must return
 * a primitive, or React would see a new value on every render.
 */
export function useBrowserValue<T extends string | number | boolean | null>(
  read: () => T,
  onServer: T,
): T {
  return useSyncExternalStore(noSubscribe, read, () => onServer);
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
  return useSyncExternalStore(
    (change) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", change);
      return () => list.removeEventListener("change", change);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
