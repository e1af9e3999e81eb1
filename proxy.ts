import { NextResponse, type NextRequest } from "next/server";
import {
  ACCOUNT_SHELL_PAGES,
  loginPath,
  SIGNED_IN_HOP_PATH,
  signedInHopTarget,
} from "@/lib/auth/login-path";
import { ACCESS_TOKEN_COOKIE } from "@/lib/contract/cookies";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from "@/lib/i18n/locales";
import { PATHNAME_HEADER } from "@/lib/tenancy/pathname";

/**
 * DESIGN §2: pages are routed by next.config's rewrites (lib/tenancy/routing.ts), not here. This
 * runs only for what a rewrite cannot do: a `lng` choice is remembered in the language cookie, and
 * a signed-in page learns the address asked for, which it sends to /login as `redirect`, and a
 * cached signed-in page (ACCOUNT_SHELL_PAGES) sends a browser without a session cookie there
 * itself, as it sends a browser on from SIGNED_IN_HOP_PATH (an agency's white-label root). It never
 * rewrites or opens the database: whether the session is valid is the API's.
 */
export function proxy(request: NextRequest) {
  const pathAndQuery = request.nextUrl.pathname + request.nextUrl.search;
  if (request.nextUrl.pathname === SIGNED_IN_HOP_PATH) {
    const to = request.nextUrl.searchParams.get("to");
    const target = signedInHopTarget(to, request.cookies.has(ACCESS_TOKEN_COOKIE));
    return NextResponse.redirect(new URL(target, request.url));
  }
  if (
    ACCOUNT_SHELL_PAGES.has(request.nextUrl.pathname) &&
    !request.cookies.has(ACCESS_TOKEN_COOKIE)
  ) {
    // Next writes the Location relative to the request (as a page's own redirect is), so the
    // host stays the one asked for.
    return NextResponse.redirect(new URL(loginPath(pathAndQuery), request.url));
  }
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, pathAndQuery);
  const response = NextResponse.next({ request: { headers } });

  const chosen = request.nextUrl.searchParams.get("lng")?.toLowerCase();
  if (isLocale(chosen)) {
    response.cookies.set(LOCALE_COOKIE, chosen, {
      path: "/",
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: "lax",
    });
  }
  return response;
}

export const config = {
  // A literal, as Next requires; lib/tenancy/routing.test.ts checks it against SIGNED_IN_SECTIONS.
  matcher: [
    {
      source: "/((?!api/|_next/|assets/|.*\\.[a-zA-Z0-9]+$).*)",
      has: [{ type: "query", key: "lng" }],
    },
    // SIGNED_IN_HOP_PATH, which only the proxy answers.
    "/continue",
    "/(applications|bookings|dashboard|deal-link|mytrip|pay|proposals|searches|settings|subscription|users|wallet)/:rest*",
  ],
};
