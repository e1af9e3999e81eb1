/**
 * The database not answering (the connection refused or lost, the server shutting down or out of
 * connections), told apart from a query's own error: the API answers it `503 unavailable` with
 * `Retry-After`, so a client sends the same call again with its Idempotency-Key and learns the
 * outcome (whatever was under way is finished by the reconciliation job), instead of a 500.
 */

/** SQLSTATE classes and codes, and Node's socket errors, that mean "no database to ask". */
const UNAVAILABLE = [
  /^08/,
  /^57P0[123]$/,
  /^53300$/,
  /^ECONNREFUSED$/,
  /^ECONNRESET$/,
  /^ETIMEDOUT$/,
];

/**
 * node-postgres's own errors for a connection that went away, which carry no code: the server
 * closing it mid-transaction (a restart), then every query on that client, a pool that cannot
 * connect in time.
 */
const CONNECTION_LOST = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout exceeded when trying to connect",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own (`cause`); a pool may wrap it again.
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNAVAILABLE.some((pattern) => pattern.test(code))) return true;
    if (code === undefined && typeof message === "string" && CONNECTION_LOST.has(message)) {
      return true;
    }
  }
  return false;
}

/** A lost connection, as the fault tests inject one at a commit (lib/server/faults). */
export function databaseUnavailable(): Error {
  return Object.assign(new Error("The database did not answer."), { code: "08006" });
}
