import { startSignIn } from "@/lib/server/sso/oidc";
import { rawRoute } from "@/lib/server/http/api-route";

/** Starts signing in with the agency's provider `slug`; `redirect` is where to go afterwards. */
export const GET = rawRoute(startSignIn);
