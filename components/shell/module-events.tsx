"use client";

import { useEffect } from "react";

/** Runs `work` when the browser is idle (within 2 s), or soon where it has no idle callback. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

/**
 * SPEC §3, §4: the host of the module events (README "Module events"), once per page. Its code,
 * with zod and the data cache, loads when the page is idle, so none of it is first-load
 * JavaScript; a module that is there first hears `ready` when it may ask.
 */
export function ModuleEvents() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    const cancel = whenIdle(() => {
      void import("@/lib/modules/page-host").then(({ startPageModuleHost }) => {
        if (!ended) stop = startPageModuleHost();
      });
    });
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, []);
  return null;
}
