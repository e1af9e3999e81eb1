/** What a session id may look like: kept free of imports so the browser bundle stays small. */
export const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
