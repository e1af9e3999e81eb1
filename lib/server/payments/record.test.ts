import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES } from "../db/schema";
import { canMovePayment } from "./record";

describe("payment transitions", () => {
  it("capture only what was authorised, and confirm nothing voided or failed", () => {
    expect(canMovePayment("pending", "authorised")).toBe(true);
    expect(canMovePayment("requires_action", "authorised")).toBe(true);
    expect(canMovePayment("authorised", "captured")).toBe(true);
    expect(canMovePayment("captured", "partially_refunded")).toBe(true);
    expect(canMovePayment("partially_refunded", "refunded")).toBe(true);
    // A voided or failed payment is never captured afterwards, nor a captured one voided.
    expect(canMovePayment("voided", "captured")).toBe(false);
    expect(canMovePayment("voided", "authorised")).toBe(false);
    expect(canMovePayment("failed", "authorised")).toBe(false);
    expect(canMovePayment("captured", "voided")).toBe(false);
    expect(canMovePayment("refunded", "captured")).toBe(false);
  });

  it("end in voided, failed and refunded", () => {
    for (const to of PAYMENT_STATUSES) {
      expect(canMovePayment("voided", to)).toBe(false);
      expect(canMovePayment("failed", to)).toBe(false);
      expect(canMovePayment("refunded", to)).toBe(false);
    }
  });
});
