import "server-only";
import { impureTextAt, PLAIN_TEXT_MESSAGE } from "@/lib/contract/common";
import { ApiError } from "../errors";

/** JSON bodies: far above any form or booking this API takes, far below what hurts a server. */
export const JSON_BODY_LIMIT = 1_000_000;

function tooLarge(limit: number): ApiError {
  return new ApiError(
    "payloadTooLarge",
    `The request body is larger than ${Math.round(limit / 1000)} kB`,
  );
}

/**
 * The body's bytes, read up to `limit`: a declared length above it is refused before a byte is
 * read, and a body that passes it while streaming is cancelled there, so a huge or endless body
 * costs the server at most `limit` bytes of memory.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A 400 when any string of `input` (keys included) holds U+0000 or a lone surrogate, naming where
 * as a schema's issue would: PostgreSQL would refuse it (a 500) or store it mangled.
 */
export function refuseImpureText(input: unknown): void {
  const path = impureTextAt(input);
  if (!path) return;
  throw new ApiError(
    "badRequest",
    path.length
      ? `${path.join(".")}: ${PLAIN_TEXT_MESSAGE}`
      : `The request body ${PLAIN_TEXT_MESSAGE}`,
  );
}

/**
 * The body as JSON, read through the limit; 400 for anything that is not JSON, or whose strings
 * are not all plain text (JSON's escapes can spell both U+0000 and a lone surrogate).
 */
export async function readJson(request: Request, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const bytes = await readBody(request, limit);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError("badRequest", "The request body must be JSON");
  }
  refuseImpureText(json);
  return json;
}
