import { expect } from "vitest";
import { POST as login } from "@/app/api/user/login/route";
import { DEMO_PASSWORD } from "@/lib/server/seed/seed-agencies";
import { send, setCookies } from "./http";

/** The Cookie header carrying the session a response sets, or "" when it sets none. */
export function sessionCookie(headers: Headers): string {
  const token = setCookies(headers)["x-access-token"];
  return token ? `x-access-token=${encodeURIComponent(token.value)}` : "";
}

/** Signs a seeded user in on `host` and returns the Cookie header of the new session. */
export async function cookieOf(host: string, email: string): Promise<string> {
  const r = await send(login, host, "/api/user/login", {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(r.status).toBe(200);
  const cookie = sessionCookie(r.headers);
  expect(cookie).not.toBe("");
  return cookie;
}

/**
 * A `cookieOf` that signs each user in once and hands out the same session after that, for test
 * files that never end the sessions they use.
 */
export function reusedSessions(): (host: string, email: string) => Promise<string> {
  const cookies = new Map<string, string>();
  return async (host, email) => {
    const key = `${host} ${email}`;
    const known = cookies.get(key);
    if (known) return known;
    const cookie = await cookieOf(host, email);
    cookies.set(key, cookie);
    return cookie;
  };
}
