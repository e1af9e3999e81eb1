import "server-only";
import { and, eq } from "drizzle-orm";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import type { UserProfile } from "@/lib/contract/user";
import { isLocale } from "@/lib/i18n/locales";
import type { AgencyRow } from "../agency/agency";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../errors";
import { creditsOf } from "../ledger/ledger";
import { sendAccountEmail } from "./emails";
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from "./password";
import { createSession, revokeUserSessions, type UserRow } from "./session";
import { clearAccountFailures, isThrottled, recordFailure, throttleKeys } from "./throttle";
import { consumeUserToken, issueUserToken } from "./user-tokens";

export { isAgentRole as isAgent } from "@/lib/auth/permissions";

/** The profile as the API shows it; the credits are the ledger's balance. */
export async function toProfile(u: UserRow): Promise<UserProfile> {
  const credits = await creditsOf(u);
  return {
    id: u.id,
    personal_info: {
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email,
      profile_image: u.profileImage,
      credits: { amount: credits.amountMinor, currency: credits.currency },
    },
    userType: u.userType,
    auth: { emailVerified: u.emailVerifiedAt !== null, hasPassword: u.passwordHash !== null },
    isTravelAgent: u.isTravelAgent,
    isRestrictedAgent: u.isRestrictedAgent,
    isRewardWalletEnable: u.isRewardWalletEnable,
    language: isLocale(u.language) ? u.language : null,
    createdAt: u.createdAt.toISOString(),
  };
}

const PASSWORD_MESSAGES = {
  tooShort: "The password must have at least 8 characters",
  tooLong: "The password must have at most 256 characters",
  tooCommon: "This password is too common. Choose one that is harder to guess",
} as const;

export function checkNewPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new ApiError(problem, PASSWORD_MESSAGES[problem]);
}

export async function findUserByEmail(agencyId: string, email: string): Promise<UserRow | null> {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.agencyId, agencyId), eq(t.users.email, email.toLowerCase())));
  return user ?? null;
}

export async function findUser(agencyId: string, id: string): Promise<UserRow | null> {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.agencyId, agencyId), eq(t.users.id, id)));
  return user ?? null;
}

interface Caller {
  /** The address the request came from (for throttling), when known. */
  address: string | null;
  userAgent: string | null;
  /** The site origin the user is on, for links in emails. */
  origin: string;
  locale: string;
}

export const SIGNUP_MESSAGE =
  "Check your email: we have sent you a link to confirm your address and finish signing up.";

/**
 * The emailed confirmation link. It carries the deep link the user signed up or in from (SPEC
 * §4), since it may open in another tab or browser where nothing else of the visit is kept.
 */
function verifyLink(caller: Caller, token: string, redirect: string | undefined): string {
  const back = safeRedirectPath(redirect, "/");
  const link = `${caller.origin}/verify?token=${token}`;
  return back === "/" ? link : `${link}&redirect=${encodeURIComponent(back)}`;
}

/**
 * A new traveller account, unverified until the emailed link is opened. For an address that
 * already has an account the answer is the same (nobody learns who is registered); the owner of
 * the address gets an email saying so instead.
 */
export async function signUp(
  agency: AgencyRow,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    language?: string;
    redirect?: string;
  },
  caller: Caller,
): Promise<void> {
  if (agency.isHideSignupOption) throw new ApiError("signupClosed", "Sign-up is not available");
  checkNewPassword(input.password);
  const db = await getDb();
  const language = input.language ?? caller.locale;
  const [created] = await db
    .insert(t.users)
    .values({
      agencyId: agency.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await hashPassword(input.password),
      language: isLocale(language) ? language : null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    const token = await issueUserToken(agency.id, created.id, "verify");
    await sendAccountEmail(
      "verify",
      agency,
      created,
      verifyLink(caller, token, input.redirect),
      language,
    );
    return;
  }
  const existing = await findUserByEmail(agency.id, input.email);
  if (existing) {
    await sendAccountEmail(
      "alreadyRegistered",
      agency,
      existing,
      `${caller.origin}/forgotpassword`,
      existing.language ?? language,
    );
  }
}

export async function verifyEmail(agency: AgencyRow, token: string): Promise<void> {
  const userId = await consumeUserToken(agency.id, "verify", token);
  if (!userId) throw new ApiError("invalidLink", "This link is not valid or has expired");
  const db = await getDb();
  await db
    .update(t.users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(t.users.agencyId, agency.id), eq(t.users.id, userId)));
}

