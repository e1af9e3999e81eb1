import { finishSignIn } from "@/lib/server/sso/oidc";
import { rawRoute } from "@/lib/server/http/api-route";

/** Where the provider sends the browser back: a session and the remembered page, or /login. */
export const GET = rawRoute(finishSignIn);
