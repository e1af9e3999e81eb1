/** Cookie names both sides use; free of imports so that the browser bundle stays small. */

/**
 * The readable cookie beside the httpOnly session cookie: says a session may exist, so that
 * cached pages and the client ask for the user only then. It carries nothing secret.
 */
export const AUTH_HINT_COOKIE = "auth";

/** The httpOnly session cookie (SPEC §7 `x-access-token`); only its presence is read outside the API. */
export const ACCESS_TOKEN_COOKIE = "x-access-token";
