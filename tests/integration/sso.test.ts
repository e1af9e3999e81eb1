import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as callback } from "@/app/api/auth/oidc/[slug]/callback/route";
import { GET as start } from "@/app/api/auth/oidc/[slug]/start/route";
import { GET as providers } from "@/app/api/auth/providers/route";
import { GET as me } from "@/app/api/user/me/route";
import { providersResponse } from "@/lib/contract/user";
import { hashPassword } from "@/lib/server/auth/password";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { startDevProvider, type DevAccount } from "@/scripts/lib/oidc-dev-provider";
import { sessionCookie } from "../support/accounts";
import { DEMO, MINIMAL, VIAJES } from "../support/hosts";
import { call, send, setCookies } from "../support/http";

const SECRET = "demo-sso-secret-do-not-leak";

/** Unique per run: on PostgreSQL every run shares one database. */
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const account = (name: string, extra: Partial<DevAccount> = {}): DevAccount => ({
  sub: `${name}-${run}`,
  email: `${name}-${run}@sso.test`,
  email_verified: true,
  given_name: "Ines",
  family_name: "Duarte",
  ...extra,
});
const newcomer = account("newcomer");
const passwordUser = account("member", { email: `Member-${run}@SSO.test` });
const unverified = account("unverified", { email_verified: false });
const noEmail = account("no-email", { email: undefined });
const other = account("other");
/** Someone signed up with this address but never confirmed it. */
const squatted = account("squatted");
/** Only an email: no email_verified and no names. */
const bare: DevAccount = { sub: `bare-${run}`, email: `bare.one-${run}@sso.test` };

let idp: Awaited<ReturnType<typeof startDevProvider>>;
let agencyIds: Record<string, string>;
let memberId: string;

beforeAll(async () => {
  idp = await startDevProvider({
    port: 0,
    clients: [
      {
        client_id: "demo-web",
        client_secret: SECRET,
        redirect_uris: [`http://${DEMO}/api/auth/oidc/sso/callback`],
      },
      {
        client_id: "viajes-web",
        client_secret: "viajes-secret",
        redirect_uris: [`http://${VIAJES}/api/auth/oidc/google/callback`],
      },
    ],
    accounts: [newcomer, passwordUser, unverified, noEmail, other, bare, squatted],
  });
  const db = await getDb();
  const rows = await db.select({ id: t.agencies.id, sub: t.agencies.subdomain }).from(t.agencies);
  agencyIds = Object.fromEntries(rows.map((r) => [r.sub, r.id]));
  const provider = (agency: string, slug: string, kind: "sso" | "social", clientId: string) => ({
    agencyId: agencyIds[agency]!,
    slug,
    kind,
    displayName: kind === "sso" ? "Company sign-in" : "Google",
    issuer: idp.issuer,
    clientId,
    clientSecret: clientId === "demo-web" ? SECRET : "viajes-secret",
  });
  // Upserts: a run that crashed on a shared database may have left rows behind.
  for (const row of [
    provider("demo", "sso", "sso", "demo-web"),
    provider("viajes", "google", "social", "viajes-web"),
    // SSO configured but not switched on: must not be usable.
    provider("minimal", "sso", "sso", "demo-web"),
  ]) {
    await db
      .insert(t.agencyIdentityProviders)
      .values(row)
      .onConflictDoUpdate({
        target: [t.agencyIdentityProviders.agencyId, t.agencyIdentityProviders.slug],
        set: { issuer: row.issuer, clientId: row.clientId, clientSecret: row.clientSecret },
      });
  }
  // Before any request of this file, so the cached agency already has it.
  await db.update(t.agencies).set({ isSsoEnabled: true }).where(eq(t.agencies.subdomain, "demo"));

  const [member] = await db
    .insert(t.users)
    .values({
      agencyId: agencyIds.demo!,
      email: passwordUser.email!.toLowerCase(),
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword("Lisbon-in-May-2027"),
      firstName: "Marta",
      lastName: "Member",
    })
    .returning();
  memberId = member!.id;
});

