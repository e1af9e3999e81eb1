import { finishSignIn, oidcRoute } from "@/lib/server/auth/oidc";

/** Where the provider sends the browser back: a session and the remembered page, or /login. */
export const GET = oidcRoute(finishSignIn);
