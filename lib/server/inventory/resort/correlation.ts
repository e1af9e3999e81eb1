/** How the resort service traces a call across systems (SPEC §7: clients send x-correlation-id). */

export const CORRELATION_HEADER = "x-correlation-id";
// Echoed into a response header and logs: only a short, plain token is taken as is.
const SANE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The request's correlation id when it is sane, else a new one: a bad one is not an error. */
export function correlationId(request: Request): string {
  const given = request.headers.get(CORRELATION_HEADER);
  return given && SANE_ID.test(given) ? given : crypto.randomUUID();
}

/** Wraps a route handler so that every answer, errors included, carries the correlation id. */
export function withCorrelationId<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const id = correlationId(request);
    const res = await handler(request, ...rest);
    // A copy, since a Response's headers may be immutable.
    const out = new Response(res.body, res);
    out.headers.set(CORRELATION_HEADER, id);
    return out;
  };
}
