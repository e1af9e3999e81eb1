"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { isDealOrProposalLink } from "@/lib/api/visit";
import { useSignedInHint } from "@/lib/api/visit";
import { useBrowserValue } from "@/lib/ui/use-browser-value";

/** SPEC §2.5: the pages on which deal and proposal links lose the footer links and logo link. */
const DEAL_PAGES = /^\/(booknow|cancellation-policy|checkout-terms)(\/|$)/i;

/**
 * SPEC §2.5, §6, for agencies with `hideHeaderforDealProposal`: on a deal or proposal link,
 * `header` parts are hidden from signed-out visitors, and `footer` parts (footer links, the logo
 * link) on the booking, cancellation-policy and checkout-terms pages. Decided in the browser, so
 * the cached page is the same for everyone.
 */
export function HiddenOnDealLink({
  scope,
  enabled,
  children,
  fallback = null,
}: {
  scope: "header" | "footer";
  enabled: boolean;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const pathname = usePathname();
  const onDealLink = useBrowserValue(
    () => isDealOrProposalLink(new URL(window.location.href)),
    false,
  );
  const signedIn = useSignedInHint();
  const hidden =
    enabled && onDealLink && (scope === "header" ? !signedIn : DEAL_PAGES.test(pathname));
  return hidden ? fallback : children;
}
