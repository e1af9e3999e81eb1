import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "@/lib/contract/booking";
import { canMove } from "./transitions";

describe("booking transitions", () => {
  it("allow the engine's moves only", () => {
    expect(canMove("pending", "confirmed")).toBe(true);
    expect(canMove("requires_action", "failed")).toBe(true);
    // A cancellation passes through `cancelling`, and goes back when the supplier refuses.
    expect(canMove("confirmed", "cancelled")).toBe(false);
    expect(canMove("confirmed", "cancelling")).toBe(true);
    expect(canMove("cancelling", "cancelled")).toBe(true);
    expect(canMove("cancelling", "confirmed")).toBe(true);
    expect(canMove("cancelled", "confirmed")).toBe(false);
    expect(canMove("failed", "confirmed")).toBe(false);
    expect(canMove("confirmed", "pending")).toBe(false);
  });

  it("end in failed and cancelled", () => {
    for (const to of BOOKING_STATUSES) {
      expect(canMove("failed", to)).toBe(false);
      expect(canMove("cancelled", to)).toBe(false);
    }
  });
});
