import { SESSION_ID } from "@/lib/contract/common";

export const SESSION_COOKIE = "x-session-id";
export const SESSION_OVERRIDE_PARAM = "xsessionid";

export function readCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name)
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

const documentJar: CookieJar = {
  get: () => document.cookie,
  set: (cookie) => {
    document.cookie = cookie;
  },
};

/**
 * SPEC §4: a random session id kept in the `x-session-id` cookie; an `xsessionid` query parameter
 * overrides it (and is kept from then on).
 */
export function ensureSessionId(
  search: string,
  jar: CookieJar = documentJar,
  random = () => crypto.randomUUID(),
): string {
  const override = new URLSearchParams(search).get(SESSION_OVERRIDE_PARAM);
  const current = readCookie(SESSION_COOKIE, jar.get());
  const id =
    override && SESSION_ID.test(override)
      ? override
      : current && SESSION_ID.test(current)
        ? current
        : random();
  if (id !== current) jar.set(`${SESSION_COOKIE}=${encodeURIComponent(id)}; Path=/; SameSite=Lax`);
  return id;
}
