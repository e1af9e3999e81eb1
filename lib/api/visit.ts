"use client";

import { AUTH_HINT_COOKIE } from "@/lib/contract/cookies";
import { useBrowserValue } from "@/lib/ui/use-browser-value";
import { readCookie } from "./session";

// What the browser knows of this visit without calling the API, and without loading the API's
// client or data cache: the header reads it on every page.

/** SPEC §6: a deal or proposal link is one carrying these parameters. */
export function isDealOrProposalLink(url: URL): boolean {
  const q = url.searchParams;
  return (
    q.has("dealLinkId") ||
    q.has("id") ||
    q.has("proposalId") ||
    q.get("checkout") === "true" ||
    q.get("from") === "checkout"
  );
}

/** Whether the browser holds a session cookie (its readable hint); visitors never call the API. */
export function useSignedInHint(): boolean {
  return useBrowserValue(() => readCookie(AUTH_HINT_COOKIE, document.cookie) === "1", false);
}
