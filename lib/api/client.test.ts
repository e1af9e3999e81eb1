import { describe, expect, it, vi } from "vitest";
import { createApiClient, type ClientContext } from "./client";
import { isDealOrProposalLink } from "./visit";
import { ensureSessionId, randomSessionId, readCookie } from "./session";

function setup(overrides: Partial<ClientContext> = {}, status = 200) {
  const seen: Request[] = [];
  const redirect = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response(JSON.stringify({ ok: true }), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  const client = createApiClient({
    baseUrl: "https://demo.example.com/",
    locale: () => "pt",
    sessionId: () => "session-1234",
    timeZone: () => "Europe/Lisbon",
    signedIn: () => false,
    location: () => new URL("https://demo.example.com/booknow/hotels"),
    redirect,
    fetch: fetch as typeof globalThis.fetch,
    ...overrides,
  });
  return { client, seen, redirect };
}

describe("API client", () => {
  it("sends requests under the base URL", async () => {
    const { client, seen } = setup();
    await client.get("api/agency").json();
    expect(seen[0]!.url).toBe("https://demo.example.com/api/agency");
  });

  it("sends the JSON content type, language, session id and time zone on every call", async () => {
    const { client, seen } = setup();
    await client.get("api/agency/faqs");
    const h = seen[0]!.headers;
    expect(h.get("content-type")).toBe("application/json");
    expect(h.get("accept-language")).toBe("pt");
    expect(h.get("x-session-id")).toBe("session-1234");
    expect(h.get("timezone")).toBe("Europe/Lisbon");
  });

  it("sends no x-auth-optional on a deal link when signed in, and never the token", async () => {
    const { client, seen } = setup({
      signedIn: () => true,
      location: () => new URL("https://demo.example.com/booknow/hotels?dealLinkId=9"),
    });
    await client.get("api/agency");
    expect(seen[0]!.headers.has("x-auth-optional")).toBe(false);
    expect(seen[0]!.headers.has("x-access-token")).toBe(false);
  });

  it("sends x-auth-optional on a deal or proposal link without a token", async () => {
    const { client, seen } = setup({
      location: () => new URL("https://demo.example.com/booknow/hotels/deal?proposalId=7"),
    });
    await client.get("api/agency");
    expect(seen[0]!.headers.get("x-auth-optional")).toBe("true");
    expect(seen[0]!.headers.has("x-access-token")).toBe(false);
  });

  it("sends neither token header on an ordinary page without a token", async () => {
    const { client, seen } = setup();
    await client.get("api/agency");
    expect(seen[0]!.headers.has("x-auth-optional")).toBe(false);
    expect(seen[0]!.headers.has("x-access-token")).toBe(false);
  });

  it("sends the browser to the logout route on a 401", async () => {
    const { client, redirect } = setup({}, 401);
    await expect(client.get("api/user/profile")).rejects.toThrow();
    expect(redirect).toHaveBeenCalledWith("/logout");
  });

  it("does not leave the page on other errors", async () => {
    const { client, redirect } = setup({}, 500);
    await expect(client.get("api/agency")).rejects.toThrow();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe("isDealOrProposalLink", () => {
  it.each([
    ["?dealLinkId=1", true],
    ["?id=5", true],
    ["?proposalId=5", true],
    ["?checkout=true", true],
    ["?from=checkout", true],
    ["?checkout=false", false],
    ["?tab=Hotels", false],
  ])("%s → %s", (search, expected) => {
    expect(isDealOrProposalLink(new URL(`https://a.test/booknow/x${search}`))).toBe(expected);
  });
});

describe("session id", () => {
  function jar(initial = "") {
    let cookies = initial;
    const set = vi.fn((c: string) => {
      cookies = [cookies, c.split(";")[0]].filter(Boolean).join("; ");
    });
    return { get: () => cookies, set };
  }

  it("creates a random id on the first visit and keeps it", () => {
    const j = jar();
    const id = ensureSessionId("", j, () => "11111111-aaaa");
    expect(id).toBe("11111111-aaaa");
    expect(readCookie("x-session-id", j.get())).toBe("11111111-aaaa");
    expect(ensureSessionId("", j, () => "other-random")).toBe("11111111-aaaa");
    expect(j.set).toHaveBeenCalledTimes(1);
  });

  it("lets an xsessionid parameter override the stored id", () => {
    const j = jar("x-session-id=11111111-aaaa");
    expect(ensureSessionId("?xsessionid=shared-session-42", j)).toBe("shared-session-42");
    expect(j.set.mock.calls[0]![0]).toMatch(/^x-session-id=shared-session-42; Path=\//);
  });

  it("makes random version 4 UUIDs without crypto.randomUUID (absent on plain-HTTP custom domains)", () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 100 }, randomSessionId));
      expect(ids.size).toBe(100);
      for (const id of ids)
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });

  it("ignores a malformed override or cookie", () => {
    const j = jar("x-session-id=<bad>");
    expect(ensureSessionId("?xsessionid=no", j, () => "fresh-id-123")).toBe("fresh-id-123");
  });
});
