import { startSignIn } from "@/lib/server/auth/oidc";
import { rawRoute } from "@/lib/server/http/api-route";

/** Starts signing in with the agency's provider `slug`; `redirect` is where to go afterwards. */
export const GET = rawRoute(startSignIn);
