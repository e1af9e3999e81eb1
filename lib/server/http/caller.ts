import "server-only";
import { isLocale } from "@/lib/i18n/locales";
import type { RouteContext } from "./api-route";
import { ACCESS_TOKEN_COOKIE, AUTH_HINT_COOKIE, SESSION_TTL_SECONDS } from "../auth/session";

/** Who is calling, as far as the request tells: for throttling, emails and session records. */
export function caller(request: Request) {
  const forwarded = request.headers.get("x-forwarded-for");
  // The nearest proxy appends the address it saw; earlier entries are whatever the client sent.
  const address = forwarded?.split(",").at(-1)?.trim() || request.headers.get("x-real-ip") || null;
  const url = new URL(request.url);
  const proto =
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.slice(0, -1);
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
export function setSessionCookies(ctx: RouteContext, sealed: string) {
  const { secure } = caller(ctx.request);
  const base = { path: "/", sameSite: "lax" as const, secure, maxAge: SESSION_TTL_SECONDS };
  ctx.setCookie(ACCESS_TOKEN_COOKIE, sealed, { ...base, httpOnly: true });
  ctx.setCookie(AUTH_HINT_COOKIE, "1", base);
}

/** SPEC §4 logout: the token, auth, hideHeader and hideFooter cookies, host-only and on the domain. */
export function clearSessionCookies(ctx: RouteContext) {
  const host = (ctx.request.headers.get("host") ?? new URL(ctx.request.url).host).replace(
    /:\d+$/,
    "",
  );
  for (const name of [ACCESS_TOKEN_COOKIE, AUTH_HINT_COOKIE, "hideHeader", "hideFooter"]) {
    ctx.setCookie(name, "", { path: "/", maxAge: 0, expires: new Date(0) });
    ctx.setCookie(name, "", { path: "/", domain: host, maxAge: 0, expires: new Date(0) });
  }
}
