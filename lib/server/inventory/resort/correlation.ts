import "server-only";
import { log } from "../../log/log";

/** How the resort service traces a call across systems (SPEC §7: clients send x-correlation-id). */

export const CORRELATION_HEADER = "x-correlation-id";
// Echoed into a response header and logs: only a short, plain token is taken as is.
const SANE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The request's correlation id when it is sane, else a new one: a bad one is not an error. */
export function correlationId(request: Request): string {
  const given = request.headers.get(CORRELATION_HEADER);
  return given && SANE_ID.test(given) ? given : crypto.randomUUID();
}

/**
 * Wraps a resort route handler (every route of /api/resort/v2 has it) so that every answer,
 * errors included, carries the correlation id, and the server logs one line per call with the
 * id, the method, the path, the status and the call's own request id: the line a support
 * engineer finds from the id the resort client sent.
 */
export function withCorrelationId<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const id = correlationId(request);
    const started = performance.now();
    const res = await handler(request, ...rest);
    // A copy, since a Response's headers may be immutable.
    const out = new Response(res.body, res);
    out.headers.set(CORRELATION_HEADER, id);
    log.info("resort call", {
      correlationId: id,
      method: request.method,
      path: new URL(request.url).pathname,
      status: out.status,
      requestId: out.headers.get("x-request-id"),
      ms: Math.round(performance.now() - started),
    });
    return out;
  };
}
