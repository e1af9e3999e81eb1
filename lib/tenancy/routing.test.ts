import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import {
  matchHas,
  prepareDestination,
} from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { config, proxy } from "@/proxy";
import { ACCOUNT_SHELL_PAGES, SIGNED_IN_HOP_PATH } from "@/lib/auth/login-path";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { SIGNED_IN_PATHS } from "@/scripts/lib/front-cache.mjs";
import { agencyRewrites, SIGNED_IN_SECTIONS } from "./routing";

/**
 * Where Next's router sends a request under our rules. As Next does (resolve-routes.js), it tries
 * every `beforeFiles` rule in turn on the path the rules before it left, so a rule that matched
 * does not stop the next one: the rules must exclude each other.
 */
function route(url: string, headers: Record<string, string> = {}): string | null {
  const { pathname, searchParams } = new URL(url, "http://ignored");
  const query = Object.fromEntries(searchParams);
  const req = { headers } as unknown as Parameters<typeof matchHas>[0];
  let current = pathname;
  let rewritten = false;
  for (const rule of agencyRewrites()) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(current);
    if (!params) continue;
    const hasParams = matchHas(req, query, rule.has, rule.missing);
    if (!hasParams) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: true,
      destination: rule.destination,
      params: { ...params, ...hasParams },
      query,
    });
    current = parsedDestination.pathname!;
    rewritten = true;
  }
  return rewritten ? current : null;
}

describe("page routing by rewrites", () => {
  it("routes a page to its host, then the language: lng, the cookie, the agency's default", () => {
    expect(route("/about", { host: "viajes.localhost:3000" })).toBe(
      "/viajes.localhost/default/about",
    );
    expect(route("/", { host: "demo.localhost" })).toBe("/demo.localhost/default/");
    expect(route("/about", { host: "demo.localhost", cookie: "pll_language=fr" })).toBe(
      "/demo.localhost/fr/about",
    );
    expect(route("/about?lng=de", { host: "demo.localhost", cookie: "pll_language=fr" })).toBe(
      "/demo.localhost/de/about",
    );
    expect(route("/about?lng=AR", { host: "demo.localhost" })).toBe("/demo.localhost/AR/about");
    expect(route("/about?lng=xx", { host: "demo.localhost", cookie: "pll_language=sv" })).toBe(
      "/demo.localhost/sv/about",
    );
    expect(route("/about", { host: "demo.localhost", cookie: "pll_language=klingon" })).toBe(
      "/demo.localhost/default/about",
    );
    expect(route("/booknow/hotels/search?city=Lisbon", { host: "Horizon.Test" })).toBe(
      "/horizon.test/default/booknow/hotels/search",
    );
  });

  it("serves an IP literal as any IP address, and a request without a host no agency", () => {
    expect(route("/about", { host: "[::1]:3000" })).toBe("/127.0.0.1/default/about");
    expect(route("/about?lng=fr", { host: "[::1]:3000" })).toBe("/127.0.0.1/fr/about");
    expect(route("/about", {})).toBe("/_/default/about");
    expect(route("/about", { host: "evil host" })).toBe("/_/default/about");
    expect(route("/about", { host: "../x" })).toBe("/_/default/about");
    expect(route("/about", { host: "a%2F" })).toBe("/_/default/about");
  });

  it("leaves the API, Next's files, assets and files alone", () => {
    for (const file of ["/api/agency", "/_next/static/x.js", "/assets/logo", "/robots.txt"]) {
      expect(route(file, { host: "demo.localhost" }), file).toBeNull();
    }
  });

  it("gives one agency one copy of a page, whatever the case or port of its host", () => {
    for (const host of ["demo.localhost", "DEMO.localhost:3000", "demo.localhost:1"]) {
      expect(route("/about", { host })).toBe("/demo.localhost/default/about");
    }
  });

  it("routes a path that names another agency under this host's agency", () => {
    expect(route("/horizon.test/en/about", { host: "demo.localhost" })).toBe(
      "/demo.localhost/default/horizon.test/en/about",
    );
  });
});

describe("the proxy", () => {
  it("runs for every signed-in page: each lies under a section its matcher lists", () => {
    const account = path.resolve(
      import.meta.dirname,
      "../../app/[agency]/[locale]/(site)/(live)/(account)",
    );
    const pages = readdirSync(account, { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith("page.tsx"),
    );
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const section = page.split(path.sep)[0]!;
      expect(SIGNED_IN_SECTIONS, page).toContain(section);
    }
    const pattern = `/(${SIGNED_IN_SECTIONS.join("|")})/:rest*`;
    expect(config.matcher).toContain(pattern);
    const match = getPathMatch(pattern, { strict: true });
    expect(match("/mytrip/dashboard")).toBeTruthy();
    expect(match("/bookings")).toBeTruthy();
    expect(match("/about")).toBe(false);
  });

  it("sends the white-label root's hop on by the session cookie alone (SPEC §4)", () => {
    expect(config.matcher).toContain(SIGNED_IN_HOP_PATH);
    const hop = (cookie?: string) =>
      proxy(
        new NextRequest("http://viajes.localhost:3000/continue?to=%2Fbooknow%2Fhotels", {
          headers: cookie ? { cookie } : {},
        }),
      );
    const visitor = hop();
    expect(visitor.status).toBe(307);
    expect(visitor.headers.get("location")).toBe(
      "http://viajes.localhost:3000/login?redirect=%2Fbooknow%2Fhotels",
    );
    expect(hop("x-access-token=sealed").headers.get("location")).toBe(
      "http://viajes.localhost:3000/booknow/hotels",
    );
  });

  it("guards every cached signed-in page: those built with accountShell are ACCOUNT_SHELL_PAGES", () => {
    const account = path.resolve(
      import.meta.dirname,
      "../../app/[agency]/[locale]/(site)/(live)/(account)",
    );
    const shells = readdirSync(account, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith("page.tsx"))
      .filter((f) => readFileSync(path.join(account, f), "utf8").includes("accountShell("))
      .map((f) => `/${path.dirname(f).split(path.sep).join("/")}`);
    expect(shells.sort()).toEqual([...ACCOUNT_SHELL_PAGES].sort());
  });

  it("is never skipped by the server's front cache: it passes every signed-in section to Next", () => {
    for (const section of SIGNED_IN_SECTIONS) {
      for (const url of [`/${section}`, `/${section}/x`, `/${section}?tab=1`]) {
        expect(SIGNED_IN_PATHS.test(url), url).toBe(true);
      }
    }
    for (const url of ["/", "/about", "/booknow/hotels", "/mytripx", "/blog/bookings"]) {
      expect(SIGNED_IN_PATHS.test(url), url).toBe(false);
    }
    // The front cache keys a page by the language cookie a rewrite reads.
    const frontCache = readFileSync(
      path.resolve(import.meta.dirname, "../../scripts/lib/front-cache.mjs"),
      "utf8",
    );
    expect(frontCache).toContain(`${LOCALE_COOKIE}=([^;]*)`);
  });
});
