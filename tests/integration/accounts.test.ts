import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/user/login/route";
import { POST as signup } from "@/app/api/user/signup/route";
import { POST as verify } from "@/app/api/user/verify/route";
import { POST as forgot } from "@/app/api/user/forgot-password/route";
import { POST as reset } from "@/app/api/user/reset-password/route";
import { POST as changePassword } from "@/app/api/user/change-password/route";
import { POST as logout } from "@/app/api/user/logout/route";
import { GET as me } from "@/app/api/user/me/route";
import { GET as profile, PATCH as patchProfile } from "@/app/api/user/profile/route";
import { POST as uploadPhoto } from "@/app/api/user/profile/photo/route";
import { GET as photo } from "@/app/api/user/photo/[id]/route";
import { GET as changeLanguage } from "@/app/api/user/changeLanguage/[language]/route";
import { meResponse, userProfile } from "@/lib/contract/user";
import { hashPassword } from "@/lib/server/auth/password";
import { MAX_ACCOUNT_FAILURES, MAX_ADDRESS_FAILURES } from "@/lib/server/auth/throttle";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { REMOTE_ADDRESS_HEADER } from "@/lib/server/http/client-address";
import { DEMO_PASSWORD } from "@/lib/server/seed/seed-agencies";
import { sessionCookie } from "../support/accounts";
import { DEMO, VIAJES } from "../support/hosts";
import { send, setCookies } from "../support/http";
import { startMailbox } from "../support/mailbox";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await mailbox.close();
});

