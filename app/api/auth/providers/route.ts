import { providersResponse } from "@/lib/contract/user";
import { signInProviders } from "@/lib/server/sso/oidc";
import { apiRoute } from "@/lib/server/http/api-route";

/** The single sign-on and social providers the agency's sign-in pages may offer. */
export const GET = apiRoute(providersResponse, async (ctx) => ({
  providers: await signInProviders(ctx.agency),
}));