afterAll(async () => {
  const db = await getDb();
  await db.update(t.agencies).set({ isSsoEnabled: false }).where(eq(t.agencies.subdomain, "demo"));
  for (const [agency, slug] of [
    ["demo", "sso"],
    ["viajes", "google"],
    ["minimal", "sso"],
  ] as const) {
    await db
      .delete(t.agencyIdentityProviders)
      .where(
        and(
          eq(t.agencyIdentityProviders.agencyId, agencyIds[agency]!),
          eq(t.agencyIdentityProviders.slug, slug),
        ),
      );
  }
  await idp?.close();
});

/** A browser's cookies for the provider's origin (paths ignored: the names never collide). */
class Jar {
  private cookies = new Map<string, string>();
  store(headers: Headers) {
    for (const raw of headers.getSetCookie()) {
      const [pair, ...attributes] = raw.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const gone = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (gone || eq === pair!.length - 1) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(eq + 1));
    }
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

const routeContext = (slug: string) => ({ params: Promise.resolve({ slug }) });

/** Calls a route handler of ours as the browser would on `host`. */
function onSite(handler: typeof start, host: string, slug: string, path: string, cookie?: string) {
  const headers: Record<string, string> = { host };
  if (cookie) headers.cookie = cookie;
  return handler(new Request(`http://${host}${path}`, { headers }), routeContext(slug));
}

async function startFlow(host: string, slug: string, redirect?: string) {
  const query = redirect === undefined ? "" : `?redirect=${encodeURIComponent(redirect)}`;
  const response = await onSite(start, host, slug, `/api/auth/oidc/${slug}/start${query}`);
  expect(response.status).toBe(302);
  const flow = setCookies(response.headers)["oidc-flow"];
  expect(flow?.raw).toMatch(/HttpOnly/i);
  expect(flow?.raw).toMatch(/SameSite=Lax/i);
  expect(flow?.raw).toMatch(/Path=\/api\/auth\/oidc(;|$)/);
  return {
    authorize: new URL(response.headers.get("location")!),
    flowCookie: `oidc-flow=${encodeURIComponent(flow!.value)}`,
  };
}

/**
 * Follows the provider's redirects like a browser, signing in on its form with `login`, until it
 * sends the browser back to the site; returns that callback URL.
 */
async function atProvider(url: URL, login: string, jar = new Jar()): Promise<URL> {
  for (let hops = 0; hops < 10; hops++) {
    if (url.origin !== idp.issuer) return url;
    let response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header } });
    jar.store(response.headers);
    if (response.status === 200 && url.pathname.startsWith("/interaction/")) {
      const html = await response.text();
      expect(html).toContain('<label for="email">Email</label>');
      expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
      const action = html.match(/action="([^"]+)"/)![1]!;
      response = await fetch(new URL(action, url), {
        method: "POST",
        redirect: "manual",
        headers: { cookie: jar.header, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: login }),
      });
      jar.store(response.headers);
    }
    expect([302, 303]).toContain(response.status);
    url = new URL(response.headers.get("location")!, url);
  }
  throw new Error("too many redirects at the provider");
}

/** The whole sign-in: start on the site, sign in at the provider, come back to the callback. */
async function signIn(host: string, slug: string, who: DevAccount, redirect?: string, jar?: Jar) {
  const { authorize, flowCookie } = await startFlow(host, slug, redirect);
  const back = await atProvider(authorize, who.email ?? who.sub, jar);
  const response = await onSite(callback, host, slug, back.pathname + back.search, flowCookie);
  return finished(response);
}

function finished(response: Response) {
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookies: setCookies(response.headers),
    session: sessionCookie(response.headers),
  };
}

const whoAmI = async (host: string, cookie: string) =>
  (await send(me, host, "/api/user/me", { method: "GET", headers: { cookie } })).body as {
    user: { id: string; personal_info: { email: string } } | null;
  };

async function usersWithEmail(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(t.users)
    .where(and(eq(t.users.agencyId, agencyIds.demo!), eq(t.users.email, email.toLowerCase())));
}

async function identitiesOf(userId: string) {
  const db = await getDb();
  return db.select().from(t.userIdentities).where(eq(t.userIdentities.userId, userId));
}

