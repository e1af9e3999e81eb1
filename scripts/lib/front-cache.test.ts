import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { frontCache } from "./front-cache.mjs";

/** What the stand-in for Next answers: Next's headers for a page it serves from its cache. */
type Answer = {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Written in pieces, as Next's compression writes a gzipped page. */
  chunks?: Buffer[];
};
const NEXT_PAGE_HEADERS = {
  vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
  "x-nextjs-cache": "HIT",
  "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
  "content-type": "text/html; charset=utf-8",
};

const open: http.Server[] = [];
afterEach(() => {
  for (const server of open.splice(0)) server.close();
});

/**
 * serve.mjs's server with a stand-in for Next behind the cache: each request Next sees gets a
 * body numbered by how many Next has answered, so a body says whether Next answered it.
 */
async function serve(answer: (req: http.IncomingMessage) => Answer = () => ({}), ttlMs = 1000) {
  let clock = 0;
  const cache = frontCache({ ttlMs, maxEntries: 3, now: () => clock });
  let rendered = 0;
  /** Set by a test to hold Next's answer until released; `reached` is told when Next has it. */
  let hold: { released: Promise<void>; reached: () => void } | null = null;
  const next = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    rendered++;
    const own = rendered;
    const { status = 200, headers = NEXT_PAGE_HEADERS, body, chunks } = answer(req);
    if (hold) {
      hold.reached();
      await hold.released;
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = status;
    if (chunks) {
      for (const chunk of chunks) res.write(chunk);
      res.end();
    } else res.end(body ?? `page ${own} of ${req.headers.host}${req.url}`);
  };
  const server = http.createServer((req, res) => void cache.handle(req, res, next));
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  /** One request (node:http: fetch may not send a Host header of its own). */
  const request = (path: string, headers: Record<string, string>, method: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      http
        .request(
          {
            host: "127.0.0.1",
            port,
            path,
            method,
            headers: { host: "demo.localhost", ...headers },
          },
          (res) => {
            const parts: Buffer[] = [];
            res.on("data", (c: Buffer) => parts.push(c));
            res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(parts) }));
          },
        )
        .on("error", reject)
        .end();
    });
  const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    const { headers: sent, bytes } = await request(path, headers, method);
    return { headers: sent, body: bytes.toString() };
  };
  /** The body's bytes as sent. */
  const raw = async (path: string, headers: Record<string, string>) =>
    (await request(path, headers, "GET")).bytes;
  return {
    cache,
    get,
    raw,
    get rendered() {
      return rendered;
    },
    tick: (ms: number) => (clock += ms),
    /** Holds Next's next answer: `reached` resolves once Next has the request. */
    holdNext: () => {
      let release!: () => void;
      let reached!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (reached = resolve));
      hold = { released, reached };
      return {
        reached: arrived,
        release: () => {
          hold = null;
          release();
        },
      };
    },
  };
}

