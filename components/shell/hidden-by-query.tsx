"use client";

import { usePathname } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { readCookie } from "@/lib/api/session";
import { useBrowserValue } from "@/lib/ui/use-browser-value";

/** The page address's `param`, as asked (`true`, `false`), or null. */
const inAddress = (param: string) => new URLSearchParams(window.location.search).get(param);

/**
 * Renders its children unless the page URL carries `<param>=true` (SPEC §2.2 hideHeader,
 * hideFooter), or did earlier in this browser session (kept in a cookie of the same name, which
 * `=false` and logout clear), or the page is one of `paths`. Decided in the browser so that the cached page
 * stays the same for everyone.
 */
export function HiddenByQuery({
  param,
  paths = [],
  children,
}: {
  param: string;
  paths?: string[];
  children: ReactNode;
}) {
  const pathname = usePathname();
  const inQuery = useBrowserValue(() => inAddress(param), null);
  const inCookie = useBrowserValue(() => readCookie(param, document.cookie) === "true", false);
  // Kept from the address as soon as the page runs, not once the page has shown it: a visitor
  // who goes on at once (the next page already loading) keeps the choice made here.
  useEffect(() => {
    const asked = inAddress(param);
    if (asked === "true") document.cookie = `${param}=true; path=/; SameSite=Lax`;
    if (asked === "false") document.cookie = `${param}=; path=/; max-age=0`;
  }, [inQuery, param, pathname]);
  const hidden = inQuery === "true" || (inQuery !== "false" && inCookie);
  return hidden || paths.includes(pathname) ? null : children;
}
