"use client";

import { useEffect } from "react";
import { useSignedInHint } from "@/lib/api/visit";
import { forgetReachedDeepLink, sessionStore } from "@/lib/auth/deep-link";

/**
 * Forgets the kept deep link once a signed-in user is on it. Single sign-on and social sign-in
 * end there through the server's redirect, with no sign-in page left to take it; a later login
 * in this tab must not be sent back to it.
 */
export function DeepLinkArrival() {
  const signedIn = useSignedInHint();
  useEffect(() => {
    if (!signedIn) return;
    const { pathname, search, hash } = window.location;
    forgetReachedDeepLink(sessionStore(), pathname + search + hash);
  }, [signedIn]);
  return null;
}
