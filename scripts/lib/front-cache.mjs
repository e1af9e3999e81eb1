/**
 * A shared cache in front of Next.js inside the production server (scripts/serve.mjs), for the
 * pages Next itself serves to everyone from its cache (DESIGN §7, issue 26 item 2). Next's routing
 * of a cached page (the host and language rewrites, its route module's preparation, its cache
 * lookup) cost three times a bare Next.js page's CPU; a page it has just served is answered again
 * from memory, as a CDN or a microcaching proxy would, for at most `ttlMs` (one second unless
 * FRONT_CACHE_MS says otherwise), never longer than its own `s-maxage`.
 *
 * Only what a shared cache may keep is kept (RFC 9111): a 200 to a GET whose Cache-Control has
 * `s-maxage` and neither `private`, `no-store` nor `no-cache`, with no Set-Cookie, varying only on
 * headers the key covers. The key is the host, the path and query, the language cookie (a rewrite
 * picks the page's language from it) and Accept-Encoding (the body is stored as Next encoded it).
 * Never answered from here: Next's client navigations (`rsc` and `next-router-*` headers), a
 * request with Authorization, a client asking to revalidate (`Cache-Control: no-cache` or
 * `max-age=0`, `Pragma: no-cache`: a browser's reload), and the signed-in sections, whose cached
 * shell the proxy serves only to a browser with a session cookie. `clear()` forgets every page
 * (an agency changed: lib/server/agency/changes.ts calls it through globalThis); a response that
 * was being rendered when it was called is not kept. Plain JavaScript, as serve.mjs is.
 */

import { writtenBytes } from "./written-bytes.mjs";

/**
 * The first path segments of the signed-in pages; a literal, as proxy.ts's matcher is, checked
 * against SIGNED_IN_SECTIONS by lib/tenancy/routing.test.ts.
 */
export const SIGNED_IN_PATHS =
  /^\/(applications|bookings|dashboard|deal-link|mytrip|pay|proposals|searches|settings|subscription|users|wallet)(\/|\?|$)/;

const LANGUAGE_COOKIE = /(?:^|;\s*)pll_language=([^;]*)/;
const NAVIGATION_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
];
/** What a stored response may vary on: the navigation headers a cached request has none of. */
const VARY_COVERED = new Set([...NAVIGATION_HEADERS, "accept-encoding"]);
/** Headers of the connection, not of the response. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * @param {{ ttlMs?: number, maxEntries?: number, now?: () => number }} [options]
 */
export function frontCache({ ttlMs = 1000, maxEntries = 500, now = Date.now } = {}) {
  /** @type {Map<string, { expires: number, stored: number, headers: Record<string, string | string[]>, body: Buffer }>} */
  const entries = new Map();
  let generation = 0;

  /** @param {import("node:http").IncomingMessage} req */
  function keyOf(req) {
    if (req.method !== "GET" || ttlMs <= 0) return null;
    const url = req.url ?? "/";
    if (SIGNED_IN_PATHS.test(url) || url.startsWith("/_next/")) return null;
    const headers = req.headers;
    if (headers.authorization || headers.range) return null;
    for (const name of NAVIGATION_HEADERS) if (headers[name] !== undefined) return null;
    const language = LANGUAGE_COOKIE.exec(headers.cookie ?? "")?.[1] ?? "";
    return `${(headers.host ?? "").toLowerCase()}\n${url}\n${language}\n${headers["accept-encoding"] ?? ""}`;
  }

  /** @param {import("node:http").IncomingMessage} req */
  function revalidating(req) {
    const asked = `${req.headers["cache-control"] ?? ""},${req.headers.pragma ?? ""}`;
    return /no-cache|no-store|max-age=0\b/i.test(asked);
  }

  /**
   * How long a response may be kept, in ms; 0 when it may not be.
   * @param {import("node:http").ServerResponse} res
   */
  function keepFor(res) {
    if (res.statusCode !== 200 || res.hasHeader("set-cookie") || !res.hasHeader("content-type")) {
      return 0;
    }
    const control = String(res.getHeader("cache-control") ?? "");
    if (/private|no-store|no-cache/i.test(control)) return 0;
    const shared = /s-maxage=(\d+)/i.exec(control);
    if (!shared) return 0;
    const vary = String(res.getHeader("vary") ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    if (vary.some((name) => !VARY_COVERED.has(name))) return 0;
    return Math.min(Number(shared[1]) * 1000, ttlMs);
  }

  /**
   * Answers `req` from the cache, or hands it to `next` and keeps what it answers when it may.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown} next
   */
  function handle(req, res, next) {
    const key = keyOf(req);
    if (key === null) return next(req, res);
    const hit = entries.get(key);
    if (hit && hit.expires > now() && !revalidating(req)) {
      const age = Math.floor((now() - hit.stored) / 1000);
      res.writeHead(200, { ...hit.headers, age: String(age) });
      res.end(hit.body);
      return undefined;
    }
    if (hit) entries.delete(key);
    record(key, res);
    return next(req, res);
  }

  /**
   * Collects what is written to `res` (after Next's compression, so as sent) and keeps it once
   * the response ends, if it may be kept and no clear() happened meanwhile.
   * @param {string} key
   * @param {import("node:http").ServerResponse} res
   */
  function record(key, res) {
    const started = generation;
    /** @type {Buffer[]} */
    let chunks = [];
    let size = 0;
    /** @param {unknown} chunk @param {unknown} [encoding] */
    const collect = (chunk, encoding) => {
      const buffer = writtenBytes(chunk, encoding);
      if (chunks === null || buffer === null) return;
      size += buffer.length;
      if (size > MAX_BODY_BYTES) chunks = null;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = /** @type {typeof res.write} */ (
      function (
        /** @type {unknown} */ chunk,
        /** @type {unknown} */ encoding,
        /** @type {unknown} */ callback,
      ) {
        collect(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (
        /** @type {unknown} */ chunk,
        /** @type {unknown} */ encoding,
        /** @type {unknown} */ callback,
      ) {
        collect(chunk, encoding);
        const ms = chunks === null || generation !== started ? 0 : keepFor(res);
        if (ms > 0) store(key, res, Buffer.concat(chunks), ms);
        return end.call(this, chunk, encoding, callback);
      }
    );
  }

  /**
   * @param {string} key
   * @param {import("node:http").ServerResponse} res
   * @param {Buffer} body
   * @param {number} ms
   */
  function store(key, res, body, ms) {
    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || HOP_HEADERS.has(name)) continue;
      headers[name] = Array.isArray(value) ? value : String(value);
    }
    headers["content-length"] = String(body.length);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value);
    const stored = now();
    entries.set(key, { expires: stored + ms, stored, headers, body });
  }

  return {
    handle,
    /** Forgets every page; what is being rendered now is not kept either. */
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
