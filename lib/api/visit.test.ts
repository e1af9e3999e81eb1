import { describe, expect, it } from "vitest";
import { isDealOrProposalLink } from "./visit";

const link = (path: string) => isDealOrProposalLink(new URL(path, "http://demo.localhost"));

describe("a deal or proposal link (SPEC §6)", () => {
  it("carries a deal link's or proposal's id, or comes from a checkout", () => {
    expect(link("/booknow/hotels/checkout?dealLinkId=abc")).toBe(true);
    expect(link("/booknow/hotels/checkout?proposalId=abc&token=t")).toBe(true);
    expect(link("/booknow/cars?checkout=true")).toBe(true);
    expect(link("/cancellation-policy?from=checkout")).toBe(true);
  });

  it("is a proposal's page", () => {
    expect(link("/booknow/hotels/deal/0b6c?token=t")).toBe(true);
    expect(link("/booknow/flights/deal/0b6c")).toBe(true);
    expect(link("/booknow/hotels/dealers")).toBe(false);
  });

  it("counts a bare id on the booking pages only, not a blog post's share page", () => {
    expect(link("/booknow/hotels/search?id=abc")).toBe(true);
    expect(link("/blog/share?id=abc")).toBe(false);
    expect(link("/destination/share?id=abc")).toBe(false);
    expect(link("/")).toBe(false);
  });
});
