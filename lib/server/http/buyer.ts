import "server-only";
import { ApiError } from "../errors";
import {
  buyerFor,
  GUEST_COOKIE,
  guestSecretOf,
  newGuestSecret,
  ownerKey,
  type Buyer,
} from "../bookings/buyer";
import { idempotencyKeyOf, idempotent, type Answer } from "../idempotency/idempotency";
import { caller } from "./caller";
import type { RequestContext } from "./request-context";

const GUEST_COOKIE_SECONDS = 30 * 24 * 3600;

/**
 * Who books on this request: the signed-in user, or the guest whose browser holds the secret of
 * the httpOnly guest cookie (issued on the first quote: `issue`). A guest never gets a 401 (SPEC
 * §7 turns a 401 into a logout): a quote a guest may not start answers 403 instead.
 */
export async function buyerOf(
  ctx: RequestContext,
  {
    issue = false,
    /**
     * Whether a guest may start a checkout here: the agency's non-login flow, or a proposal's
     * link that grants its options alone (issue 28). A guest cookie a proposal issued does not
     * make the agency's other offers bookable signed out.
     */
    guestMayQuote = ctx.agency.allowNonLoginFlow,
  } = {},
): Promise<Buyer> {
  const session = await ctx.session();
  if (session) return buyerFor(session.user, undefined);
  if (issue && !guestMayQuote) {
    throw new ApiError("forbidden", "Please sign in to book with this agency.");
  }
  let secret = guestSecretOf(ctx.cookie(GUEST_COOKIE));
  if (!secret && issue) {
    secret = newGuestSecret();
    ctx.setCookie(GUEST_COOKIE, secret, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: caller(ctx.request).secure,
      maxAge: GUEST_COOKIE_SECONDS,
    });
  }
  return buyerFor(null, secret);
}

/**
 * Runs a POST that moves money once per Idempotency-Key (DESIGN §9) and answers as the first
 * call did: its status, and its body or its error.
 */
export async function idempotentCall<T>(
  ctx: RequestContext,
  buyer: Buyer,
  request: unknown,
  run: () => Promise<Answer>,
): Promise<T> {
  const key = idempotencyKeyOf(ctx.request);
  const scope = `${ctx.request.method} ${new URL(ctx.request.url).pathname}`;
  const answer = await idempotent(
    { agencyId: ctx.agency.id, owner: ownerKey(buyer), scope, key, request },
    run,
  );
  if (answer.status >= 400) {
    const { code, message } = answer.body as { code: ApiError["code"]; message: string };
    throw new ApiError(code, message);
  }
  ctx.status = answer.status;
  return answer.body as T;
}
