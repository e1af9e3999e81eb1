import { safeRedirectPath } from "./safe-redirect";

/**
 * SPEC §4: the deep link a signed-out visitor was sent to /login from, kept in session storage so
 * that it outlives the pages between (signup, forgotten password, a provider's sign-in page) and
 * is gone once the user has reached it or signed out. Only what safeRedirectPath accepts is kept.
 */
export const DEEP_LINK_KEY = "deepLink";

/** The part of Storage used here; a test passes a Map-backed one. */
export type DeepLinkStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Session storage, or a store that keeps nothing where the browser refuses it (privacy modes). */
export function sessionStore(): DeepLinkStore {
  try {
    const store = window.sessionStorage;
    store.getItem(DEEP_LINK_KEY);
    return store;
  } catch {
    return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
}

/** The in-site path `raw` names, or null for anything off the site (or nothing). */
export function safeDeepLink(raw: string | null | undefined): string | null {
  const path = safeRedirectPath(raw, "");
  return path === "" ? null : path;
}

/**
 * On /login and /signup: the page's `redirect`, kept for later, or else the one kept before (the
 * visitor came back from /forgotpassword or a provider without it in the address).
 */
export function rememberDeepLink(store: DeepLinkStore, search: string): string | null {
  const asked = safeDeepLink(new URLSearchParams(search).get("redirect"));
  if (asked) {
    store.setItem(DEEP_LINK_KEY, asked);
    return asked;
  }
  return safeDeepLink(store.getItem(DEEP_LINK_KEY));
}

/** After signing in: where to go (as rememberDeepLink says), and it is no longer kept. */
export function takeDeepLink(store: DeepLinkStore, search: string): string | null {
  const target = rememberDeepLink(store, search);
  store.removeItem(DEEP_LINK_KEY);
  return target;
}

/**
 * A signed-in user on the kept deep link has used it: a provider's sign-in (SSO, social) ends
 * there through the server, so no sign-in page is left to take it.
 */
export function forgetReachedDeepLink(store: DeepLinkStore, here: string): void {
  const kept = store.getItem(DEEP_LINK_KEY);
  if (kept !== null && safeDeepLink(kept) === safeDeepLink(here)) store.removeItem(DEEP_LINK_KEY);
}

/** `path` with the deep link as its `redirect`, so a link between sign-in pages keeps it. */
export function withRedirect(path: string, deepLink: string | null): string {
  return deepLink ? `${path}?redirect=${encodeURIComponent(deepLink)}` : path;
}
