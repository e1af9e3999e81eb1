import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, jsonResponse } from "./json-response";

describe("acceptsGzip", () => {
  it("reads the codings a client takes, with their weights", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("x-gzip")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("gzipped")).toBe(false);
  });
});

describe("jsonResponse", () => {
  const asking = (acceptEncoding?: string) =>
    new Request("http://demo.localhost/api/x", {
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });
  const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };

  it("gzips a large answer for a client that takes gzip, keeping status and headers", async () => {
    const response = await jsonResponse(asking("gzip"), large, {
      status: 201,
      headers: { "cache-control": "no-store" },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("accept-encoding");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(JSON.parse(body)).toEqual(large);
  });

  it("sends a large answer whole to a client that does not take gzip, and a short one always", async () => {
    const whole = await jsonResponse(asking("br"), large, {});
    expect(whole.headers.get("content-encoding")).toBeNull();
    expect(whole.headers.get("vary")).toBe("accept-encoding");
    expect(await whole.json()).toEqual(large);

    const short = await jsonResponse(asking("gzip"), { ok: true }, {});
    expect(short.headers.get("content-encoding")).toBeNull();
    expect(short.headers.get("vary")).toBeNull();
    expect(short.headers.get("content-type")).toBe("application/json");
    expect(await short.json()).toEqual({ ok: true });
  });
});