/** A unique address per test run, so runs on a shared PostgreSQL do not collide. */
const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@mail.test`;

async function signIn(host: string, email: string, password = DEMO_PASSWORD, headers = {}) {
  const response = await send(login, host, "/api/user/login", {
    body: { email, password },
    headers,
  });
  return { ...response, cookie: sessionCookie(response.headers) };
}

const whoAmI = (host: string, cookie: string) =>
  send(me, host, "/api/user/me", { method: "GET", headers: { cookie } });

describe("sign-up, verification and sign-in", () => {
  it("signs a traveller up, confirms the address by the emailed link and signs in", async () => {
    const email = unique("new.traveller");
    const password = "Lisbon-in-May-2027";
    const created = await send(signup, DEMO, "/api/user/signup", {
      body: { firstName: "Nora", lastName: "Silva", email: email.toUpperCase(), password },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toMatch(/Check your email/);

    // Before the address is confirmed, signing in is refused and a fresh link is sent.
    const early = await signIn(DEMO, email, password);
    expect(early.status).toBe(403);
    expect(early.cookie).toBe("");

    const mail = await mailbox.waitFor(email, /Confirm your email address for Horizon Travel/);
    expect(mail.text).toContain("Hello Nora,");
    const link = mailbox.link(mail, "http://demo.localhost:3000/verify?token=");
    const token = link.searchParams.get("token")!;
    expect((await send(verify, DEMO, "/api/user/verify", { body: { token } })).status).toBe(200);
    // Single use.
    const again = await send(verify, DEMO, "/api/user/verify", { body: { token } });
    expect(again).toMatchObject({
      status: 400,
      body: { message: "This link is not valid or has expired" },
    });

    const session = await signIn(DEMO, email, password);
    expect(session.status).toBe(200);
    const profileBody = userProfile.parse(session.body.user);
    expect(profileBody).toMatchObject({
      userType: "Traveller",
      personal_info: { first_name: "Nora", email },
      auth: { emailVerified: true, hasPassword: true },
    });
    expect(session.body).not.toHaveProperty("token");
    const raw = setCookies(session.headers)["x-access-token"]!.raw;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(setCookies(session.headers).auth?.value).toBe("1");

    const who = meResponse.parse((await whoAmI(DEMO, session.cookie)).body);
    expect(who.user?.personal_info.email).toBe(email);
  });

  it("carries the deep link signed up or in from in the confirmation link, never one off the site", async () => {
    const password = "Lisbon-in-May-2027";
    const checkout = "/booknow/hotels/checkout?offerId=h-1-DBL&rooms=2";
    const confirmLink = async (email: string, redirect: string) => {
      const created = await send(signup, DEMO, "/api/user/signup", {
        body: { firstName: "Rui", lastName: "Sá", email, password, redirect },
      });
      expect(created.status).toBe(201);
      const mail = await mailbox.waitFor(email, /Confirm your email address/);
      return mailbox.link(mail, "http://demo.localhost:3000/verify?token=");
    };
    const email = unique("deep.link");
    expect((await confirmLink(email, checkout)).searchParams.get("redirect")).toBe(checkout);
    for (const evil of ["//evil.com/x", "https://evil.com/x"]) {
      const link = await confirmLink(unique("deep.evil"), evil);
      expect(link.searchParams.has("redirect"), evil).toBe(false);
    }
    // The link mailed again at an unconfirmed sign-in carries the deep link of that sign-in.
    const early = await send(login, DEMO, "/api/user/login", {
      body: { email, password, redirect: "/mytrip/mytrips" },
    });
    expect(early.status).toBe(403);
    const confirmations = () =>
      mailbox.received.filter(
        (m) => JSON.stringify(m.to).includes(email) && /Confirm your email/.test(m.subject ?? ""),
      );
    await vi.waitFor(() => expect(confirmations()).toHaveLength(2), { timeout: 5000 });
    const again = mailbox.link(confirmations()[1]!, "http://demo.localhost:3000/verify?token=");
    expect(again.searchParams.get("redirect")).toBe("/mytrip/mytrips");
  });

  it("stores the password hashed and never returns it", async () => {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(t.users)
      .where(eq(t.users.email, "traveller@horizon.test"));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(DEMO_PASSWORD);
    const session = await signIn(DEMO, "traveller@horizon.test");
    expect(JSON.stringify(session.body)).not.toMatch(/scrypt|password_hash|passwordHash/);
  });

  it("answers a sign-up for a registered address like any other and tells its owner", async () => {
    const response = await send(signup, DEMO, "/api/user/signup", {
      body: {
        firstName: "X",
        lastName: "Y",
        email: "owner@horizon.test",
        password: "Another-long-one-9",
      },
    });
    expect(response.status).toBe(201);
    await mailbox.waitFor("owner@horizon.test", /Your Horizon Travel account/);
    const db = await getDb();
    const rows = await db.select().from(t.users).where(eq(t.users.email, "owner@horizon.test"));
    expect(rows.filter((r) => r.firstName === "X")).toHaveLength(0);
  });

  it.each([
    ["short", "Ab1-xyz", /at least 8 characters/],
    ["common", "password123", /too common/],
    ["common, any case", "Qwertyuiop", /too common/],
  ])("refuses a %s password", async (_label, password, message) => {
    const email = unique("weak");
    const response = await send(signup, DEMO, "/api/user/signup", {
      body: { firstName: "W", lastName: "P", email, password },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    const db = await getDb();
    expect(await db.select().from(t.users).where(eq(t.users.email, email))).toHaveLength(0);
  });

  it.each([
    ["not JSON", "{nope"],
    [
      "a bad email",
      { firstName: "A", lastName: "B", email: "not-an-email", password: "Long-enough-22" },
    ],
    ["a missing name", { lastName: "B", email: "a@b.test", password: "Long-enough-22" }],
  ])("answers %s with a 400", async (_label, body) => {
    const response = await send(signup, DEMO, "/api/user/signup", { body });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe("string");
  });

  it("keeps accounts of the same email apart per agency", async () => {
    // The demo traveller's address has no account at Viajes Sol.
    const there = await signIn(VIAJES, "traveller@horizon.test");
    expect(there.status).toBe(400);
    expect(there.body.message).toBe("The email or password is not correct");
  });

  it("refuses sign-up where the agency hides it", async () => {
    const response = await send(signup, "minimal.localhost:3000", "/api/user/signup", {
      body: { firstName: "A", lastName: "B", email: unique("m"), password: "Long-enough-22" },
    });
    expect(response.status).toBe(403);
  });
});

describe("sessions", () => {
  it("ends a session at once on logout", async () => {
    const { cookie } = await signIn(DEMO, "agent@horizon.test");
    expect((await whoAmI(DEMO, cookie)).status).toBe(200);
    const out = await send(logout, DEMO, "/api/user/logout", { headers: { cookie } });
    expect(out.body).toEqual({ message: "Signed out", isAgent: true });
    const cleared = setCookies(out.headers);
    for (const name of ["x-access-token", "auth", "hideHeader", "hideFooter"]) {
      expect(cleared[name]?.raw).toMatch(/Max-Age=0/);
    }
    expect(
      out.headers.getSetCookie().some((c) => /x-access-token=;.*Domain=demo\.localhost/i.test(c)),
    ).toBe(true);
    const after = await whoAmI(DEMO, cookie);
    expect(after.status).toBe(401);
  });

  it("opens a new session at each sign-in", async () => {
    const a = await signIn(DEMO, "sales@horizon.test");
    const b = await signIn(DEMO, "sales@horizon.test");
    expect(a.cookie).not.toBe(b.cookie);
    await send(logout, DEMO, "/api/user/logout", { headers: { cookie: a.cookie } });
    expect((await whoAmI(DEMO, a.cookie)).status).toBe(401);
    expect((await whoAmI(DEMO, b.cookie)).status).toBe(200);
  });

  it("refuses agency A's session cookie on agency B's host", async () => {
    const { cookie } = await signIn(DEMO, "traveller@horizon.test");
    // Read on its own agency first: the unsealed cookie is remembered, its agency with it.
    expect((await whoAmI(DEMO, cookie)).status).toBe(200);
    const elsewhere = await whoAmI(VIAJES, cookie);
    expect(elsewhere.status).toBe(401);
    expect(JSON.stringify(elsewhere.body)).not.toContain("traveller@horizon.test");
  });

  it("answers a tampered cookie with 401", async () => {
    const { cookie } = await signIn(DEMO, "traveller@horizon.test");
    const value = decodeURIComponent(cookie.split("=").slice(1).join("="));
    const flipped = value.slice(0, 40) + (value[40] === "A" ? "B" : "A") + value.slice(41);
    for (const bad of [flipped, "garbage", value.slice(0, -3), `${value}*x`]) {
      const response = await whoAmI(DEMO, `x-access-token=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(401);
    }
  });

  it("treats a visitor without a cookie as signed out, not as an error", async () => {
    const response = await send(me, DEMO, "/api/user/me", { method: "GET" });
    expect(response).toMatchObject({ status: 200, body: { user: null } });
    expect((await send(profile, DEMO, "/api/user/profile", { method: "GET" })).status).toBe(401);
  });

  it("ends every session of a disabled account at once", async () => {
    const email = "restricted@horizon.test";
    const { cookie } = await signIn(DEMO, email);
    const db = await getDb();
    await db.update(t.users).set({ disabledAt: new Date() }).where(eq(t.users.email, email));
    try {
      expect((await whoAmI(DEMO, cookie)).status).toBe(401);
      expect((await signIn(DEMO, email)).status).toBe(403);
    } finally {
      await db.update(t.users).set({ disabledAt: null }).where(eq(t.users.email, email));
    }
  });

  it("accepts the token in a header from an allowed separate-origin client", async () => {
    process.env.API_ALLOWED_ORIGINS = "https://app.partner.test";
    try {
      const response = await signIn(DEMO, "admin@horizon.test", DEMO_PASSWORD, {
        origin: "https://app.partner.test",
      });
      expect(response.status).toBe(200);
      const token = response.body.token as string;
      expect(token).toBeTruthy();
      const who = await send(me, DEMO, "/api/user/me", {
        method: "GET",
        headers: { "x-access-token": token },
      });
      expect(meResponse.parse(who.body).user?.userType).toBe("Admin");
    } finally {
      delete process.env.API_ALLOWED_ORIGINS;
    }
  });
});

