import * as z from "zod";
import { messageResponse } from "@/lib/contract/user";
import { LOCALES } from "@/lib/i18n/locales";
import { setLanguage } from "@/lib/server/auth/accounts";
import { ApiError } from "@/lib/server/errors";
import { apiRoute } from "@/lib/server/http/api-route";

const language = z.enum(LOCALES);

/** SPEC §7: saves a signed-in user's interface language. */
export const GET = apiRoute(messageResponse, async (ctx) => {
  const { user } = await ctx.requireSession();
  const parsed = language.safeParse(ctx.params.language?.toLowerCase());
  if (!parsed.success)
    throw new ApiError("badRequest", `Unknown language; use one of ${LOCALES.join(", ")}`);
  await setLanguage(ctx.agency, user, parsed.data);
  return { message: "Language saved" };
});
