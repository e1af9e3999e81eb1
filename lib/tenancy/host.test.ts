import { describe, expect, it, vi } from "vitest";
import { agencyRefFromSegment, normaliseHost, resolveAgencyFromHost } from "./host";

const opts = { rootDomain: "travelsite.com", defaultAgency: "demo" };

describe("normaliseHost", () => {
  it("lower-cases and strips the port, a trailing dot and www.", () => {
    expect(normaliseHost("WWW.Viajes.Example.COM:8443")).toBe("viajes.example.com");
    expect(normaliseHost("demo.localhost.")).toBe("demo.localhost");
  });
  it("rejects empty and malformed hosts", () => {
    expect(normaliseHost(undefined)).toBeNull();
    expect(normaliseHost("")).toBeNull();
    expect(normaliseHost("demo.localhost:abc")).toBeNull();
  });
  it("keeps IPv6 literals whole", () => {
    expect(normaliseHost("[::1]:3000")).toBe("[::1]");
  });
});

describe("resolveAgencyFromHost", () => {
  it("maps <key>.localhost with any port and case to the key", () => {
    expect(resolveAgencyFromHost("demo.localhost:3000", opts)).toEqual({
      kind: "subdomain",
      key: "demo",
    });
    expect(resolveAgencyFromHost("VIAJES.LOCALHOST", opts)).toEqual({
      kind: "subdomain",
      key: "viajes",
    });
  });
  it("maps <key>.<ROOT_DOMAIN> and www.<key>.<ROOT_DOMAIN> to the key", () => {
    expect(resolveAgencyFromHost("viajes.travelsite.com", opts)).toEqual({
      kind: "subdomain",
      key: "viajes",
    });
    expect(resolveAgencyFromHost("www.viajes.travelsite.com:443", opts)).toEqual({
      kind: "subdomain",
      key: "viajes",
    });
  });
  it("serves the default agency on a bare localhost, the root domain and IP addresses", () => {
    for (const host of [
      "localhost:3000",
      "127.0.0.1:3000",
      "127.0.0.1",
      "[::1]:3000",
      "travelsite.com",
      "www.travelsite.com",
    ]) {
      expect(resolveAgencyFromHost(host, opts)).toEqual({ kind: "subdomain", key: "demo" });
    }
  });
  it("serves no agency on a bare address when no default is configured", () => {
    expect(resolveAgencyFromHost("localhost:3000", {})).toBeNull();
    expect(resolveAgencyFromHost("10.0.0.5", { defaultAgency: "" })).toBeNull();
  });
  it("treats any other host as a custom domain", () => {
    expect(resolveAgencyFromHost("horizon.test", opts)).toEqual({
      kind: "domain",
      domain: "horizon.test",
    });
    expect(resolveAgencyFromHost("www.Horizon.Test:3000", opts)).toEqual({
      kind: "domain",
      domain: "horizon.test",
    });
    expect(resolveAgencyFromHost("book.agency.co.uk", {})).toEqual({
      kind: "domain",
      domain: "book.agency.co.uk",
    });
  });
  it("does not treat nested subdomains of the root as agency keys", () => {
    expect(resolveAgencyFromHost("a.b.localhost", opts)).toBeNull();
    expect(resolveAgencyFromHost("a.b.travelsite.com", opts)).toBeNull();
  });
  it("rejects hosts that are not hostnames", () => {
    expect(resolveAgencyFromHost("evil host", opts)).toBeNull();
    expect(resolveAgencyFromHost("under_score.example.com", opts)).toBeNull();
    expect(resolveAgencyFromHost("intranet", opts)).toBeNull();
  });
});

describe("agency segments", () => {
  it("name the agency their host names, as the API resolves a Host header", () => {
    vi.stubEnv("ROOT_DOMAIN", "travelsite.com");
    vi.stubEnv("DEFAULT_AGENCY", "demo");
    expect(agencyRefFromSegment("viajes.localhost")).toEqual({ kind: "subdomain", key: "viajes" });
    expect(agencyRefFromSegment("Viajes.Localhost:3000")).toEqual({
      kind: "subdomain",
      key: "viajes",
    });
    expect(agencyRefFromSegment("www.viajes.travelsite.com")).toEqual({
      kind: "subdomain",
      key: "viajes",
    });
    expect(agencyRefFromSegment("horizon.test")).toEqual({
      kind: "domain",
      domain: "horizon.test",
    });
    expect(agencyRefFromSegment("localhost")).toEqual({ kind: "subdomain", key: "demo" });
    expect(agencyRefFromSegment("127.0.0.1:3000")).toEqual({ kind: "subdomain", key: "demo" });
    expect(agencyRefFromSegment("[::1]:3000")).toEqual({ kind: "subdomain", key: "demo" });
    vi.unstubAllEnvs();
  });
  it("name none when the segment is no host name", () => {
    expect(agencyRefFromSegment("_")).toBeNull();
    expect(agencyRefFromSegment("..")).toBeNull();
    expect(agencyRefFromSegment("a b")).toBeNull();
    expect(agencyRefFromSegment("%E0%A4%A")).toBeNull();
  });
});
