import { describe, expect, it } from "vitest";
import {
  clientAddress,
  clientProtocol,
  REMOTE_ADDRESS_HEADER,
  REMOTE_PROTOCOL_HEADER,
  requestAddress,
  requestProtocol,
  trustedProxyHops,
} from "./client-address";

describe("clientAddress", () => {
  it("is the connection's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("198.51.100.7", null, 0)).toBe("198.51.100.7");
    expect(clientAddress("198.51.100.7", "10.9.8.7", 0)).toBe("198.51.100.7");
    expect(clientAddress("198.51.100.7", "10.9.8.7, 10.1.1.1", 0)).toBe("198.51.100.7");
  });

  it("reads the address the nearest trusted proxy saw", () => {
    // The proxy at 10.0.0.2 appended the client it saw; anything before is the client's own.
    expect(clientAddress("10.0.0.2", "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    // Two proxies: a CDN then a load balancer.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 172.16.0.4", 2)).toBe("203.0.113.9");
  });

  it("does not go past the start of a chain shorter than the proxies configured", () => {
    expect(clientAddress("10.0.0.2", null, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "203.0.113.9", 3)).toBe("203.0.113.9");
  });

  it("writes IPv4-mapped IPv6 addresses as IPv4 and knows nothing without a connection", () => {
    expect(clientAddress("::ffff:127.0.0.1", null, 0)).toBe("127.0.0.1");
    expect(clientAddress("::1", null, 0)).toBe("::1");
    expect(clientAddress(null, "203.0.113.9", 1)).toBeNull();
  });

  it("reads the connection from the header our server sets, never a client's forwarded header", () => {
    const forged = new Request("http://demo.localhost/api/user/login", {
      headers: { [REMOTE_ADDRESS_HEADER]: "127.0.0.1", "x-forwarded-for": "10.9.8.7" },
    });
    expect(requestAddress(forged, 0)).toBe("127.0.0.1");
    expect(requestAddress(new Request("http://demo.localhost/"), 0)).toBeNull();
  });
});

describe("trustedProxyHops", () => {
  it("is 0 unless configured, and refuses what is not a small whole number", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops("")).toBe(0);
    expect(trustedProxyHops("2")).toBe(2);
    for (const bad of ["-1", "1.5", "eleven", "11"]) expect(() => trustedProxyHops(bad)).toThrow();
  });
});

describe("clientProtocol", () => {
  it("is the connection's when no proxy is trusted, whatever X-Forwarded-Proto says", () => {
    expect(clientProtocol("http", "https", 0)).toBe("http");
    expect(clientProtocol("https", "http", 0)).toBe("https");
    expect(clientProtocol("http", null, 0)).toBe("http");
  });

  it("is what the outermost trusted proxy says", () => {
    expect(clientProtocol("http", "https", 1)).toBe("https");
    // A proxy that appends: what came before it is the client's own claim.
    expect(clientProtocol("http", "http, https", 1)).toBe("https");
    expect(clientProtocol("http", "https, http", 1)).toBe("http");
    // A CDN then a load balancer, each appending.
    expect(clientProtocol("http", "http, https, http", 2)).toBe("https");
    // A proxy that sets the header once.
    expect(clientProtocol("http", "https", 2)).toBe("https");
  });

  it("keeps the connection's for a proxy that says nothing or something else", () => {
    expect(clientProtocol("http", null, 1)).toBe("http");
    expect(clientProtocol("http", "gopher", 1)).toBe("http");
  });

  it("reads the connection's from the header our server sets, else the request's URL", () => {
    const forged = new Request("http://demo.localhost/api/user/login", {
      headers: { [REMOTE_PROTOCOL_HEADER]: "http", "x-forwarded-proto": "https" },
    });
    expect(requestProtocol(forged, 0)).toBe("http");
    expect(requestProtocol(forged, 1)).toBe("https");
    expect(requestProtocol(new Request("https://demo.localhost/"), 0)).toBe("https");
  });
});