describe("the front cache", () => {
  it("answers a page Next serves to everyone from memory, headers and body as Next sent them", async () => {
    const app = await serve();
    const first = await app.get("/about");
    const again = await app.get("/about", { cookie: "x-access-token=someone" });
    expect(first.body).toBe("page 1 of demo.localhost/about");
    expect(again.body).toBe(first.body);
    expect(app.rendered).toBe(1);
    for (const name of ["vary", "x-nextjs-cache", "cache-control", "content-type"]) {
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    expect(again.headers["content-length"]).toBe(String(first.body.length));
    expect(again.headers.age).toBe("0");
  });

  it("keeps one copy per host, path and query, language cookie and accepted encoding", async () => {
    const app = await serve();
    await app.get("/about");
    const variants: [string, Record<string, string>][] = [
      ["/about", { host: "viajes.localhost" }],
      ["/about?page=2", {}],
      ["/", {}],
      ["/about", { cookie: "pll_language=fr" }],
      ["/about", { "accept-encoding": "gzip" }],
    ];
    for (const [path, headers] of variants) {
      const { body } = await app.get(path, headers);
      expect(body, JSON.stringify([path, headers])).toMatch(/^page \d+ of /);
    }
    expect(app.rendered).toBe(1 + variants.length);
    // Each of them is now kept (three at most: the oldest went first).
    await app.get("/about", { cookie: "theme=dark; pll_language=fr" });
    await app.get("/about", { "accept-encoding": "gzip" });
    expect(app.rendered).toBe(1 + variants.length);
    await app.get("/about");
    expect(app.rendered).toBe(2 + variants.length);
  });

  it("keeps a gzipped page as the bytes Next wrote, in however many pieces", async () => {
    const page = "<html>".padEnd(5000, "x");
    const zipped = gzipSync(page);
    const app = await serve(() => ({
      headers: { ...NEXT_PAGE_HEADERS, "content-encoding": "gzip" },
      chunks: [zipped.subarray(0, 100), zipped.subarray(100)],
    }));
    const first = await app.raw("/", { "accept-encoding": "gzip" });
    const again = await app.raw("/", { "accept-encoding": "gzip" });
    expect(app.rendered).toBe(1);
    expect(gunzipSync(first).toString()).toBe(page);
    expect(again.equals(first)).toBe(true);
  });

  it("never answers from memory Next's navigations, a signed-in page, a reload or what is not a GET", async () => {
    const app = await serve();
    const asks: [string, Record<string, string>, string?][] = [
      ["/about", { rsc: "1" }],
      ["/about", { "next-router-prefetch": "1" }],
      ["/about", { authorization: "Bearer x" }],
      ["/about", { "cache-control": "max-age=0" }],
      ["/about", { "cache-control": "no-cache" }],
      ["/about", { pragma: "no-cache" }],
      ["/about", {}, "HEAD"],
      ["/mytrip/dashboard", { cookie: "x-access-token=a" }],
      ["/bookings?page=2", { cookie: "x-access-token=a" }],
      ["/dashboard", { cookie: "x-access-token=a" }],
    ];
    for (const [path, headers, method] of asks) await app.get(path, headers, method);
    await app.get("/about");
    const before = app.rendered;
    for (const [path, headers, method] of asks) await app.get(path, headers, method);
    expect(app.rendered).toBe(before + asks.length);
    // A signed-in page goes through Next (and its proxy) every time, with a cookie or without.
    await app.get("/mytrip/dashboard");
    expect(app.rendered).toBe(before + asks.length + 1);
  });

  it("keeps only what a shared cache may keep", async () => {
    const refused: Answer[] = [
      { status: 404 },
      { headers: { ...NEXT_PAGE_HEADERS, "set-cookie": "pll_language=fr; Path=/" } },
      { headers: { ...NEXT_PAGE_HEADERS, "cache-control": "private, no-cache, no-store" } },
      { headers: { ...NEXT_PAGE_HEADERS, "cache-control": "public, max-age=3600" } },
      { headers: { ...NEXT_PAGE_HEADERS, "cache-control": "s-maxage=0" } },
      { headers: { ...NEXT_PAGE_HEADERS, vary: "Cookie" } },
      { body: "x".repeat(1024 * 1024 + 1) },
    ];
    for (const answer of refused) {
      const app = await serve(() => answer);
      await app.get("/about");
      await app.get("/about");
      expect(app.rendered, JSON.stringify(answer).slice(0, 120)).toBe(2);
    }
  });

  it("keeps a page a second, and never past its s-maxage", async () => {
    const app = await serve();
    await app.get("/about");
    app.tick(999);
    expect((await app.get("/about")).body).toBe("page 1 of demo.localhost/about");
    app.tick(1);
    expect((await app.get("/about")).body).toBe("page 2 of demo.localhost/about");

    const short = await serve(
      () => ({ headers: { ...NEXT_PAGE_HEADERS, "cache-control": "s-maxage=1" } }),
      60_000,
    );
    await short.get("/about");
    short.tick(1000);
    expect((await short.get("/about")).body).toBe("page 2 of demo.localhost/about");
  });

  it("forgets every page on clear(), and does not keep one Next was rendering meanwhile", async () => {
    const app = await serve();
    await app.get("/about");
    app.cache.clear();
    expect(app.cache.size).toBe(0);
    expect((await app.get("/about")).body).toBe("page 2 of demo.localhost/about");

    app.tick(1000);
    const held = app.holdNext();
    const rendering = app.get("/about");
    await held.reached;
    app.cache.clear(); // the agency changed while Next was answering
    held.release();
    expect((await rendering).body).toBe("page 3 of demo.localhost/about");
    expect((await app.get("/about")).body).toBe("page 4 of demo.localhost/about");
  });
});
