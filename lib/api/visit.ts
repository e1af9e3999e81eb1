"use client";

import { AUTH_HINT_COOKIE, DEAL_HINT_COOKIE } from "@/lib/contract/cookies";
import { useBrowserValue } from "@/lib/ui/use-browser-value";
import { readCookie } from "./session";

// What the browser knows of this visit without calling the API, and without loading the API's
// client or data cache: the header reads it on every page.

/** A proposal's own page for the client (`/booknow/hotels/deal/<id>` and its products' kin). */
const DEAL_PAGE = /^\/booknow\/[^/]+\/deal(\/|$)/i;
const BOOKING_PAGE = /^\/booknow(\/|$)/i;

/**
 * SPEC §6: a deal or proposal link is one carrying these parameters, or a proposal's page. The
 * bare `id` counts on the booking pages alone: elsewhere it names other things (a blog post's
 * share page, `/blog/share?id=`), which are no deal link.
 */
export function isDealOrProposalLink(url: URL): boolean {
  const q = url.searchParams;
  return (
    q.has("dealLinkId") ||
    q.has("proposalId") ||
    DEAL_PAGE.test(url.pathname) ||
    (q.has("id") && BOOKING_PAGE.test(url.pathname)) ||
    q.get("checkout") === "true" ||
    q.get("from") === "checkout"
  );
}

/** Whether the browser holds a session cookie (its readable hint); visitors never call the API. */
export function useSignedInHint(): boolean {
  return useBrowserValue(() => readCookie(AUTH_HINT_COOKIE, document.cookie) === "1", false);
}

/** Whether the browser holds a deal link's grant (its readable hint): it may book signed out. */
export function useDealLinkHint(): boolean {
  return useBrowserValue(() => readCookie(DEAL_HINT_COOKIE, document.cookie) === "1", false);
}
