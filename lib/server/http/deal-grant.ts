import "server-only";
import { permissionsOf } from "@/lib/auth/permissions";
import { DEAL_GRANT_COOKIE, DEAL_HINT_COOKIE } from "@/lib/contract/cookies";
import { grantedDealLink, type DealGrant, type DealReader } from "../proposals/deal-links";
import { caller } from "./caller";
import type { RequestContext } from "./request-context";

/** A deal link's grant on a request (issue 28): the cookies its short URL gave the browser. */

/** The deal link whose grant the request's browser holds, its token checked; null otherwise. */
export const dealGrantOf = (ctx: RequestContext) =>
  grantedDealLink(ctx.agency.id, ctx.cookie(DEAL_GRANT_COOKIE));

export function dealReaderOf(ctx: RequestContext): DealReader {
  return {
    grantedId: dealGrantOf(ctx),
    isStaff: async () => {
      const session = await ctx.session();
      return session !== null && permissionsOf(session.user).has("dealLink.read");
    },
  };
}

/** The grant (httpOnly) and its readable hint, both until the link expires. */
export function giveDealGrant(ctx: RequestContext, grant: DealGrant): void {
  const cookie = { sameSite: "lax", path: "/", secure: caller(ctx.request).secure } as const;
  ctx.setCookie(DEAL_GRANT_COOKIE, grant.value, {
    ...cookie,
    httpOnly: true,
    expires: grant.expires,
  });
  ctx.setCookie(DEAL_HINT_COOKIE, "1", { ...cookie, expires: grant.expires });
}
