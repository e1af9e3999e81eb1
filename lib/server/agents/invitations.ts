import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { createTranslator } from "next-intl";
import * as z from "zod";
import { effectiveRole } from "@/lib/auth/permissions";
import type { AgentInvitationInput, AgentRole } from "@/lib/contract/agency-agents";
import { loadMessages } from "@/lib/i18n/load-messages";
import { FALLBACK_LOCALE, isLocale } from "@/lib/i18n/locales";
import type AgentMessages from "@/messages/parts/agency-agents/en.json";
import type { AgencyRow } from "../agency/agency";
import { checkNewPassword } from "../auth/accounts";
import type { Mail } from "../mail/transport";
import { hashPassword } from "../auth/password";
import { createSession, type UserRow } from "../auth/session";
import { hashToken } from "../auth/tokens";
import { consumeUserToken, issueUserToken } from "../auth/user-tokens";
import { brandOf } from "../agency/brand";
import { fromAddress } from "../mail/brand";
import { type Db, getDb } from "../db/client";
import { agencies, userTokens, users } from "../db/schema";
import { ApiError } from "../errors";
import { brandedHtml } from "../mail/branded";
import { enqueueMail, registerMailKind } from "../mail/outbox";
import { ADMIN_ONLY_BY_OWNER } from "./agents";

/**
 * Agents join an agency by invitation (issue 16, Agents): the account is made without a password,
 * and the outbox mails a link to `/invite`, where the agent chooses one; that proves the address
 * and signs them in. The link's token is made when the mail is rendered, so it is never stored
 * anywhere but as its hash; a new invitation (or a mail rendered again) makes the earlier links
 * unusable.
 */

export const INVITE_MAIL_KIND = "agent.invite";

const payloadSchema = z.object({ userId: z.uuid(), inviter: z.string().max(200) });

/** Ends the unused invitation links of a user. */
async function withdrawInviteTokens(db: Pick<Db, "update">, agencyId: string, userId: string) {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.agencyId, agencyId),
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, "invite"),
        isNull(userTokens.usedAt),
      ),
    );
}

const pending = (u: UserRow) => u.passwordHash === null && u.invitedBy !== null && !u.disabledAt;

/**
 * Invites an agent: a new account, or, for someone invited who has not yet chosen a password, a
 * new invitation with the details given now (the earlier links stop working). An address that
 * already has an account in the agency is a 409. Only the agency owner invites an Admin.
 */
export async function inviteAgent(
  agency: AgencyRow,
  actor: UserRow,
  input: AgentInvitationInput,
): Promise<{ id: string; created: boolean }> {
  if (input.role === "Admin" && actor.userType !== "AgencyOwner") {
    throw new ApiError("forbidden", ADMIN_ONLY_BY_OWNER);
  }
  const language =
    input.language ?? (isLocale(agency.defaultLanguage) ? agency.defaultLanguage : null);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(and(eq(users.agencyId, agency.id), eq(users.email, input.email)));
    const details = {
      firstName: input.firstName,
      lastName: input.lastName,
      userType: input.role as AgentRole,
      isTravelAgent: input.role === "TravelAgent",
      isRestrictedAgent: input.isRestrictedAgent,
      invitedBy: actor.id,
      language,
    };
    let id: string;
    let created: boolean;
    if (existing) {
      if (!pending(existing)) {
        throw new ApiError("conflict", "Someone with this email already has an account here.");
      }
      await tx
        .update(users)
        .set({ ...details, updatedAt: new Date() })
        .where(and(eq(users.agencyId, agency.id), eq(users.id, existing.id)));
      await withdrawInviteTokens(tx, agency.id, existing.id);
      id = existing.id;
      created = false;
    } else {
      const [row] = await tx
        .insert(users)
        .values({ agencyId: agency.id, email: input.email, ...details })
        .onConflictDoNothing()
        .returning({ id: users.id });
      // Another request made the same address an account in the meantime.
      if (!row) {
        throw new ApiError("conflict", "Someone with this email already has an account here.");
      }
      id = row.id;
      created = true;
    }
    await enqueueMail(tx, {
      agencyId: agency.id,
      kind: INVITE_MAIL_KIND,
      payload: { userId: id, inviter: `${actor.firstName} ${actor.lastName}` },
    });
    return { id, created };
  });
}

