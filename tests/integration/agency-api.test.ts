import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { GET as getAgency } from "@/app/api/agency/route";
import { GET as getAbout } from "@/app/api/agency/about-us/route";
import { GET as getFaqs } from "@/app/api/agency/faqs/route";
import { GET as getLanguages } from "@/app/api/agency/languages/route";
import { GET as getNavigation } from "@/app/api/agency/navigations/route";
import { GET as getGateway } from "@/app/api/getCurrentPaymentGateway/route";
import { GET as unknownEndpoint } from "@/app/api/[...path]/route";
import {
  agencyResponse,
  faqsResponse,
  languagesResponse,
  navigationResponse,
} from "@/lib/contract/agency";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { ApiError } from "@/lib/server/errors";
import { apiRoute } from "@/lib/server/http/api-route";
import { capturedLog } from "../support/log";
import { call } from "../support/http";

describe("GET /api/agency", () => {
  it("serves each agency's own data on its host", async () => {
    const demo = await call(getAgency, "demo.localhost:3000", "/api/agency");
    expect(demo.status).toBe(200);
    const { agency } = agencyResponse.parse(demo.body);
    expect(agency).toMatchObject({
      agencyName: "Horizon Travel",
      subdomain: "demo",
      status: "Active",
      primaryColor: "#0b7285",
      favicon: "/assets/agencies/demo/favicon.svg",
      analytics: {
        isEnabled: true,
        googleAnalyticsId: "G-HZN7T2QX41",
        facebookAnalyticsId: "492038571640213",
      },
      isAbousUsEnable: true,
      aboutUsEnableTitle: "About Horizon",
      isFaqEnable: true,
      faqEnableTitle: "Help & FAQ",
      displayTopDestinations: true,
      currentPaymentGateway: "sandbox",
    });
    expect(agency.bookingMenuItemOptions.map((m) => [m.title, m.active])).toEqual([
      ["Air Travel", true],
      ["Hotels", true],
      ["Cars", true],
      ["Activities", true],
      ["Cruise", true],
      ["Resorts", true],
    ]);
    expect(Object.keys(agency.socialLinks).sort()).toEqual([
      "discord",
      "facebook",
      "instagram",
      "linkedin",
      "tiktok",
      "twitter",
      "youtube",
    ]);

    const viajes = agencyResponse.parse(
      (await call(getAgency, "viajes.localhost", "/api/agency")).body,
    ).agency;
    expect(viajes).toMatchObject({
      agencyName: "Viajes Sol",
      defaultLanguage: "es",
      defaultCurrency: "MXN",
      allowNonLoginFlow: true,
      analytics: { isEnabled: false, googleAnalyticsId: null, facebookAnalyticsId: null },
    });
    expect(viajes.bookingMenuItemOptions.filter((m) => m.active).map((m) => m.id)).toEqual([
      1, 2, 3, 6,
    ]);
  });

  it("serves the minimal agency with the defaults", async () => {
    const { agency } = agencyResponse.parse(
      (await call(getAgency, "minimal.localhost", "/api/agency")).body,
    );
    expect(agency).toMatchObject({
      logo: null,
      primaryColor: "#2c7be5",
      isAbousUsEnable: false,
      isFaqEnable: false,
      isHideLoginOption: true,
      isHideSignupOption: true,
      hideHeaderforDealProposal: true,
      privacyPolicy: null,
      cookiesPolicy: null,
      disclaimer: null,
    });
    expect(agency.termsAndConditions).toContain("Minimal Trips");
  });

  it("serves a registered custom domain as its agency", async () => {
    const res = await call(getAgency, "horizon.test", "/api/agency");
    expect(res.status).toBe(200);
    expect(agencyResponse.parse(res.body).agency.subdomain).toBe("demo");
  });

  it("serves the default agency on a bare address", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000"]) {
      const res = await call(getAgency, host, "/api/agency");
      expect(agencyResponse.parse(res.body).agency.subdomain).toBe("demo");
    }
  });

  it("answers 404 'Agency not found!' for an unknown host", async () => {
    for (const host of ["nowhere.localhost", "unknown-domain.example", "a.b.localhost"]) {
      const res = await call(getAgency, host, "/api/agency");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Agency not found!", code: "agencyNotFound" });
    }
  });

  it("keeps an inactive agency's data readable and closes everything else", async () => {
    const res = await call(getAgency, "closed.localhost", "/api/agency");
    expect(res.status).toBe(200);
    expect(agencyResponse.parse(res.body).agency.status).toBe("Inactive");
    for (const handler of [getAbout, getFaqs, getLanguages, getNavigation, getGateway]) {
      const other = await call(handler, "closed.localhost", "/api/x");
      expect(other.status).toBe(403);
      expect(other.body).toEqual({ message: "Agency is inactive", code: "agencyInactive" });
    }
  });

  it("never sends internal or secret fields", async () => {
    const db = await getDb();
    const rows = await db.select().from(t.agencies);
    const gateways = await db.select().from(t.agencyPaymentGateways);
    for (const row of rows) {
      const res = await call(getAgency, `${row.subdomain}.localhost`, "/api/agency");
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(row.internalNotes!);
      for (const key of [
        "internalNotes",
        "secretKey",
        "createdAt",
        "updatedAt",
        "publishableKey",
      ]) {
        expect(text).not.toContain(`"${key}"`);
      }
      for (const g of gateways.filter((g) => g.secretKey)) expect(text).not.toContain(g.secretKey);
    }
  });
});

