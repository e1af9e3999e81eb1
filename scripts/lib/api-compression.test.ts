import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import { apiCompression } from "./api-compression.mjs";

const open: http.Server[] = [];
afterEach(() => {
  for (const server of open.splice(0)) server.close();
});

/**
 * serve.mjs's API path with a stand-in for Next behind it, writing its answer as Next 16 writes a
 * route handler's (send-response.js, pipe-readable.js): the Content-Type as a one-element array,
 * no length, the headers flushed before the first byte, then each chunk written and flushed.
 */
async function serve(type: string, body: string | Buffer, chunks = 1) {
  const bytes = Buffer.from(body);
  // Next runs its own compression around a route handler's answer, which declines it (the type
  // it reads is an array) but sends the headers on the first write.
  const nextsOwn = compression({ filter: () => false });
  const server = http.createServer((req, res) =>
    apiCompression(req, res, () =>
      nextsOwn(req as never, res as never, () => {
        res.setHeader("content-type", [type]);
        res.appendHeader("vary", "rsc");
        res.flushHeaders();
        const size = Math.ceil(bytes.length / chunks);
        for (let at = 0; at < bytes.length; at += size) {
          res.write(bytes.subarray(at, at + size));
          (res as { flush?: () => void }).flush?.();
        }
        res.end();
      }),
    ),
  );
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return (acceptEncoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      http
        .get(
          {
            host: "127.0.0.1",
            port,
            path: "/api/x",
            headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
          },
          (res) => {
            const parts: Buffer[] = [];
            res.on("data", (c: Buffer) => parts.push(c));
            res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(parts) }));
          },
        )
        .on("error", reject);
    });
}

const LIST = JSON.stringify(
  Array.from({ length: 300 }, (_, i) => ({ code: `C${i}`, name: `Country ${i}` })),
);

describe("the API's compression", () => {
  it("gzips a JSON answer Next typed as an array, for a client that takes gzip", async () => {
    const get = await serve("application/json", LIST, 3);
    const { headers, bytes } = await get("gzip");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers.vary).toMatch(/rsc.*accept-encoding/i);
    expect(bytes.length).toBeLessThan(LIST.length / 3);
    expect(gunzipSync(bytes).toString()).toBe(LIST);
  });

  it("uses Brotli for a browser that takes it, and sends the answer whole to a client that takes neither", async () => {
    const get = await serve("application/json", LIST);
    const browser = await get("gzip, deflate, br, zstd");
    expect(browser.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(browser.bytes).toString()).toBe(LIST);
    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.toString()).toBe(LIST);
  });

  it("leaves what is compressed already, and short answers", async () => {
    const pdf = await serve("application/pdf", Buffer.alloc(5000, 7));
    expect((await pdf("gzip")).headers["content-encoding"]).toBeUndefined();
    const short = await serve("application/json", '{"ok":true}');
    const answer = await short("gzip");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.bytes.toString()).toBe('{"ok":true}');
    const calendar = await serve("text/calendar; charset=utf-8", "BEGIN:VCALENDAR\n".repeat(200));
    expect((await calendar("gzip")).headers["content-encoding"]).toBe("gzip");
  });
});
