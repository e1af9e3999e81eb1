type Handler = (request: Request, context?: never) => Response | Promise<Response>;

async function toResult(response: Response) {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  // Every error body names its call by the id of its X-Request-Id header (lib/server/log/log.ts):
  // checked on every answer here, then taken out, so that tests compare what the error says.
  if (body && typeof body === "object" && "requestId" in body) {
    const { requestId, ...rest } = body as Record<string, unknown>;
    if (requestId !== response.headers.get("x-request-id")) {
      throw new Error(`the error body's requestId ${String(requestId)} is not its X-Request-Id`);
    }
    body = rest;
  }
  return {
    status: response.status,
    body: body as Record<string, unknown>,
    headers: response.headers,
  };
}

/** Calls a route handler as Next would, for a request on `host`. */
export async function call(
  handler: Handler,
  host: string,
  path: string,
  headers: Record<string, string> = {},
) {
  return toResult(
    await handler(new Request(`http://${host}${path}`, { headers: { host, ...headers } })),
  );
}

interface SendOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Dynamic route segments. */
  params?: Record<string, string>;
}

/**
 * Sends a request with a body to a route handler, as a page of the same site would (Origin set to
 * the host unless the test overrides it).
 */
export async function send(handler: Handler, host: string, path: string, o: SendOptions = {}) {
  const method = o.method ?? "POST";
  const init: RequestInit = {
    method,
    headers: {
      host,
      ...(method === "GET" ? {} : { origin: `http://${host}` }),
      "content-type": "application/json",
      ...o.headers,
    },
  };
  if (o.body !== undefined)
    init.body = typeof o.body === "string" ? o.body : JSON.stringify(o.body);
  const context = { params: Promise.resolve(o.params ?? {}) } as never;
  return toResult(await handler(new Request(`http://${host}${path}`, init), context));
}

/** `name=value` pairs of the Set-Cookie headers of a response. */
export function setCookies(headers: Headers): Record<string, { value: string; raw: string }> {
  return Object.fromEntries(
    headers.getSetCookie().map((raw) => {
      const [pair] = raw.split(";");
      const eq = pair!.indexOf("=");
      return [pair!.slice(0, eq), { value: decodeURIComponent(pair!.slice(eq + 1)), raw }];
    }),
  );
}