describe("cross-site requests", () => {
  it.each([
    ["a foreign Origin", { origin: "https://evil.test" }],
    ["a look-alike Origin", { origin: "http://demo.localhost.evil.test:3000" }],
    ["Origin null", { origin: "null" }],
  ])("refuses a state change with %s and changes nothing", async (_label, headers) => {
    const response = await signIn(DEMO, "traveller@horizon.test", DEMO_PASSWORD, headers);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("Cross-site request refused");
    expect(response.cookie).toBe("");
  });

  it("refuses a state change without an Origin", async () => {
    const response = await login(
      new Request(`http://${DEMO}/api/user/login`, {
        method: "POST",
        headers: { host: DEMO, "content-type": "application/json" },
        body: JSON.stringify({ email: "traveller@horizon.test", password: DEMO_PASSWORD }),
      }),
    );
    expect(response.status).toBe(403);
  });
});

describe("login throttling", () => {
  // Our server (scripts/serve.mjs) puts the connection's address in this header; a client's own
  // X-Forwarded-For is read only behind TRUSTED_PROXY_HOPS proxies (none by default).
  const from = (address: string, forwardedFor?: string) => ({
    [REMOTE_ADDRESS_HEADER]: address,
    ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
  });

  async function freshAccount(name: string) {
    // A fresh account: on a shared database the demo accounts must stay usable by other files.
    const email = unique(name);
    const db = await getDb();
    const [demo] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, "demo"));
    await db.insert(t.users).values({
      agencyId: demo!.id,
      email,
      firstName: "T",
      lastName: "T",
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
    });
    return email;
  }

  it("answers the 11th failed sign-in for an account with 429, even from other addresses", async () => {
    const email = await freshAccount("throttled");
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      const r = await signIn(DEMO, email, `wrong-${i}-password`, from(`10.0.0.${i}`));
      expect(r.status).toBe(400);
    }
    const blocked = await signIn(DEMO, email, DEMO_PASSWORD, from("10.0.1.1"));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(blocked.cookie).toBe("");
    // Other accounts are not affected by this account's failures.
    const other = await signIn(DEMO, "traveller@horizon.test", DEMO_PASSWORD, from("10.0.1.1"));
    expect(other.status).toBe(200);
  });

  it("lets the other agents of an office sign in after one of them failed ten times", async () => {
    const office = "198.51.100.20";
    const typo = await freshAccount("typo");
    const colleague = await freshAccount("colleague");
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      expect((await signIn(DEMO, typo, `wrong-${i}-password`, from(office))).status).toBe(400);
    }
    expect((await signIn(DEMO, typo, DEMO_PASSWORD, from(office))).status).toBe(429);
    expect((await signIn(DEMO, colleague, DEMO_PASSWORD, from(office))).status).toBe(200);
  });

  it("stops a password spray from one address, whatever the account, and nobody else", async () => {
    const address = "203.0.113.77";
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      const r = await signIn(DEMO, unique(`nobody${i}`), "wrong-password-1", from(address));
      expect(r.status).toBe(400);
    }
    const email = await freshAccount("sprayed");
    const blocked = await signIn(DEMO, email, DEMO_PASSWORD, from(address));
    expect(blocked.status).toBe(429);
    // A forged X-Forwarded-For changes nothing when no proxy is trusted.
    const forged = await signIn(DEMO, email, DEMO_PASSWORD, from(address, "10.9.8.7"));
    expect(forged.status).toBe(429);
    const elsewhere = await signIn(DEMO, email, DEMO_PASSWORD, from("203.0.113.78"));
    expect(elsewhere.status).toBe(200);
  }, 90_000);

  it("reads the client's address from X-Forwarded-For behind a configured proxy", async () => {
    const proxy = "10.20.0.2";
    const client = "203.0.113.90";
    vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
    try {
      for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
        // Each client writes what it likes first; the proxy appends the address it saw.
        const r = await signIn(
          DEMO,
          unique(`spray${i}`),
          "wrong-password-1",
          from(proxy, `6.6.6.${i % 250}, ${client}`),
        );
        expect(r.status).toBe(400);
      }
      const email = await freshAccount("behind-proxy");
      expect((await signIn(DEMO, email, DEMO_PASSWORD, from(proxy, client))).status).toBe(429);
      // Another client behind the same proxy is another address.
      const other = await signIn(DEMO, email, DEMO_PASSWORD, from(proxy, "203.0.113.91"));
      expect(other.status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
  }, 90_000);
});

