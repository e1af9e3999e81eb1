import "server-only";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

const gzipped = promisify(gzip);

/** Below about one packet there is nothing to win. */
export const COMPRESS_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header takes gzip (`gzip`, `x-gzip` or `*`, not at q=0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "x-gzip" && coding !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A JSON answer, gzipped when the client takes gzip and the body is over a kilobyte. Next.js
 * compresses the pages it renders but sends a route handler's answer as it is (vercel/next.js
 * #98007: it copies the handler's Content-Type as an array, which its compression does not
 * recognise), so every API answer left uncompressed: the 27 KB country list each page asks for,
 * the search results. Compressed off the main thread (zlib's pool).
 */
export async function jsonResponse(
  request: Request,
  body: unknown,
  init: { status?: number; headers?: Record<string, string> },
): Promise<Response> {
  const text = JSON.stringify(body);
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  if (Buffer.byteLength(text) < COMPRESS_FROM_BYTES) {
    return new Response(text, { status: init.status, headers });
  }
  headers.append("vary", "accept-encoding");
  if (!acceptsGzip(request.headers.get("accept-encoding"))) {
    return new Response(text, { status: init.status, headers });
  }
  headers.set("content-encoding", "gzip");
  return new Response(new Uint8Array(await gzipped(text)), { status: init.status, headers });
}
