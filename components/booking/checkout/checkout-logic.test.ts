import { describe, expect, it } from "vitest";
import { minorDigits } from "@/lib/booking/trip-format";
import {
  challengeReturnPath,
  confirmationHref,
  countdown,
  keepsAttempt,
  walletCreditsMinor,
  withTokenParam,
} from "./checkout-logic";

describe("keepsAttempt", () => {
  it("sends an unanswered or unknown-outcome call again under the same key", () => {
    expect(keepsAttempt({ status: 0 })).toBe(true);
    expect(keepsAttempt({ status: 500, code: "internal" })).toBe(true);
    expect(keepsAttempt({ status: 504 })).toBe(true);
  });

  it("starts a new attempt after a refusal", () => {
    for (const [status, code] of [
      [402, "cardDeclined"],
      [402, "insufficientFunds"],
      [409, "soldOut"],
      [409, "priceChanged"],
      [410, "expired"],
      [422, "idempotencyMismatch"],
      [502, "supplierUnavailable"],
      [502, "gatewayUnavailable"],
    ] as const) {
      expect(keepsAttempt({ status, code }), `${status} ${code}`).toBe(false);
    }
  });
});

describe("countdown", () => {
  it("shows mm:ss and announces started minutes", () => {
    expect(countdown(300_000)).toEqual({ text: "05:00", minutes: 5, over: false });
    expect(countdown(299_000)).toEqual({ text: "04:59", minutes: 5, over: false });
    expect(countdown(240_000)).toEqual({ text: "04:00", minutes: 4, over: false });
    expect(countdown(30_000)).toEqual({ text: "00:30", minutes: 1, over: false });
  });

  it("stops at zero", () => {
    expect(countdown(0)).toEqual({ text: "00:00", minutes: 0, over: true });
    expect(countdown(-5_000)).toEqual({ text: "00:00", minutes: 0, over: true });
  });
});

describe("walletCreditsMinor", () => {
  const base = { quoteCurrency: "EUR", quoteRate: 0.9, walletRate: undefined, digits: minorDigits };

  it("sends the amount as typed when the wallet holds the quote's currency", () => {
    expect(
      walletCreditsMinor({ ...base, quoteMinor: 1234, wallet: { amount: 5000, currency: "EUR" } }),
    ).toBe(1234);
  });

  it("converts through USD into the wallet's currency, rounding down, capped at the balance", () => {
    // 9.00 EUR at 0.9 EUR/USD is 10.00 USD.
    expect(
      walletCreditsMinor({ ...base, quoteMinor: 900, wallet: { amount: 5000, currency: "USD" } }),
    ).toBe(1000);
    // 10.00 USD at 150 JPY/USD is 1500 yen (no minor units).
    expect(
      walletCreditsMinor({
        ...base,
        quoteMinor: 900,
        wallet: { amount: 100_000, currency: "JPY" },
        walletRate: 150,
      }),
    ).toBe(1500);
    expect(
      walletCreditsMinor({ ...base, quoteMinor: 900, wallet: { amount: 700, currency: "USD" } }),
    ).toBe(700);
  });

  it("sends nothing for nothing", () => {
    expect(
      walletCreditsMinor({ ...base, quoteMinor: 0, wallet: { amount: 5000, currency: "USD" } }),
    ).toBe(0);
  });
});

describe("withTokenParam", () => {
  it("adds the guest token to a path with or without a query", () => {
    expect(withTokenParam("/hotel-details?reference=AB12", "t/1")).toBe(
      "/hotel-details?reference=AB12&token=t%2F1",
    );
    expect(withTokenParam("/x", "abc")).toBe("/x?token=abc");
    expect(withTokenParam("/x", null)).toBe("/x");
  });
});

describe("confirmationHref and challengeReturnPath", () => {
  it("puts the reference in the query, as hotels and flights take it", () => {
    const path = "/booknow/flights/confirmation";
    expect(confirmationHref(path, "AB 12")).toBe("/booknow/flights/confirmation?reference=AB%2012");
    expect(challengeReturnPath(path)).toBe(path);
  });

  it("puts it in the path for a path with /:reference, the challenge returning before it", () => {
    const path = "/booknow/activities/confirmation/:reference";
    expect(confirmationHref(path, "AB12CD34")).toBe("/booknow/activities/confirmation/AB12CD34");
    expect(challengeReturnPath(path)).toBe("/booknow/activities/confirmation");
  });
});
