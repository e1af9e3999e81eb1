import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { LOGOUT_PATH, loginPath, SUBSCRIPTION_PATH } from "@/lib/auth/login-path";
import { permissionsOf, type Permission } from "@/lib/auth/permissions";
import { PATHNAME_HEADER } from "@/lib/tenancy/pathname";
import { agencyRowForSegment } from "../agency/agency";
import { agencyPage, type AgencyPageParams } from "../agency/page-context";
import { lapseIfEnded } from "../agency/subscription";
import { ACCESS_TOKEN_COOKIE, sessionFromToken } from "./session";

/**
 * The session of the page's request, null without a session cookie, or "ended" when the cookie
 * names a session that is over (signed out elsewhere, password changed, account disabled); one
 * database read per render.
 */
export const pageSession = cache(async (agencyId: string) => {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
  if (!token) return null;
  const session = await sessionFromToken(agencyId, token);
  return session === "invalid" ? "ended" : session;
});

/**
 * For the signed-in pages rendered per request (their metadata and page both call it; either may
 * run first): the agency, locale, session and what the user may read. A visitor goes to /login
 * with a `redirect` back here; a browser whose session ended goes through /logout, as a 401 of
 * the API takes it (SPEC §7), which clears its cookies; an owner or admin of an unsubscribed
 * agency (or one whose paid period just ended) goes to /subscription.
 */
export async function accountPage(params: AgencyPageParams) {
  const { agency, locale } = await agencyPage(params);
  const path = (await headers()).get(PATHNAME_HEADER) ?? "/";
  const session = await pageSession(agency.id);
  if (!session) redirect(loginPath(path));
  if (session === "ended") redirect(LOGOUT_PATH);
  const { user } = session;
  const ownerOrAdmin = user.userType === "AgencyOwner" || user.userType === "Admin";
  if (ownerOrAdmin && !path.startsWith(SUBSCRIPTION_PATH)) {
    const row = await agencyRowForSegment((await params).agency);
    if (!agency.isSubscribed || (row && (await lapseIfEnded(row)))) redirect(SUBSCRIPTION_PATH);
  }
  const permissions = permissionsOf(user);
  return {
    agency,
    locale,
    user,
    can: (permission: Permission) => permissions.has(permission),
  };
}
