import "server-only";
import type { CookieSerializeOptions } from "cookie";
import { isLocale } from "@/lib/i18n/locales";
import { requestAddress, requestProtocol } from "./client-address";
import type { RequestContext } from "./request-context";
import { AUTH_HINT_COOKIE } from "@/lib/contract/cookies";
import { ACCESS_TOKEN_COOKIE, SESSION_TTL_SECONDS } from "../auth/session";

/**
 * Who is calling, as far as the request tells: for throttling, emails and session records. The
 * protocol, which sets the session cookie's Secure flag and the origin of the links we send, is
 * the connection's unless a trusted proxy says otherwise (DESIGN §4), never a client's header.
 */
export function caller(request: Request) {
  const address = requestAddress(request);
  const url = new URL(request.url);
  const proto = requestProtocol(request);
  const host = request.headers.get("host") ?? url.host;
  const language = request.headers.get("accept-language")?.split(/[,;-]/)[0]?.toLowerCase();
  return {
    address,
    userAgent: request.headers.get("user-agent"),
    origin: `${proto}://${host}`,
    locale: isLocale(language) ? language : "en",
    secure: proto === "https",
  };
}

/** The httpOnly session cookie and the readable `auth` hint beside it. */
function sessionCookies(request: Request, sealed: string) {
  const { secure } = caller(request);
  const base = { path: "/", sameSite: "lax" as const, secure, maxAge: SESSION_TTL_SECONDS };
  return [
    [ACCESS_TOKEN_COOKIE, sealed, { ...base, httpOnly: true }],
    [AUTH_HINT_COOKIE, "1", base],
  ] as const satisfies ReadonlyArray<readonly [string, string, CookieSerializeOptions]>;
}

export function setSessionCookies(ctx: RequestContext, sealed: string) {
  for (const [name, value, options] of sessionCookies(ctx.request, sealed)) {
    ctx.setCookie(name, value, options);
  }
}

/** SPEC §4 logout: the token, auth, hideHeader and hideFooter cookies, host-only and on the domain. */
export function clearSessionCookies(ctx: RequestContext) {
  const host = (ctx.request.headers.get("host") ?? new URL(ctx.request.url).host).replace(
    /:\d+$/,
    "",
  );
  for (const name of [ACCESS_TOKEN_COOKIE, AUTH_HINT_COOKIE, "hideHeader", "hideFooter"]) {
    ctx.setCookie(name, "", { path: "/", maxAge: 0, expires: new Date(0) });
    ctx.setCookie(name, "", { path: "/", domain: host, maxAge: 0, expires: new Date(0) });
  }
}
