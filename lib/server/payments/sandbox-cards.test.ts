import { describe, expect, it } from "vitest";
import {
  cardBrandOf,
  cardProblems,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from "@/lib/payments/card-check";
import { DECLINES, behaviourOf, failureMessage, gatewayBrand, sandboxCard } from "./sandbox-cards";

const nextYear = new Date().getFullYear() + 1;
const card = (
  number: string,
  over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => sandboxCard({ number, expMonth: 12, expYear: nextYear, cvc: "123", ...over });

describe("sandbox test cards", () => {
  it.each([
    ["4242424242424242", "succeeds"],
    ["4000000000000002", "declined"],
    ["4000000000009995", "insufficientFunds"],
    ["4000000000000069", "expiredCard"],
    ["4000000000000127", "incorrectCvc"],
    ["4000002760003184", "challenge"],
    ["5555555555554444", "succeeds"],
  ])("%s %s", (number, behaviour) => {
    expect(behaviourOf(number)).toBe(behaviour);
    const checked = card(number.replace(/(\d{4})(?=\d)/g, "$1 "));
    expect(checked).toMatchObject({ ok: true, behaviour, card: { last4: number.slice(-4) } });
  });

  it("refuses each decline with its own code and plain words", () => {
    expect(DECLINES.declined).toEqual({ code: "cardDeclined", message: "Your card was declined." });
    expect(DECLINES.insufficientFunds.code).toBe("insufficientFunds");
    expect(DECLINES.expiredCard.code).toBe("expiredCard");
    expect(DECLINES.incorrectCvc.code).toBe("incorrectCvc");
    expect(failureMessage("insufficientFunds")).toBe("Your card has insufficient funds.");
    expect(failureMessage("paymentFailed")).toBe("3-D Secure authentication failed.");
  });
});

describe("card checks", () => {
  it("refuses a number that fails the Luhn check or has no known brand", () => {
    expect(card("4242424242424241")).toMatchObject({ ok: false, field: "number" });
    expect(card("1234567812345678")).toMatchObject({ ok: false, field: "number" });
    expect(card("4242-4242-4242-abcd")).toMatchObject({ ok: false, field: "number" });
    expect(card("424242424242")).toMatchObject({ ok: false, field: "number" });
  });

  it("refuses an expiry in the past and accepts the current month", () => {
    const now = new Date();
    expect(card("4242424242424242", { expYear: now.getFullYear() - 1 })).toMatchObject({
      ok: false,
      field: "expiry",
      message: "The card's expiry date is not valid or has passed.",
    });
    expect(
      card("4242424242424242", { expMonth: now.getMonth() + 1, expYear: now.getFullYear() }),
    ).toMatchObject({ ok: true });
  });

  it("wants the CVC length of the brand: 3 digits for Visa, 4 for American Express", () => {
    expect(card("4242424242424242", { cvc: "1234" })).toMatchObject({ ok: false, field: "cvc" });
    expect(card("378282246310005", { cvc: "123" })).toMatchObject({ ok: false, field: "cvc" });
    const amex = card("378282246310005", { cvc: "1234" });
    expect(amex).toMatchObject({ ok: true, card: { brand: "american-express", last4: "0005" } });
    expect(gatewayBrand("american-express")).toBe("amex");
    expect(gatewayBrand("visa")).toBe("visa");
  });

  it("names every wrong field at once, for the form to show them together", () => {
    const wrong = { number: "4242424242424241", expMonth: 13, expYear: nextYear, cvc: "12" };
    expect(cardProblems(wrong)).toEqual(["number", "expiry", "cvc"]);
    expect(cardProblems({ ...wrong, number: "4242424242424242", expMonth: 1 })).toEqual(["cvc"]);
  });

  it("prints the number in its brand's groups", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("3782 822463 10005")).toBe("3782 822463 10005");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("42x4 2")).toBe("4242");
    expect(cardBrandOf("37")?.brandName).toBe("American Express");
    expect(cardBrandOf("")).toBeNull();
  });

  it("reads the expiry as typed or autofilled", () => {
    expect(["1228", "12/28", "12 / 2028", "12/2028"].map(formatExpiry)).toEqual(
      Array(4).fill("12 / 28"),
    );
    expect(formatExpiry("1/28")).toBe("01 / 28");
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("123")).toBe("12 / 3");
    expect(parseExpiry("12 / 28")).toEqual({ expMonth: 12, expYear: 2028 });
    expect(parseExpiry("12 / 2")).toEqual({ expMonth: 0, expYear: 0 });
  });
});
