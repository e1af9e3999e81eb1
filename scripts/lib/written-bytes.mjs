/**
 * The bytes of what `res.write` or `res.end` was given (a Buffer, a string in its encoding, a
 * Uint8Array), or null when it was given none (`end()`, `end(callback)`). For the production
 * server's layers that keep what passes through them (front-cache.mjs, api-compression.mjs).
 * @param {unknown} chunk
 * @param {unknown} [encoding]
 * @returns {Buffer | null}
 */
export function writtenBytes(chunk, encoding) {
  if (chunk == null || typeof chunk === "function") return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") {
    return Buffer.from(
      chunk,
      typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8",
    );
  }
  return Buffer.from(/** @type {Uint8Array} */ (chunk));
}
