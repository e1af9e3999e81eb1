import "server-only";
import { ApiError } from "../errors";
import type { AgencyRow } from "../agency/agency";
import { academyUrl } from "../agency/content";
import { findUser } from "./accounts";
import type { UserRow } from "./session";
import { consumeUserToken, issueUserToken } from "./user-tokens";

/**
 * SPEC §2.5 academy link, made safe: the new tab gets a one-minute, single-use token that only
 * the academy can exchange for who the user is, never the session token itself.
 */
export async function academyLink(agency: AgencyRow, user: UserRow): Promise<string> {
  const base = academyUrl();
  if (!base) throw new ApiError("academyUnavailable", "The academy is not available");
  const token = await issueUserToken(agency.id, user.id, "academy");
  const url = new URL(base);
  url.searchParams.set("token", token);
  return url.toString();
}

export async function exchangeAcademyToken(agency: AgencyRow, token: string) {
  const userId = await consumeUserToken(agency.id, "academy", token);
  const user = userId ? await findUser(agency.id, userId) : null;
  if (!user || user.disabledAt)
    throw new ApiError("invalidLink", "This link is not valid or has expired");
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: user.userType,
    },
    agency: { subdomain: agency.subdomain, agencyName: agency.agencyName },
  };
}
