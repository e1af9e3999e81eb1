import * as z from "zod";
import { ApiError } from "@/lib/server/errors";
import { rawRoute } from "@/lib/server/http/api-route";
import { readBody } from "@/lib/server/http/body";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import {
  challengeLanguage,
  challengeNotFoundPage,
  challengePage,
  completeChallenge,
} from "@/lib/server/payments/sandbox-challenge";

/** The form has one field; anything much larger is not from it. */
const FORM_LIMIT = 2_000;
const outcome = z.enum(["approve", "fail"]);

/** The sandbox bank's 3-D Secure page for a payment of the host's agency. */
export const GET = rawRoute(async ({ agency, params, request, cookie }) =>
  challengePage(
    agency.id,
    params.id ?? "",
    request.url,
    challengeLanguage(agency, cookie(LOCALE_COOKIE)),
  ),
);

/** The page's answer (a same-origin form post): settles the challenge, back to the checkout. */
export const POST = rawRoute(async ({ agency, params, request, cookie }) => {
  const form = new URLSearchParams(new TextDecoder().decode(await readBody(request, FORM_LIMIT)));
  const chosen = outcome.safeParse(form.get("outcome"));
  if (!chosen.success) throw new ApiError("badRequest", "outcome must be approve or fail");
  const back = await completeChallenge(agency.id, params.id ?? "", chosen.data, request.url);
  if (!back) return challengeNotFoundPage(challengeLanguage(agency, cookie(LOCALE_COOKIE)));
  return new Response(null, {
    status: 303,
    headers: { location: back, "cache-control": "no-store" },
  });
});
