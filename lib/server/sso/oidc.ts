import "server-only";
import { log } from "../log/log";
import { and, asc, eq } from "drizzle-orm";
import { sealData, unsealData } from "iron-session";
import * as oidc from "openid-client";
import * as z from "zod";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import type { AgencyRow } from "../agency/agency";
import { ttlCache } from "../cache";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../errors";
import { caller, setSessionCookies } from "../http/caller";
import type { RequestContext } from "../http/request-context";
import { sessionSecret } from "../secrets";
import { findUserByEmail } from "../auth/accounts";
import { createSession, type UserRow } from "../auth/session";

export type IdentityProviderRow = typeof t.agencyIdentityProviders.$inferSelect;

const FLOW_COOKIE = "oidc-flow";
const FLOW_PATH = "/api/auth/oidc";
const FLOW_TTL_SECONDS = 10 * 60;
const CONFIG_TTL_MS = 5 * 60 * 1000;
const SCOPES = "openid email profile";
export const SSO_FAILED_PATH = "/login?error=sso";
const SLUG = /^[a-z0-9][a-z0-9_-]{0,39}$/;
/** Plain-http issuers are allowed only on this machine: the dev provider of tests and e2e. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

export async function identityProvider(
  agencyId: string,
  slug: string,
): Promise<IdentityProviderRow | null> {
  if (!SLUG.test(slug)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(t.agencyIdentityProviders)
    .where(
      and(
        eq(t.agencyIdentityProviders.agencyId, agencyId),
        eq(t.agencyIdentityProviders.slug, slug),
      ),
    );
  return row ?? null;
}

/** The agency's own SSO is usable only while the agency has it switched on. */
function isUsable(agency: AgencyRow, p: IdentityProviderRow): boolean {
  return (p.kind !== "sso" && p.slug !== "sso") || agency.isSsoEnabled;
}

/** The providers a sign-in page may offer, without anything that configures them. */
export async function signInProviders(agency: AgencyRow) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(t.agencyIdentityProviders)
    .where(eq(t.agencyIdentityProviders.agencyId, agency.id))
    .orderBy(asc(t.agencyIdentityProviders.kind), asc(t.agencyIdentityProviders.displayName));
  return rows
    .filter((p) => isUsable(agency, p))
    .map((p) => ({ slug: p.slug, kind: p.kind, displayName: p.displayName }));
}

const configurations = ttlCache<oidc.Configuration>(CONFIG_TTL_MS);

/** The provider's discovered configuration, shared for a few minutes (a failed one is not kept). */
function configuration(p: IdentityProviderRow): Promise<oidc.Configuration> {
  // The issuer and credentials are part of the key, so an edited row takes effect at once.
  const key = JSON.stringify([p.agencyId, p.slug, p.issuer, p.clientId, p.clientSecret]);
  return configurations.get(key, async () => {
    const issuer = new URL(p.issuer);
    return oidc.discovery(issuer, p.clientId, undefined, oidc.ClientSecretBasic(p.clientSecret), {
      execute: LOCAL_HOSTS.has(issuer.hostname) ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
  });
}

const flowSchema = z.object({
  agencyId: z.string(),
  slug: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirect: z.string(),
});
type Flow = z.infer<typeof flowSchema>;

function setFlowCookie(ctx: RequestContext, value: string, maxAge: number): void {
  ctx.setCookie(FLOW_COOKIE, value, {
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation, which still carries it.
    sameSite: "lax",
    path: FLOW_PATH,
    secure: caller(ctx.request).secure,
    maxAge,
    ...(maxAge === 0 ? { expires: new Date(0) } : {}),
  });
}

async function readFlow(ctx: RequestContext): Promise<Flow | null> {
  const sealed = ctx.cookie(FLOW_COOKIE);
  if (!sealed) return null;
  try {
    // unsealData gives {} for a seal that is expired or not ours; the schema refuses that.
    const data = await unsealData(sealed, { password: sessionSecret(), ttl: FLOW_TTL_SECONDS });
    return flowSchema.parse(data);
  } catch {
    return null;
  }
}

function callbackUrl(request: Request, slug: string): string {
  return `${caller(request).origin}${FLOW_PATH}/${slug}/callback`;
}

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });
}

async function usableProvider(agency: AgencyRow, slug: string) {
  const provider = await identityProvider(agency.id, slug);
  if (!provider) throw new ApiError("notFound", "Sign-in provider not found");
  return provider;
}

/** One log line for the expected failures (OAuth errors, an unreachable provider). */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return error === undefined ? "" : String(error);
  const e = error as Error & { code?: string; error?: string; error_description?: string };
  const cause = e.cause instanceof Error ? ` (${e.cause.message})` : "";
  return `: ${[e.code, e.error, e.error_description, e.message + cause].filter(Boolean).join(" ")}`;
}

function failure(agency: AgencyRow, slug: string) {
  return (detail: string, error?: unknown) => {
    log.warn("single sign-on refused", {
      agency: agency.subdomain,
      provider: slug,
      detail: `${detail}${reason(error)}`,
    });
    return redirect(SSO_FAILED_PATH);
  };
}

