import { oidcRoute, startSignIn } from "@/lib/server/auth/oidc";

/** Starts signing in with the agency's provider `slug`; `redirect` is where to go afterwards. */
export const GET = oidcRoute((agency, slug, request) =>
  startSignIn(agency, slug, request, {
    redirect: new URL(request.url).searchParams.get("redirect"),
  }),
);