describe("agency content endpoints", () => {
  it("serves about-us as a data list", async () => {
    const demo = await call(getAbout, "demo.localhost", "/api/agency/about-us");
    expect(demo.body).toMatchObject({ data: [{ isEnabled: true, title: "About Horizon Travel" }] });
    const minimal = await call(getAbout, "minimal.localhost", "/api/agency/about-us");
    expect(minimal.body).toMatchObject({ data: [{ isEnabled: false }] });
  });

  it("serves FAQs in order with their header message", async () => {
    const { data } = faqsResponse.parse(
      (await call(getFaqs, "demo.localhost", "/api/agency/faqs")).body,
    );
    expect(data[0]!.headerMessage).toBe("Answers to the questions our travellers ask most often.");
    expect(data[0]!.questions[0]!.question).toBe("How do I change or cancel a booking?");
    expect(data[0]!.questions).toHaveLength(4);
  });

  it("serves each agency's languages in its order", async () => {
    const demo = languagesResponse.parse(
      (await call(getLanguages, "demo.localhost", "/api/x")).body,
    );
    expect(demo.languages.map((l) => l.code)).toEqual([
      "en",
      "pt",
      "es",
      "da",
      "no",
      "de",
      "ar",
      "fr",
      "sv",
    ]);
    expect(demo.languages.find((l) => l.code === "ar")).toMatchObject({
      name: "العربية",
      direction: "rtl",
    });
    const viajes = languagesResponse.parse(
      (await call(getLanguages, "viajes.localhost", "/api/x")).body,
    );
    expect(viajes.languages.map((l) => l.code)).toEqual(["es", "en", "pt"]);
  });

  it("lists only the navigation entries the agency has switched on", async () => {
    const demo = navigationResponse.parse(
      (await call(getNavigation, "demo.localhost", "/api/x")).body,
    );
    expect(demo.agencyNavigation.map((n) => n.path)).toEqual([
      "/",
      "/about",
      "/faqs",
      "/top-destination",
      "/blog",
    ]);
    expect(demo.agencyNavigation[1]!.label).toBe("About Horizon");
    const minimal = navigationResponse.parse(
      (await call(getNavigation, "minimal.localhost", "/api/x")).body,
    );
    expect(minimal.agencyNavigation.map((n) => n.path)).toEqual(["/", "/blog"]);
  });

  it("sends the public part of the payment gateway only", async () => {
    const res = await call(getGateway, "demo.localhost", "/api/getCurrentPaymentGateway");
    expect(res.status).toBe(200);
    expect(Object.keys((res.body as { CurrentPayment: object }).CurrentPayment).sort()).toEqual([
      "mode",
      "provider",
      "publishableKey",
    ]);
    expect(JSON.stringify(res.body)).toMatch(/"publishableKey":"pk_test_[0-9a-f]{24}"/);
    expect(JSON.stringify(res.body)).not.toContain("sk_test_");
  });
});

