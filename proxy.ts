import { NextResponse, type NextRequest } from "next/server";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, localeSegment } from "@/lib/i18n/locales";
import { PATHNAME_HEADER } from "@/lib/tenancy/pathname";
import { agencySegment, resolveAgencyFromHost, tenancyOptionsFromEnv } from "@/lib/tenancy/host";

/** A segment no agency can have: the layout answers it with 'Agency not found!'. */
const NO_AGENCY_SEGMENT = "_";

/**
 * DESIGN §2: host → agency, then locale, then an internal rewrite to /<agency>/<locale>/<path>.
 * It routes; it does not guard (access is checked in lib/server) and never opens the database.
 */
export function proxy(request: NextRequest) {
  const ref = resolveAgencyFromHost(request.headers.get("host"), tenancyOptionsFromEnv());
  const agency = ref ? agencySegment(ref) : NO_AGENCY_SEGMENT;
  const lng = request.nextUrl.searchParams.get("lng");
  const locale = localeSegment(lng, request.cookies.get(LOCALE_COOKIE)?.value);

  const url = request.nextUrl.clone();
  url.pathname = `/${encodeURIComponent(agency)}/${locale}${request.nextUrl.pathname}`;
  // Signed-in pages send the user to /login?redirect=<this path>; they learn it from this header.
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  const response = NextResponse.rewrite(url, { request: { headers } });

  const chosen = lng?.toLowerCase();
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
  // Pages only: never the API, Next's own files or anything with a file extension.
  matcher: ["/((?!api/|_next/|assets/|.*\\.[a-zA-Z0-9]+$).*)"],
};
