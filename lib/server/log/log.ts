import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * The server's log (issue 26): one JSON object a line — time, level, message, the request's id
 * when a request is being answered, and the fields given — so that a log store can index it and
 * every line of one call can be found by the id its error body and `X-Request-Id` header carry.
 * Errors are written as their name, message and stack; no field holds a secret (callers pass
 * none: never a card, a token or a key).
 */
const scope = new AsyncLocalStorage<{ requestId: string }>();

/** A load balancer's own id (`X-Request-Id`) is kept when it looks like one; else a new one. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && FORWARDED_ID.test(given) ? given : randomUUID();
}

/** Runs `work` with `requestId` on every line it logs. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

type Level = "info" | "warn" | "error";

function plain(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  return value;
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line: Record<string, unknown> = { time: new Date().toISOString(), level, msg };
  const requestId = currentRequestId();
  if (requestId) line.requestId = requestId;
  for (const [name, value] of Object.entries(fields)) line[name] = plain(value);
  let text: string;
  try {
    text = JSON.stringify(line);
  } catch {
    text = JSON.stringify({
      ...line,
      ...Object.fromEntries(Object.keys(fields).map((k) => [k, "?"])),
    });
  }
  (level === "info" ? process.stdout : process.stderr).write(`${text}\n`);
}

export const log = {
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