describe("single sign-on with OpenID Connect", () => {
  it("creates a verified traveller on first sign-in, links it and opens a session", async () => {
    const result = await signIn(DEMO, "sso", newcomer, "/booknow/hotels");
    expect(result.status).toBe(302);
    expect(result.location).toBe("/booknow/hotels");
    expect(result.cookies["x-access-token"]?.raw).toMatch(/HttpOnly/i);
    expect(result.cookies.auth?.value).toBe("1");
    expect(result.cookies["oidc-flow"]?.raw).toMatch(/Max-Age=0/i);

    const [user] = await usersWithEmail(newcomer.email!);
    expect(user).toMatchObject({
      userType: "Traveller",
      passwordHash: null,
      firstName: "Ines",
      lastName: "Duarte",
    });
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect(await identitiesOf(user!.id)).toEqual([
      expect.objectContaining({
        agencyId: agencyIds.demo,
        issuer: idp.issuer,
        subject: newcomer.sub,
      }),
    ]);
    expect((await whoAmI(DEMO, result.session)).user?.personal_info.email).toBe(newcomer.email);
  });

  it("reuses the linked user on the next sign-in and sanitises an off-site redirect", async () => {
    const result = await signIn(DEMO, "sso", newcomer, "//evil.test");
    expect(result.location).toBe("/");
    const users = await usersWithEmail(newcomer.email!);
    expect(users).toHaveLength(1);
    expect((await whoAmI(DEMO, result.session)).user?.id).toBe(users[0]!.id);
  });

  it("goes home without a redirect, and the provider's own session skips its form", async () => {
    const jar = new Jar();
    expect((await signIn(DEMO, "sso", other, undefined, jar)).location).toBe("/");
    // Same browser at the provider: no form this time (atProvider would fail on a wrong email).
    const again = await signIn(DEMO, "sso", { ...other, email: "not-asked@sso.test" }, "/", jar);
    expect(again.location).toBe("/");
    expect((await whoAmI(DEMO, again.session)).user?.personal_info.email).toBe(other.email);
  });

  it("links an existing password account with the same verified email instead of a copy", async () => {
    const result = await signIn(DEMO, "sso", passwordUser);
    expect(result.location).toBe("/");
    expect((await whoAmI(DEMO, result.session)).user?.id).toBe(memberId);
    const users = await usersWithEmail(passwordUser.email!);
    expect(users).toHaveLength(1);
    expect(users[0]!.passwordHash).not.toBeNull();
    expect(await identitiesOf(memberId)).toEqual([
      expect.objectContaining({ subject: passwordUser.sub }),
    ]);
  });

  it("drops the password of an unconfirmed account it links: its author never proved the address", async () => {
    const db = await getDb();
    const [pending] = await db
      .insert(t.users)
      .values({
        agencyId: agencyIds.demo!,
        email: squatted.email!,
        passwordHash: await hashPassword("Lisbon-in-May-2027"),
        firstName: "Not",
        lastName: "Confirmed",
      })
      .returning();
    const result = await signIn(DEMO, "sso", squatted);
    expect((await whoAmI(DEMO, result.session)).user?.id).toBe(pending!.id);
    const [user] = await usersWithEmail(squatted.email!);
    expect(user!.passwordHash).toBeNull();
    expect(user!.emailVerifiedAt).not.toBeNull();
  });

  it("refuses an unverified email that matches an account, and a new account without email", async () => {
    const db = await getDb();
    await db.insert(t.users).values({
      agencyId: agencyIds.demo!,
      email: unverified.email!,
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword("Lisbon-in-May-2027"),
      firstName: "Owner",
      lastName: "Of the address",
    });
    for (const who of [unverified, noEmail]) {
      const result = await signIn(DEMO, "sso", who);
      expect(result).toMatchObject({ status: 302, location: "/login?error=sso", session: "" });
    }
    const [owner] = await usersWithEmail(unverified.email!);
    expect(await identitiesOf(owner!.id)).toEqual([]);
  });

  it("trusts the agency's own SSO for a bare email, but not a social provider", async () => {
    const social = await signIn(VIAJES, "google", bare);
    expect(social).toMatchObject({ location: "/login?error=sso", session: "" });

    const sso = await signIn(DEMO, "sso", bare);
    expect(sso.location).toBe("/");
    const [user] = await usersWithEmail(bare.email!);
    expect(user).toMatchObject({ firstName: `bare.one-${run}`, lastName: "" });
    expect(user!.emailVerifiedAt).not.toBeNull();
  });

  it("refuses a disabled user", async () => {
    const db = await getDb();
    const [user] = await usersWithEmail(other.email!);
    await db.update(t.users).set({ disabledAt: new Date() }).where(eq(t.users.id, user!.id));
    const result = await signIn(DEMO, "sso", other);
    expect(result).toMatchObject({ location: "/login?error=sso", session: "" });
  });

  it("refuses a callback without its flow cookie, with a tampered one, or with the wrong state", async () => {
    const { authorize, flowCookie } = await startFlow(DEMO, "sso", "/booknow/hotels");
    const back = await atProvider(authorize, newcomer.email!);
    const path = back.pathname + back.search;
    const wrongState = new URL(back);
    wrongState.searchParams.set("state", "not-the-state");
    const tampered =
      flowCookie.slice(0, 40) + (flowCookie[40] === "a" ? "b" : "a") + flowCookie.slice(41);

    for (const [p, cookie] of [
      [path, undefined],
      [path, tampered],
      [path, "oidc-flow=not-a-seal"],
      [wrongState.pathname + wrongState.search, flowCookie],
    ] as const) {
      const result = finished(await onSite(callback, DEMO, "sso", p, cookie));
      expect(result).toMatchObject({ status: 302, location: "/login?error=sso", session: "" });
    }
    // The genuine pair still works: nothing above reached the token endpoint.
    const ok = finished(await onSite(callback, DEMO, "sso", path, flowCookie));
    expect(ok.location).toBe("/booknow/hotels");
    expect(ok.session).not.toBe("");
    // A code is single-use: replaying the same callback fails.
    const replay = finished(await onSite(callback, DEMO, "sso", path, flowCookie));
    expect(replay).toMatchObject({ location: "/login?error=sso", session: "" });
  });

  it("turns the provider's error answer into /login?error=sso", async () => {
    const { authorize, flowCookie } = await startFlow(DEMO, "sso");
    const state = authorize.searchParams.get("state")!;
    const query = new URLSearchParams({ error: "access_denied", state, iss: idp.issuer });
    const result = finished(
      await onSite(callback, DEMO, "sso", `/api/auth/oidc/sso/callback?${query}`, flowCookie),
    );
    expect(result).toMatchObject({ location: "/login?error=sso", session: "" });
  });

  it("sends PKCE S256, a state, a nonce and the agency's own callback to the provider", async () => {
    const { authorize } = await startFlow(DEMO, "sso");
    expect(authorize.origin).toBe(idp.issuer);
    const q = authorize.searchParams;
    expect(q.get("client_id")).toBe("demo-web");
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("state")).toBeTruthy();
    expect(q.get("nonce")).toBeTruthy();
    expect(q.get("redirect_uri")).toBe(`http://${DEMO}/api/auth/oidc/sso/callback`);
  });

  it("keeps providers to their agency, and SSO to agencies that have it switched on", async () => {
    // Not switched on: a row exists, but it leads back to the login page.
    for (const handler of [start, callback]) {
      const response = await onSite(handler, MINIMAL, "sso", "/api/auth/oidc/sso/x");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/login?error=sso");
    }
    // Another agency's provider, or none at all: not found.
    for (const [host, slug] of [
      [VIAJES, "sso"],
      [DEMO, "google"],
      [DEMO, "nope"],
      [DEMO, "../../sso"],
    ] as const) {
      const response = await onSite(start, host, slug, `/api/auth/oidc/x/start`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: "Sign-in provider not found",
        code: "notFound",
        requestId: response.headers.get("x-request-id"),
      });
    }
    // Viajes' own social provider works from its own host, with its own client.
    const { authorize } = await startFlow(VIAJES, "google");
    expect(authorize.searchParams.get("client_id")).toBe("viajes-web");
  });

  it("lists each agency's usable providers without any secret", async () => {
    const list = async (host: string) => {
      const response = await call(providers, host, "/api/auth/providers");
      expect(response.status).toBe(200);
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain("viajes-secret");
      expect(text).not.toContain(idp.issuer);
      expect(text).not.toContain("demo-web");
      return providersResponse.parse(response.body).providers;
    };
    expect(await list(DEMO)).toEqual([
      { slug: "sso", kind: "sso", displayName: "Company sign-in" },
    ]);
    expect(await list(VIAJES)).toEqual([{ slug: "google", kind: "social", displayName: "Google" }]);
    expect(await list(MINIMAL)).toEqual([]);
  });
});