describe("the protocol the client is on", () => {
  // Our server (scripts/serve.mjs) tells the app the connection's own protocol; a client's
  // X-Forwarded-Proto is believed only from the proxies TRUSTED_PROXY_HOPS says are there.
  const forged = { "x-forwarded-proto": "https" };

  async function verifiedAccount(name: string) {
    const email = unique(name);
    const db = await getDb();
    const [demo] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, "demo"));
    await db.insert(t.users).values({
      agencyId: demo!.id,
      email,
      firstName: "P",
      lastName: "P",
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
    });
    return email;
  }

  async function resetLink(email: string, headers: Record<string, string>) {
    const r = await send(forgot, DEMO, "/api/user/forgot-password", { body: { email }, headers });
    expect(r.status).toBe(200);
    const mail = await mailbox.waitFor(email, /Reset your Horizon Travel password/);
    return /\S+\/newPassword\?token=\S+/.exec(mail.text ?? "")![0];
  }

  it("is the connection's with no proxy trusted: a client's X-Forwarded-Proto sets neither the cookie's Secure flag nor the links' origin", async () => {
    const email = await verifiedAccount("proto-direct");
    const signedIn = await signIn(DEMO, email, DEMO_PASSWORD, forged);
    expect(signedIn.status).toBe(200);
    expect(setCookies(signedIn.headers)["x-access-token"]!.raw).not.toMatch(/;\s*Secure/i);
    expect(await resetLink(email, forged)).toMatch(/^http:\/\/demo\.localhost:3000\/newPassword/);
  });

  it("is what the trusted proxy says behind TRUSTED_PROXY_HOPS", async () => {
    vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
    try {
      const email = await verifiedAccount("proto-proxied");
      const signedIn = await signIn(DEMO, email, DEMO_PASSWORD, forged);
      expect(signedIn.status).toBe(200);
      expect(setCookies(signedIn.headers)["x-access-token"]!.raw).toMatch(/;\s*Secure/i);
      expect(await resetLink(email, forged)).toMatch(
        /^https:\/\/demo\.localhost:3000\/newPassword/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("password reset and change", () => {
  it("resets a forgotten password by the emailed link and ends the old sessions", async () => {
    const email = "admin@horizon.test";
    const old = await signIn(DEMO, email);
    const unknown = await send(forgot, DEMO, "/api/user/forgot-password", {
      body: { email: unique("ghost") },
    });
    const known = await send(forgot, DEMO, "/api/user/forgot-password", { body: { email } });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    const mail = await mailbox.waitFor(email, /Reset your Horizon Travel password/);
    const token = mailbox
      .link(mail, "http://demo.localhost:3000/newPassword?token=")
      .searchParams.get("token")!;
    const weak = await send(reset, DEMO, "/api/user/reset-password", {
      body: { token, password: "12345678" },
    });
    expect(weak.status).toBe(400);
    const newPassword = "Fjords-and-Ferries-31";
    const done = await send(reset, DEMO, "/api/user/reset-password", {
      body: { token, password: newPassword },
    });
    expect(done.status).toBe(200);
    expect(
      (
        await send(reset, DEMO, "/api/user/reset-password", {
          body: { token, password: newPassword },
        })
      ).status,
    ).toBe(400);

    expect((await whoAmI(DEMO, old.cookie)).status).toBe(401);
    expect((await signIn(DEMO, email)).status).toBe(400);
    const fresh = await signIn(DEMO, email, newPassword);
    expect(fresh.status).toBe(200);
    // Put the demo password back for the other tests.
    const back = await send(changePassword, DEMO, "/api/user/change-password", {
      body: { currentPassword: newPassword, newPassword: DEMO_PASSWORD },
      headers: { cookie: fresh.cookie },
    });
    expect(back.status).toBe(200);
  });

  it("a reset link of one agency does nothing at another", async () => {
    const email = "traveller@horizon.test";
    await send(forgot, DEMO, "/api/user/forgot-password", { body: { email } });
    const mail = await mailbox.waitFor(email, /Reset your Horizon Travel password/);
    const token = mailbox
      .link(mail, "http://demo.localhost:3000/newPassword?token=")
      .searchParams.get("token")!;
    const there = await send(reset, VIAJES, "/api/user/reset-password", {
      body: { token, password: "Somewhere-else-77" },
    });
    expect(there.status).toBe(400);
    expect((await signIn(DEMO, email)).status).toBe(200);
  });

  it("changes the password with the current one, signing out other devices", async () => {
    const email = "sales@horizon.test";
    const phone = await signIn(DEMO, email);
    const laptop = await signIn(DEMO, email);
    const wrong = await send(changePassword, DEMO, "/api/user/change-password", {
      body: { currentPassword: "not-it-at-all", newPassword: "Brand-new-pass-42" },
      headers: { cookie: laptop.cookie },
    });
    expect(wrong.status).toBe(400);
    const changed = await send(changePassword, DEMO, "/api/user/change-password", {
      body: { currentPassword: DEMO_PASSWORD, newPassword: "Brand-new-pass-42" },
      headers: { cookie: laptop.cookie },
    });
    expect(changed.status).toBe(200);
    const renewed = setCookies(changed.headers)["x-access-token"]!.value;
    expect((await whoAmI(DEMO, phone.cookie)).status).toBe(401);
    expect((await whoAmI(DEMO, laptop.cookie)).status).toBe(401);
    const cookie = `x-access-token=${encodeURIComponent(renewed)}`;
    expect((await whoAmI(DEMO, cookie)).status).toBe(200);
    await send(changePassword, DEMO, "/api/user/change-password", {
      body: { currentPassword: "Brand-new-pass-42", newPassword: DEMO_PASSWORD },
      headers: { cookie },
    });
  });
});

describe("profile", () => {
  it("edits the name and language and saves a language choice", async () => {
    const { cookie } = await signIn(DEMO, "traveller@horizon.test");
    const edited = await send(patchProfile, DEMO, "/api/user/profile", {
      method: "PATCH",
      body: { firstName: "Tara Maria", lastName: "Lopez", language: "pt" },
      headers: { cookie },
    });
    expect(edited.status).toBe(200);
    expect(userProfile.parse(edited.body.user)).toMatchObject({
      personal_info: { first_name: "Tara Maria" },
      language: "pt",
    });
    const saved = await send(changeLanguage, DEMO, "/api/user/changeLanguage/ar", {
      method: "GET",
      headers: { cookie },
      params: { language: "ar" },
    });
    expect(saved.status).toBe(200);
    const now = await send(profile, DEMO, "/api/user/profile", {
      method: "GET",
      headers: { cookie },
    });
    expect(userProfile.parse(now.body.user).language).toBe("ar");
    const unknown = await send(changeLanguage, DEMO, "/api/user/changeLanguage/xx", {
      method: "GET",
      headers: { cookie },
      params: { language: "xx" },
    });
    expect(unknown.status).toBe(400);
    const anonymous = await send(changeLanguage, DEMO, "/api/user/changeLanguage/en", {
      method: "GET",
      params: { language: "en" },
    });
    expect(anonymous.status).toBe(401);
  });

  it("keeps a photo whose bytes are an image, served only on the user's agency", async () => {
    const { cookie, body } = await signIn(DEMO, "agent@horizon.test");
    const id = userProfile.parse(body.user).id;
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const fake = await send(uploadPhoto, DEMO, "/api/user/profile/photo", {
      body: {
        dataUrl: `data:image/png;base64,${Buffer.from("<svg onload=alert(1)>").toString("base64")}`,
      },
      headers: { cookie },
    });
    expect(fake.status).toBe(400);
    const ok = await send(uploadPhoto, DEMO, "/api/user/profile/photo", {
      body: { dataUrl: `data:image/png;base64,${png.toString("base64")}` },
      headers: { cookie },
    });
    expect(ok.status).toBe(200);
    const url = userProfile.parse(ok.body.user).personal_info.profile_image!;
    expect(url).toMatch(new RegExp(`^/api/user/photo/${id}\\?v=\\d+$`));
    const served = await photo(new Request(`http://${DEMO}${url}`, { headers: { host: DEMO } }), {
      params: Promise.resolve({ id }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const elsewhere = await photo(
      new Request(`http://${VIAJES}${url}`, { headers: { host: VIAJES } }),
      {
        params: Promise.resolve({ id }),
      },
    );
    expect(elsewhere.status).toBe(404);
  });
});
