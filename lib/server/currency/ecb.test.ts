import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatRate, parseEcbXml, usdRatesFromEcb } from "./ecb";

const snapshot = readFileSync(
  path.join(__dirname, "../../../data/ecb-eurofxref-daily-2025-10-09.xml"),
  "utf8",
);

describe("parseEcbXml", () => {
  it("reads the reference date and every rate of the published document", () => {
    const parsed = parseEcbXml(snapshot);
    expect(parsed.asOf).toBe("2025-10-09");
    expect(Object.keys(parsed.perEuro)).toHaveLength(30);
    expect(parsed.perEuro.USD).toBe(1.1611);
    expect(parsed.perEuro.MXN).toBe(21.2683);
  });
  it("refuses documents without a date, without USD, or with malformed rates", () => {
    expect(() => parseEcbXml("<Cube><Cube currency='USD' rate='1.1'/></Cube>")).toThrow(/date/);
    expect(() =>
      parseEcbXml("<Cube time='2025-10-09'><Cube currency='GBP' rate='0.8'/></Cube>"),
    ).toThrow(/US dollar/);
    expect(() =>
      parseEcbXml("<Cube time='2025-10-09'><Cube currency='USD' rate='abc'/></Cube>"),
    ).toThrow(/malformed/);
  });
});

describe("usdRatesFromEcb", () => {
  const rates = new Map(usdRatesFromEcb(parseEcbXml(snapshot)).map((r) => [r.currency, r]));

  it("rebases euro rates on the US dollar", () => {
    expect(rates.get("USD")!.perUsd).toBeCloseTo(1, 12);
    expect(rates.get("EUR")!.perUsd).toBeCloseTo(1 / 1.1611, 10);
    expect(rates.get("MXN")!.perUsd).toBeCloseTo(21.2683 / 1.1611, 10);
  });
  it("derives pegged currencies from their anchors and says so", () => {
    expect(rates.get("AED")).toMatchObject({ perUsd: 3.6725, source: "Fixed parity to USD" });
    expect(rates.get("XOF")!.perUsd).toBeCloseTo(655.957 / 1.1611, 8);
    expect(rates.get("NAD")!.perUsd).toBeCloseTo(rates.get("ZAR")!.perUsd, 12);
  });
  it("formats rates to ten significant digits", () => {
    expect(formatRate(1 / 1.1611)).toBe("0.8612522608");
    expect(formatRate(3.6725)).toBe("3.6725");
  });
});
