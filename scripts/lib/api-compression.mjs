/**
 * Compression of the API's answers in the production server (scripts/serve.mjs). Next.js
 * compresses the pages it renders but sends every route handler's answer uncompressed: it copies
 * the handler's Content-Type onto the Node response as an array, which its compression middleware
 * (expressjs/compression, as here) does not recognise as compressible (vercel/next.js#98007), and
 * it drops a Content-Encoding a handler sets itself. So each page's 27 KB country list, the search
 * results and the back office's tables went whole. This middleware, in front of Next, reads the
 * type as Next leaves it; should Next compress an answer itself one day, this one sees it encoded
 * and leaves it. Plain JavaScript, as serve.mjs is.
 */
import compression from "compression";

/** Text the browser reads (JSON, CSV, calendars), not PDFs or images, which are compressed already. */
const COMPRESSIBLE = /^(application\/(json|[a-z.+-]*\+json|javascript|xml)|text\/)/i;

/** @param {import("node:http").ServerResponse} res */
function typeOf(res) {
  const type = res.getHeader("content-type");
  return String(Array.isArray(type) ? type[0] : (type ?? ""));
}

/** The middleware: `apiCompression(req, res, next)`; over a kilobyte, gzip or Brotli as asked. */
export const apiCompression = compression({
  threshold: 1024,
  filter: (_req, res) => COMPRESSIBLE.test(typeOf(res)),
});
