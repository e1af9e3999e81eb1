import { safeRedirectPath } from "./safe-redirect";

/** SPEC §4, §7: where a signed-out user, or a 401 of the API, is sent to clear the session. */
export const LOGOUT_PATH = "/logout";

/** SPEC §6: where the owner or an admin of an unsubscribed agency is sent to pay a plan. */
export const SUBSCRIPTION_PATH = "/subscription";

/** SPEC §6: from these pages the way to /login carries no `redirect` back. */
export const PAGES_WITHOUT_LOGIN_REDIRECT = new Set([
  "/login",
  "/signup",
  "/forgotpassword",
  "/about",
  "/faqs",
  "/expiry",
  "/privacy-policy",
  "/user-terms-and-conditions",
  "/cookies-policy",
  "/disclaimer",
]);

function withReturn(page: "/login" | "/signup", pathAndQuery: string): string {
  const path = pathAndQuery.split(/[?#]/)[0] || "/";
  if (PAGES_WITHOUT_LOGIN_REDIRECT.has(path) || path === "/") return page;
  return `${page}?redirect=${encodeURIComponent(pathAndQuery)}`;
}

/** The login address for a user who is on `pathAndQuery` (a path, optionally with its query). */
export function loginPath(pathAndQuery: string): string {
  return withReturn("/login", pathAndQuery);
}

/** The same for signing up: the emailed confirmation then leads back to `pathAndQuery`. */
export function signupPath(pathAndQuery: string): string {
  return withReturn("/signup", pathAndQuery);
}

/**
 * SPEC §4 white-label root: a cached home page cannot see the session, so it sends every
 * browser here (`?to=`), and the proxy, which may look at whether the session cookie exists,
 * sends it on: to `to` with one, through /login without.
 */
export const SIGNED_IN_HOP_PATH = "/continue";

/** Where the proxy sends a request for SIGNED_IN_HOP_PATH. */
export function signedInHopTarget(to: string | null, hasSessionCookie: boolean): string {
  const target = safeRedirectPath(to);
  return hasSessionCookie ? target : loginPath(target);
}

/**
 * Signed-in pages served from the cache (accountShell): the proxy sends a browser without a
 * session cookie to /login from them, as the server's session check does on the others.
 */
export const ACCOUNT_SHELL_PAGES: ReadonlySet<string> = new Set([
  "/mytrip/dashboard",
  "/mytrip/mytrips",
  "/dashboard",
  "/bookings",
]);
