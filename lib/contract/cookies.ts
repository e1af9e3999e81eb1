/** Cookie names both sides use; free of imports so that the browser bundle stays small. */

/**
 * The readable cookie beside the httpOnly session cookie: says a session may exist, so that
 * cached pages and the client ask for the user only then. It carries nothing secret.
 */
export const AUTH_HINT_COOKIE = "auth";

/** The httpOnly session cookie (SPEC §7 `x-access-token`); only its presence is read outside the API. */
export const ACCESS_TOKEN_COOKIE = "x-access-token";

/**
 * A deal link's grant (issue 28): the httpOnly cookie its short URL gives (the link's id and
 * token), and the readable one beside it that tells the booking pages not to ask the visitor to
 * sign in first. The hint carries nothing secret: the server checks the grant on every quote.
 */
export const DEAL_GRANT_COOKIE = "deal_grant";
export const DEAL_HINT_COOKIE = "deal";
