import { describe, expect, it } from "vitest";
import { GET as getCountries } from "@/app/api/admin/country/enable/route";
import { GET as getCurrencies } from "@/app/api/admin/country/enableCurrencies/route";
import { GET as getCodes } from "@/app/api/code/route";
import { GET as getVisitorCountry } from "@/app/api/geo/country/route";
import { GET as getExchange } from "@/app/api/multi-currency/exchange/route";
import {
  countriesResponse,
  currenciesResponse,
  dialCodesResponse,
  exchangeResponse,
  visitorCountryResponse,
} from "@/lib/contract/currency";
import { call } from "../support/http";

describe("countries and currencies", () => {
  it("lists the demo agency's countries from the data package, with flags and symbols", async () => {
    const { data } = countriesResponse.parse(
      (await call(getCountries, "demo.localhost", "/api/admin/country/enable")).body,
    );
    expect(data.length).toBeGreaterThanOrEqual(130);
    expect(data.length).toBeLessThanOrEqual(170);
    expect(data.find((c) => c.code === "AE")).toEqual({
      name: "United Arab Emirates",
      code: "AE",
      currency: "AED",
      currencyName: "United Arab Emirates dirham",
      emoji: "🇦🇪",
      unicode: "U+1F1E6 U+1F1EA",
      image: "/assets/flags/ae.svg",
      symbol: "د.إ",
    });
    // Several countries share one currency (SPEC §3).
    for (const shared of ["EUR", "USD", "XOF", "XAF", "XCD", "AUD", "CHF"]) {
      expect(data.filter((c) => c.currency === shared).length).toBeGreaterThan(1);
    }
  });

  it("lists each agency's own countries", async () => {
    const { data } = countriesResponse.parse(
      (await call(getCountries, "minimal.localhost", "/api/x")).body,
    );
    expect(data.map((c) => c.code)).toEqual(["AU", "CA", "GB", "US"]);
    const viajes = countriesResponse.parse(
      (await call(getCountries, "viajes.localhost", "/api/x")).body,
    ).data;
    expect(viajes.map((c) => c.code)).toContain("MX");
    expect(viajes.map((c) => c.code)).toContain("ES");
    expect(viajes.map((c) => c.code)).not.toContain("FR");
    // The currency menu: a country whose money has no exchange rate (Argentina's peso) is not a
    // currency to pay in, though Argentina is one of the agency's countries.
    expect(viajes.map((c) => c.code)).not.toContain("AR");
    const { rates } = exchangeResponse.parse(
      (await call(getExchange, "viajes.localhost", "/api/multi-currency/exchange")).body,
    );
    for (const c of viajes) expect(rates[c.currency], c.code).toBeGreaterThan(0);
  });

  it("groups enabled currencies with their countries", async () => {
    const { data } = currenciesResponse.parse(
      (await call(getCurrencies, "minimal.localhost", "/api/x")).body,
    );
    expect(data).toEqual([
      { currency: "AUD", name: "Australian dollar", symbol: "$", countries: ["AU"] },
      { currency: "CAD", name: "Canadian dollar", symbol: "$", countries: ["CA"] },
      { currency: "GBP", name: "British pound", symbol: "£", countries: ["GB"] },
      { currency: "USD", name: "United States dollar", symbol: "$", countries: ["US"] },
    ]);
  });

  it("serves calling codes for every country", async () => {
    const { data } = dialCodesResponse.parse(
      (await call(getCodes, "demo.localhost", "/api/code")).body,
    );
    expect(data.find((c) => c.code === "PT")?.dialCode).toBe("+351");
    expect(data.find((c) => c.code === "US")?.dialCode).toBe("+1");
    // Whatever the country's currency: Argentina's and Vietnam's have no exchange rate.
    expect(data.find((c) => c.code === "AR")?.dialCode).toBe("+54");
    expect(data.find((c) => c.code === "VN")?.dialCode).toBe("+84");
    expect(data.length).toBeGreaterThanOrEqual(245);
  });
});

describe("GET /api/multi-currency/exchange", () => {
  it("serves USD-based rates with their source and date", async () => {
    const res = await call(getExchange, "demo.localhost", "/api/multi-currency/exchange");
    const body = exchangeResponse.parse(res.body);
    expect(body.base).toBe("USD");
    expect(body.source).toBe("European Central Bank euro reference rates");
    expect(body.asOf).toBe("2025-10-09");
    expect(body.rates.USD).toBe(1);
    expect(body.rates.EUR).toBeCloseTo(1 / 1.1611, 8);
    expect(body.rates.MXN).toBeCloseTo(21.2683 / 1.1611, 8);
    expect(body.rates.AED).toBe(3.6725);
  });

  it("has a rate for every currency an agency can select", async () => {
    const { rates } = exchangeResponse.parse(
      (await call(getExchange, "demo.localhost", "/api/x")).body,
    );
    const { data } = currenciesResponse.parse(
      (await call(getCurrencies, "demo.localhost", "/api/x")).body,
    );
    for (const c of data) expect(rates[c.currency], c.currency).toBeGreaterThan(0);
  });
});

describe("GET /api/geo/country", () => {
  const ask = async (headers: Record<string, string>) => {
    const r = await call(getVisitorCountry, "minimal.localhost", "/api/geo/country", headers);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    return visitorCountryResponse.parse(r.body).country;
  };

  it("answers the country the edge in front of the app geolocated", async () => {
    expect(await ask({ "cf-ipcountry": "gb" })).toBe("GB");
    expect(await ask({ "x-vercel-ip-country": "AU" })).toBe("AU");
  });

  it("answers null when nothing (or nothing usable) says", async () => {
    expect(await ask({})).toBeNull();
    expect(await ask({ "cf-ipcountry": "XX" })).toBeNull();
    expect(await ask({ "cf-ipcountry": "not a country" })).toBeNull();
  });

  it("is not answered for a host that names no agency", async () => {
    const r = await call(getVisitorCountry, "nobody.localhost", "/api/geo/country");
    expect(r.status).toBe(404);
  });
});