export const TOO_MANY_ATTEMPTS =
  "Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.";
const WRONG_CREDENTIALS = "The email or password is not correct";

/** Checks the password and opens a new session: the sealed cookie value and the user. */
export async function login(
  agency: AgencyRow,
  input: { email: string; password: string; redirect?: string },
  caller: Caller,
): Promise<{ sealed: string; user: UserRow }> {
  const keys = throttleKeys(input.email, caller.address);
  if (await isThrottled(agency.id, keys)) throw new ApiError("throttled", TOO_MANY_ATTEMPTS);

  const user = await findUserByEmail(agency.id, input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : (await verifyPassword(input.password, await decoyHash()), false);
  if (!user || !valid) {
    await recordFailure(agency.id, keys);
    // 400, not 401: the browser client treats every 401 as "your session ended" (SPEC §7).
    throw new ApiError("wrongCredentials", WRONG_CREDENTIALS);
  }
  if (user.disabledAt) throw new ApiError("disabled", "This account is disabled");
  if (agency.isSsoEnabled && !agency.isDirectLoginAllowedForSsoUsers && (await hasIdentity(user))) {
    throw new ApiError("ssoOnly", "Please sign in with single sign-on");
  }
  if (!user.emailVerifiedAt) {
    const token = await issueUserToken(agency.id, user.id, "verify");
    await sendAccountEmail(
      "verify",
      agency,
      user,
      verifyLink(caller, token, input.redirect),
      user.language ?? caller.locale,
    );
    throw new ApiError(
      "unverified",
      "Please confirm your email address first: we have sent you a new link",
    );
  }
  await clearAccountFailures(agency.id, input.email);
  return { sealed: await createSession(agency.id, user.id, caller.userAgent), user };
}

async function hasIdentity(user: UserRow): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ subject: t.userIdentities.subject })
    .from(t.userIdentities)
    .where(and(eq(t.userIdentities.agencyId, user.agencyId), eq(t.userIdentities.userId, user.id)))
    .limit(1);
  return rows.length > 0;
}

export const RESET_MESSAGE =
  "If an account exists for this address, we have sent it a link to choose a new password.";

export async function requestPasswordReset(
  agency: AgencyRow,
  email: string,
  caller: Caller,
): Promise<void> {
  const user = await findUserByEmail(agency.id, email);
  if (!user || user.disabledAt) return;
  const token = await issueUserToken(agency.id, user.id, "reset");
  await sendAccountEmail(
    "reset",
    agency,
    user,
    `${caller.origin}/newPassword?token=${token}`,
    user.language ?? caller.locale,
  );
}

/** A new password from an emailed link; it proves the address and ends every session. */
export async function resetPassword(agency: AgencyRow, token: string, password: string) {
  checkNewPassword(password);
  const userId = await consumeUserToken(agency.id, "reset", token);
  if (!userId) throw new ApiError("invalidLink", "This link is not valid or has expired");
  const db = await getDb();
  const now = new Date();
  await db
    .update(t.users)
    .set({ passwordHash: await hashPassword(password), emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(t.users.agencyId, agency.id), eq(t.users.id, userId)));
  await revokeUserSessions(agency.id, userId);
}

/** Changes the password, ends every session of the user and opens a new one for this client. */
export async function changePassword(
  agency: AgencyRow,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
  caller: Pick<Caller, "userAgent">,
): Promise<string> {
  if (user.passwordHash && !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new ApiError("wrongCurrentPassword", "The current password is not correct");
  }
  checkNewPassword(input.newPassword);
  const db = await getDb();
  await db
    .update(t.users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(and(eq(t.users.agencyId, agency.id), eq(t.users.id, user.id)));
  await revokeUserSessions(agency.id, user.id);
  return createSession(agency.id, user.id, caller.userAgent);
}

export async function updateProfile(
  agency: AgencyRow,
  user: UserRow,
  input: { firstName: string; lastName: string; language?: string | null },
): Promise<UserRow> {
  const db = await getDb();
  const [updated] = await db
    .update(t.users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      ...(input.language !== undefined ? { language: input.language } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(t.users.agencyId, agency.id), eq(t.users.id, user.id)))
    .returning();
  if (!updated) throw new ApiError("notFound", "User not found");
  return updated;
}

export async function setLanguage(agency: AgencyRow, user: UserRow, language: string) {
  const db = await getDb();
  await db
    .update(t.users)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(t.users.agencyId, agency.id), eq(t.users.id, user.id)));
}
