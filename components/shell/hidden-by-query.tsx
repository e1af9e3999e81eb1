"use client";

import { useSyncExternalStore, type ReactNode } from "react";

const subscribe = () => () => {};

/**
 * Renders its children unless the page URL carries `<param>=true` (SPEC §2.2 hideHeader,
 * hideFooter). Decided in the browser so that the cached page stays the same for everyone.
 */
export function HiddenByQuery({ param, children }: { param: string; children: ReactNode }) {
  const hidden = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(param) === "true",
    () => false,
  );
  return hidden ? null : children;
}
