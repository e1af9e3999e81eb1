import { describe, expect, it } from "vitest";
import { GET as getAgency } from "@/app/api/agency/route";
import { GET as getAbout } from "@/app/api/agency/about-us/route";
import { GET as getFaqs } from "@/app/api/agency/faqs/route";
import { GET as getLanguages } from "@/app/api/agency/languages/route";
import { GET as getNavigation } from "@/app/api/agency/navigations/route";
import { GET as getCountries } from "@/app/api/admin/country/enable/route";
import { GET as getCurrencies } from "@/app/api/admin/country/enableCurrencies/route";
import { GET as getGateway } from "@/app/api/getCurrentPaymentGateway/route";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { call } from "../support/http";

const AGENCY_ENDPOINTS = {
  "/api/agency": getAgency,
  "/api/agency/about-us": getAbout,
  "/api/agency/faqs": getFaqs,
  "/api/agency/languages": getLanguages,
  "/api/agency/navigations": getNavigation,
  "/api/admin/country/enable": getCountries,
  "/api/admin/country/enableCurrencies": getCurrencies,
  "/api/getCurrentPaymentGateway": getGateway,
};

/**
 * Whatever a request on one agency's host says about another agency (ids, keys, domains in query
 * parameters or headers), it gets the host's agency and nothing of the other's.
 */
describe("agency isolation", () => {
  it("answers every endpoint from the host's agency alone", async () => {
    const db = await getDb();
    const agencies = await db.select().from(t.agencies);
    const gateways = await db.select().from(t.agencyPaymentGateways);
    const demo = agencies.find((a) => a.subdomain === "demo")!;
    const demoKey = gateways.find((g) => g.agencyId === demo.id)!.publishableKey;

    for (const host of ["viajes.localhost", "minimal.localhost"]) {
      for (const [path, handler] of Object.entries(AGENCY_ENDPOINTS)) {
        const plain = await call(handler, host, path);
        const tampered = await call(
          handler,
          host,
          `${path}?agencyId=${demo.id}&id=${demo.id}&subdomain=demo&agency=demo&domain=horizon.test`,
          { "x-agency-id": demo.id, "x-forwarded-host": "demo.localhost", "x-agency": "demo" },
        );
        expect(tampered.status, `${host}${path}`).toBe(plain.status);
        expect(tampered.body, `${host}${path}`).toEqual(plain.body);
        const text = JSON.stringify(tampered.body);
        expect(text, `${host}${path}`).not.toContain(demo.id);
        expect(text).not.toContain("Horizon");
        expect(text).not.toContain(demoKey);
      }
    }
  });

  it("gives each agency's host its own answer on every endpoint", async () => {
    for (const [path, handler] of Object.entries(AGENCY_ENDPOINTS)) {
      const a = await call(handler, "demo.localhost", path);
      const b = await call(handler, "minimal.localhost", path);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body, path).not.toEqual(b.body);
    }
  });
});
