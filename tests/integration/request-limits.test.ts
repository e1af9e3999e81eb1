import { describe, expect, it } from "vitest";
import * as z from "zod";
import { POST as login } from "@/app/api/user/login/route";
import { apiRoute } from "@/lib/server/http/api-route";
import { JSON_BODY_LIMIT } from "@/lib/server/http/body";
import { DEMO } from "../support/hosts";

const HUNDRED_MB = 100 * 1024 * 1024;
const CHUNK = 64 * 1024;

/**
 * A body of `size` bytes made as it is read, as a client's upload arrives: nothing is held
 * unless the server keeps it. `pulled` says how much the server asked for.
 */
function streamingBody(size: number) {
  const chunk = new Uint8Array(CHUNK).fill(0x20);
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= size) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://${DEMO}/api/user/login`, {
    method: "POST",
    headers: {
      host: DEMO,
      origin: `http://${DEMO}`,
      "content-type": "application/json",
      ...headers,
    },
    body,
    duplex: "half",
  } as RequestInit);
}

const memory = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

describe("request body limit", () => {
  it("answers a 100 MB body with 413 after reading about 1 MB, without holding the rest", async () => {
    // Warm up what the first request loads (the agency, the route's modules).
    await login(post(JSON.stringify({ email: "x@example.com", password: "not-the-one" })));
    const before = memory();
    const { stream, state } = streamingBody(HUNDRED_MB);
    const response = await login(post(stream));
    const grown = memory() - before;

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: "The request body is larger than 1000 kB",
      code: "payloadTooLarge",
      requestId: response.headers.get("x-request-id"),
    });
    expect(state.pulled).toBeLessThanOrEqual(JSON_BODY_LIMIT + 2 * CHUNK);
    expect(grown).toBeLessThan(8 * 1024 * 1024);
  });

  it("refuses a declared length above the limit before reading a byte", async () => {
    const { stream, state } = streamingBody(HUNDRED_MB);
    const response = await login(post(stream, { "content-length": String(HUNDRED_MB) }));
    expect(response.status).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(CHUNK);
  });

  it("takes a body just under the limit and one route's larger limit", async () => {
    const echo = (bodyLimit?: number) =>
      apiRoute(
        z.object({ size: z.number() }),
        async (ctx) => {
          const { text } = await ctx.body(z.object({ text: z.string() }));
          return { size: text.length };
        },
        bodyLimit ? { bodyLimit } : {},
      );
    const text = "a".repeat(JSON_BODY_LIMIT - 100);
    const ok = await echo()(post(JSON.stringify({ text })));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ size: text.length });

    const bigger = JSON.stringify({ text: "b".repeat(JSON_BODY_LIMIT * 2) });
    expect((await echo()(post(bigger))).status).toBe(413);
    expect((await echo(3 * JSON_BODY_LIMIT)(post(bigger))).status).toBe(200);
  });
});
