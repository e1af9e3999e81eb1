/**
 * Compression of the API's answers in the production server (scripts/serve.mjs). Next.js
 * compresses the pages it renders but sends every route handler's answer uncompressed: it copies
 * the handler's Content-Type onto the Node response as an array, which its compression middleware
 * (expressjs/compression, as here) does not recognise as compressible (vercel/next.js#98007), and
 * it drops a Content-Encoding or Content-Length a handler sets itself. So each page's 27 KB
 * country list, the search results and the back office's tables went whole. This middleware, in
 * front of Next, reads the type as Next leaves it; should Next compress an answer itself one day,
 * this one sees it encoded and leaves it. Plain JavaScript, as serve.mjs is.
 */
import compression from "compression";
import { writtenBytes } from "./written-bytes.mjs";

/** Below about one packet there is nothing to win, and a compressor costs more than it saves. */
const THRESHOLD_BYTES = 1024;

/** Text the browser reads (JSON, CSV, calendars), not PDFs or images, which are compressed already. */
const COMPRESSIBLE = /^(application\/(json|[a-z.+-]*\+json|javascript|xml)|text\/)/i;

/** @param {import("node:http").ServerResponse} res */
function typeOf(res) {
  const type = res.getHeader("content-type");
  return String(Array.isArray(type) ? type[0] : (type ?? ""));
}

const compress = compression({
  threshold: THRESHOLD_BYTES,
  filter: (_req, res) => COMPRESSIBLE.test(typeOf(res)),
});

/**
 * Next flushes an answer's headers before its first byte and names no length, so the compressor
 * would decide without knowing the size and compress a 60-byte answer too. This holds the headers
 * and the first bytes back until the answer ends or passes the threshold: a short answer then
 * ends with its length known and goes as it is.
 * @param {import("node:http").ServerResponse} res
 */
function holdShortAnswers(res) {
  const { write, end, flushHeaders, writeHead } = res;
  /** @type {Buffer[] | null} */
  let held = [];
  let size = 0;
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    const buffer = writtenBytes(chunk, encoding);
    if (buffer === null) return;
    held?.push(buffer);
    size += buffer.length;
  };
  const release = () => {
    const all = Buffer.concat(held ?? []);
    held = null;
    return all;
  };
  res.flushHeaders = function () {
    if (held === null) flushHeaders.call(this);
  };
  // Next's own compression (which declines these answers) sends the headers on the first write,
  // by writeHead with the status alone: that is held too, the status kept on the response.
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      if (held === null || rest.length > 0) return writeHead.call(this, status, ...rest);
      this.statusCode = status;
      return this;
    }
  );
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (held === null) return write.call(this, chunk, encoding, callback);
      keep(chunk, encoding);
      const done = typeof encoding === "function" ? encoding : callback;
      if (size < THRESHOLD_BYTES) {
        if (typeof done === "function") process.nextTick(done);
        return true;
      }
      return write.call(this, release(), done);
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (held === null) return end.call(this, chunk, encoding, callback);
      keep(chunk, encoding);
      const done = [chunk, encoding, callback].find((a) => typeof a === "function");
      return end.call(this, release(), done);
    }
  );
}

/**
 * The middleware: `apiCompression(req, res, next)`. An answer over a kilobyte of text goes gzip
 * or Brotli, as the client asks; a shorter one, or one the client cannot read compressed, whole.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {(error?: unknown) => void} next
 */
export function apiCompression(req, res, next) {
  compress(req, res, (error) => {
    if (!error) holdShortAnswers(res);
    next(error);
  });
}