/** The redirect to the provider's sign-in page, remembering the flow in a sealed cookie. */
export async function startSignIn(ctx: RequestContext): Promise<Response> {
  const { agency, request } = ctx;
  const slug = ctx.params.slug!;
  const provider = await usableProvider(agency, slug);
  const fail = failure(agency, slug);
  if (!isUsable(agency, provider)) return fail("single sign-on is not enabled for the agency");
  try {
    const config = await configuration(provider);
    const flow: Flow = {
      agencyId: agency.id,
      slug,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      redirect: safeRedirectPath(new URL(request.url).searchParams.get("redirect"), "/"),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl(request, slug),
      scope: SCOPES,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: "S256",
    });
    const sealed = await sealData(flow, { password: sessionSecret(), ttl: FLOW_TTL_SECONDS });
    setFlowCookie(ctx, sealed, FLOW_TTL_SECONDS);
    return redirect(url.href);
  } catch (error) {
    return fail("could not reach the provider", error);
  }
}

const claimsSchema = z.object({
  iss: z.string().min(1),
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional().catch(undefined),
  // Some providers send the string "true".
  email_verified: z
    .unknown()
    .optional()
    .transform((v) => v === true || v === "true"),
  given_name: z.string().trim().optional().catch(undefined),
  family_name: z.string().trim().optional().catch(undefined),
  name: z.string().trim().optional().catch(undefined),
});
type Claims = z.infer<typeof claimsSchema>;

/** A new account's names: given/family name, else `name` split at a space, else the email. */
function namesFrom(c: Claims & { email: string }) {
  const [first = "", ...rest] = (c.name ?? "").split(/\s+/);
  return {
    firstName: (c.given_name || first || c.email.split("@")[0]!).slice(0, 80),
    lastName: (c.family_name || rest.join(" ")).slice(0, 80),
  };
}

/**
 * The user the ID token names on this agency: the one linked to (issuer, subject); else the
 * account with the provider-verified email, now linked; else a new traveller. A string says why
 * nobody can be signed in.
 */
async function userFor(
  agency: AgencyRow,
  provider: IdentityProviderRow,
  c: Claims,
): Promise<UserRow | string> {
  const db = await getDb();
  const [linked] = await db
    .select({ user: t.users })
    .from(t.userIdentities)
    .innerJoin(t.users, eq(t.users.id, t.userIdentities.userId))
    .where(
      and(
        eq(t.userIdentities.agencyId, agency.id),
        eq(t.users.agencyId, agency.id),
        eq(t.userIdentities.issuer, c.iss),
        eq(t.userIdentities.subject, c.sub),
      ),
    );
  if (linked) return linked.user.disabledAt ? "the account is disabled" : linked.user;

  if (!c.email) return "the provider gave no email address for a new account";
  const email = c.email;
  const link = (tx: Pick<typeof db, "insert">, userId: string) =>
    tx
      .insert(t.userIdentities)
      .values({ agencyId: agency.id, userId, issuer: c.iss, subject: c.sub })
      .onConflictDoNothing();
  const now = new Date();

  const existing = await findUserByEmail(agency.id, email);
  if (existing) {
    // Only an address the provider vouches for may take over an account that already exists.
    if (!c.email_verified)
      return "the email matches an account but is not verified by the provider";
    if (existing.disabledAt) return "the account is disabled";
    return db.transaction(async (tx) => {
      let user = existing;
      if (!existing.emailVerifiedAt) {
        // Whoever chose this unconfirmed account's password never proved they own the address;
        // the provider just did, so that password must not keep working beside the new link.
        const [updated] = await tx
          .update(t.users)
          .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
          .where(and(eq(t.users.agencyId, agency.id), eq(t.users.id, existing.id)))
          .returning();
        if (updated) user = updated;
      }
      await link(tx, user.id);
      return user;
    });
  }

  // The agency vouches for its own SSO's users (enterprise providers often omit email_verified);
  // a social account with an unverified address could claim someone else's.
  if (!c.email_verified && provider.kind !== "sso") {
    return "the provider has not verified the email of a new account";
  }
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(t.users)
      .values({
        agencyId: agency.id,
        email,
        emailVerifiedAt: now,
        passwordHash: null,
        ...namesFrom({ ...c, email }),
        userType: "Traveller",
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return "an account with this email was created at the same time";
    await link(tx, created.id);
    return created;
  });
}

/** The provider's redirect back: signs the user in and goes to the remembered page. */
export async function finishSignIn(ctx: RequestContext): Promise<Response> {
  const { agency, request } = ctx;
  const slug = ctx.params.slug!;
  const provider = await usableProvider(agency, slug);
  // The flow cookie is single-use: it goes with every answer, success or not.
  setFlowCookie(ctx, "", 0);
  const fail = failure(agency, slug);
  if (!isUsable(agency, provider)) return fail("single sign-on is not enabled for the agency");

  const flow = await readFlow(ctx);
  if (!flow || flow.agencyId !== agency.id || flow.slug !== slug) {
    return fail("the flow cookie is missing, expired or not for this provider");
  }
  let claims: Claims;
  try {
    const config = await configuration(provider);
    // The URL the provider redirected to, rebuilt from the same origin as the redirect_uri sent.
    const current = new URL(callbackUrl(request, slug) + new URL(request.url).search);
    // Checks the state, the provider's error parameter, the PKCE verifier and the ID token.
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = claimsSchema.parse(tokens.claims());
  } catch (error) {
    return fail("the provider's answer was refused", error);
  }

  try {
    const user = await userFor(agency, provider, claims);
    if (typeof user === "string") return fail(`${user} (sub ${claims.sub})`);
    const sealed = await createSession(agency.id, user.id, caller(request).userAgent);
    setSessionCookies(ctx, sealed);
    return redirect(flow.redirect);
  } catch (error) {
    // Not the provider's fault (the database, most likely): the whole error, stack and all.
    log.error("single sign-on failed", { agency: agency.subdomain, provider: slug, error });
    return redirect(SSO_FAILED_PATH);
  }
}
