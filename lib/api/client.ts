import ky, { type KyInstance } from "ky";
import { LOGOUT_PATH } from "@/lib/auth/login-path";
import { AUTH_HINT_COOKIE } from "@/lib/contract/cookies";
import { ensureSessionId, readCookie } from "./session";
import { isDealOrProposalLink } from "./visit";

/** Where the client reads the request context; the browser default is below, tests pass their own. */
export interface ClientContext {
  baseUrl: string;
  locale(): string;
  sessionId(): string;
  timeZone(): string;
  /** Whether a session may exist (the readable `auth` hint beside the httpOnly token cookie). */
  signedIn(): boolean;
  location(): URL;
  redirect(path: string): void;
  fetch?: typeof fetch;
}

/** The one HTTP client of the browser side, with the header rules of SPEC §7. */
export function createApiClient(ctx: ClientContext): KyInstance {
  return ky.create({
    prefixUrl: ctx.baseUrl,
    retry: 0,
    ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          // JSON unless the call sends something else (a CSV import names its own type).
          if (!request.headers.has("Content-Type")) {
            request.headers.set("Content-Type", "application/json");
          }
          request.headers.set("Accept-Language", ctx.locale());
          request.headers.set("x-session-id", ctx.sessionId());
          request.headers.set("timeZone", ctx.timeZone());
          // The session itself travels in the httpOnly cookie, which this code never reads.
          if (!ctx.signedIn() && isDealOrProposalLink(ctx.location()))
            request.headers.set("x-auth-optional", "true");
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          if (response.status === 401) ctx.redirect(LOGOUT_PATH);
        },
      ],
    },
  });
}

function browserContext(): ClientContext {
  // Read once: a new Intl.DateTimeFormat on every call took a tenth of the home page's script time.
  let zone: string | undefined;
  return {
    baseUrl: process.env.NEXT_PUBLIC_API_BASE_URL || "/",
    locale: () => document.documentElement.lang || "en",
    sessionId: () => ensureSessionId(window.location.search),
    timeZone: () => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone),
    signedIn: () => readCookie(AUTH_HINT_COOKIE, document.cookie) === "1",
    location: () => new URL(window.location.href),
    redirect: (path) => window.location.assign(path),
  };
}

let instance: KyInstance | undefined;

export function api(): KyInstance {
  instance ??= createApiClient(browserContext());
  return instance;
}
