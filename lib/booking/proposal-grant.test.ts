import { describe, expect, it } from "vitest";
import { keepingGrant, proposalGrantOf } from "./proposal-grant";

const grant = { id: "p-1", token: "t-1", optionId: "o-1" };
const granted = proposalGrantOf(
  new URLSearchParams({ proposalId: "p-1", token: "t-1", option: "o-1" }),
);

describe("a proposal's grant", () => {
  it("goes on to the product's next page when the address has one", () => {
    const next = new URL(
      keepingGrant("/booknow/cars/reservation-details?offerId=x", granted),
      "https://a.example",
    );
    expect(next.searchParams.get("offerId")).toBe("x");
    expect(proposalGrantOf(next.searchParams)).toEqual(grant);
    expect(
      proposalGrantOf(new URL(keepingGrant("/a", granted), "https://a.example").searchParams),
    ).toEqual(grant);
  });

  it("leaves the address alone without one", () => {
    expect(
      keepingGrant("/a?b=c", proposalGrantOf(new URLSearchParams({ proposalId: "p-1" }))),
    ).toBe("/a?b=c");
  });
});