const INVALID = "This invitation link is not valid.";
const USED = "This invitation link has already been used or replaced by a newer one.";
const EXPIRED = "This invitation has expired. Please ask the agency for a new one.";

/**
 * The invited agent's password, from the emailed link: the token is used once, the address is
 * proven by it, and a session is opened. A password the rules refuse leaves the link usable.
 */
export async function acceptInvite(
  agency: AgencyRow,
  input: { token: string; password: string },
  caller: { userAgent: string | null },
): Promise<{ sealed: string; user: UserRow }> {
  const db = await getDb();
  const [row] = await db
    .select({ usedAt: userTokens.usedAt, expiresAt: userTokens.expiresAt })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(input.token)),
        eq(userTokens.agencyId, agency.id),
        eq(userTokens.purpose, "invite"),
      ),
    );
  if (!row) throw new ApiError("invalidLink", INVALID);
  if (row.usedAt) throw new ApiError("expired", USED);
  if (row.expiresAt <= new Date()) throw new ApiError("expired", EXPIRED);
  checkNewPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = await consumeUserToken(agency.id, "invite", input.token);
  if (!userId) throw new ApiError("expired", USED);
  const now = new Date();
  const [user] = await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: now, updatedAt: now })
    .where(
      and(
        eq(users.agencyId, agency.id),
        eq(users.id, userId),
        isNull(users.passwordHash),
        isNull(users.disabledAt),
      ),
    )
    .returning();
  if (!user) throw new ApiError("expired", "This invitation has been withdrawn.");
  return { sealed: await createSession(agency.id, user.id, caller.userAgent), user };
}

/** The invitation mail, rendered when it goes out: a new link, in the agent's language. */
async function renderInvite(payload: unknown, agencyId: string): Promise<Mail> {
  const { userId, inviter } = payloadSchema.parse(payload);
  const db = await getDb();
  const [[user], [agency]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(and(eq(users.agencyId, agencyId), eq(users.id, userId))),
    db
      .select({ defaultLanguage: agencies.defaultLanguage })
      .from(agencies)
      .where(eq(agencies.id, agencyId)),
  ]);
  if (!user || !agency) throw new Error(`invited user ${userId} not found`);
  // Accepted, disabled, or no longer an agent since it was queued: this mail has no use.
  if (!pending(user) || effectiveRole(user) === "Traveller") {
    throw new Error(`the invitation of ${userId} is no longer pending`);
  }
  await withdrawInviteTokens(db, agencyId, user.id);
  const token = await issueUserToken(agencyId, user.id, "invite");
  const brand = await brandOf(agencyId);
  const link = `${brand.siteUrl}/invite?token=${token}`;
  const candidate = user.language ?? agency.defaultLanguage;
  const locale = isLocale(candidate) ? candidate : FALLBACK_LOCALE;
  const messages = (await loadMessages(locale)) as typeof AgentMessages;
  const t = createTranslator({ locale, messages, namespace: "AgentInviteMail" });
  const values = { agency: brand.name, name: user.firstName, inviter };
  const subject = t("subject", values);
  const greeting = t("greeting", values);
  const body = t("body", values);
  const action = t("action", values);
  const ignore = t("ignore", values);
  return {
    to: user.email,
    from: fromAddress(brand),
    subject,
    text: `${greeting}\n\n${body}\n\n${action}: ${link}\n\n${ignore}\n`,
    html: brandedHtml({
      brand,
      locale,
      paragraphs: [greeting, body],
      action: { label: action, link },
      footnote: ignore,
    }),
  };
}

/** Registers the invitation mail with the outbox; call at start-up, before it drains. */
export function registerAgentMails(): void {
  registerMailKind(INVITE_MAIL_KIND, renderInvite);
}