describe("errors", () => {
  it("rejects a malformed x-session-id or timeZone with 400 and the reason", async () => {
    const badSession = await call(getAgency, "demo.localhost", "/api/agency", {
      "x-session-id": "<script>",
    });
    expect(badSession.status).toBe(400);
    expect(badSession.body.message).toMatch(/x-session-id/);
    const badZone = await call(getAgency, "demo.localhost", "/api/agency", {
      timeZone: "Mars/Olympus",
    });
    expect(badZone.status).toBe(400);
    expect(badZone.body.message).toMatch(/timeZone/);
    const good = await call(getAgency, "demo.localhost", "/api/agency", {
      "x-session-id": "0b4f6f0e-3c1e-4a57-9d1b-9d0f3c7a2b11",
      timeZone: "America/Mexico_City",
    });
    expect(good.status).toBe(200);
  });

  it("answers an unknown endpoint with a JSON 404", async () => {
    const res = await call(unknownEndpoint, "demo.localhost", "/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No such API endpoint", code: "notFound" });
  });

  it("hides an unexpected failure behind 'Something went wrong.' and logs the detail under the call's id", async () => {
    const failing = apiRoute(z.object({}), async () => {
      throw new Error("connection to 10.0.0.7 refused");
    });
    let res!: Awaited<ReturnType<typeof call>>;
    const lines = await capturedLog(async () => {
      res = await call(failing, "demo.localhost", "/api/x");
    });
    expect(res.status).toBe(500);
    const requestId = res.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The body's requestId is this id (tests/support/http.ts checks it on every answer).
    expect(res.body).toEqual({ message: "Something went wrong.", code: "internal" });
    // One JSON line, with the id the caller was given, the call and the error's detail.
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "error",
      requestId,
      method: "GET",
      path: "/api/x",
      error: { message: "connection to 10.0.0.7 refused" },
    });
  });

  it("keeps a load balancer's request id, and makes one up for a malformed one", async () => {
    const failing = apiRoute(z.object({}), async () => {
      throw new ApiError("conflict", "Already cancelled");
    });
    const given = await call(failing, "demo.localhost", "/api/x", {
      "x-request-id": "lb-7f3a9c21",
    });
    expect(given.headers.get("x-request-id")).toBe("lb-7f3a9c21");
    expect(given.body).toEqual({ message: "Already cancelled", code: "conflict" });
    const forged = await call(failing, "demo.localhost", "/api/x", { "x-request-id": "<script>" });
    expect(forged.headers.get("x-request-id")).not.toBe("<script>");
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses to send a field outside the contract", async () => {
    const leaky = apiRoute(z.strictObject({ name: z.string() }), async ({ agency }) => ({
      name: agency.agencyName,
      internalNotes: agency.internalNotes,
    }));
    let res!: Awaited<ReturnType<typeof call>>;
    await capturedLog(async () => {
      res = await call(leaky, "demo.localhost", "/api/x");
    });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain("platform team");
  });
});

describe("database", () => {
  it("stores the demo agencies with their custom domain", async () => {
    const db = await getDb();
    const [domain] = await db
      .select()
      .from(t.agencyDomains)
      .where(eq(t.agencyDomains.domain, "horizon.test"));
    const [demo] = await db.select().from(t.agencies).where(eq(t.agencies.subdomain, "demo"));
    expect(domain?.agencyId).toBe(demo?.id);
  });
});
