import { SESSION_ID } from "@/lib/contract/session-id";

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
/**
 * A random version 4 UUID. `crypto.randomUUID` exists only in secure contexts, and an agency's
 * custom domain may be served over plain HTTP, so this uses `getRandomValues`, which exists in all.
 */
export function randomSessionId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function ensureSessionId(
  search: string,
  jar: CookieJar = documentJar,
  random = randomSessionId,
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
