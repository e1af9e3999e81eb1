type Handler = (request: Request) => Response | Promise<Response>;

/** Calls a route handler as Next would, for a request on `host`. */
export async function call(
  handler: Handler,
  host: string,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await handler(
    new Request(`http://${host}${path}`, { headers: { host, ...headers } }),
  );
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return {
    status: response.status,
    body: body as Record<string, unknown>,
    headers: response.headers,
  };
}
