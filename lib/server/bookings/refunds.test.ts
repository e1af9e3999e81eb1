import { describe, expect, it } from "vitest";
import { policyAtPrice, refundNow, type RefundBooking } from "./refunds";

const policy = {
  refundable: true,
  freeUntil: "2027-03-10T17:00:00.000Z",
  timeZone: "Europe/Paris",
  penaltyMinor: 10_000,
};
const booking = (over: Partial<RefundBooking> = {}): RefundBooking => ({
  totalMinor: 46_000,
  cardMinor: 46_000,
  creditsMinor: 0,
  creditsValueMinor: 0,
  refundedMinor: 0,
  currency: "EUR",
  exchangeRate: "0.92",
  offer: { policy },
  createdAt: new Date("2027-03-01T09:00:00Z"),
  ...over,
});

describe("refundNow", () => {
  it("refunds everything before the free-cancellation deadline", () => {
    const r = refundNow(booking(), new Date("2027-03-10T16:59:59Z"));
    expect(r).toMatchObject({ refundMinor: 46_000, penaltyMinor: 0, cardRefundMinor: 46_000 });
  });

  it("keeps the penalty, converted at the locked rate, from the deadline on", () => {
    const r = refundNow(booking(), new Date("2027-03-10T17:00:00Z"));
    expect(r.penaltyMinor).toBe(9_200);
    expect(r.refundMinor).toBe(36_800);
  });

  it("never refunds more than was paid, nor what was refunded already", () => {
    const big = { ...policy, refundable: false, freeUntil: null, penaltyMinor: 99_999_999 };
    expect(refundNow(booking({ offer: { policy: big } }), new Date()).refundMinor).toBe(0);
    expect(refundNow(booking({ refundedMinor: 46_000 }), new Date(0)).refundMinor).toBe(0);
  });

  it("refunds the card first and gives back what is left as credits", () => {
    const r = refundNow(
      booking({ cardMinor: 36_000, creditsMinor: 10_870, creditsValueMinor: 10_000 }),
      new Date(0),
    );
    expect(r.cardRefundMinor).toBe(36_000);
    expect(r.creditsBackMinor).toBe(10_870);
    const late = refundNow(
      booking({ cardMinor: 36_000, creditsMinor: 10_870, creditsValueMinor: 10_000 }),
      new Date("2028-01-01T00:00:00Z"),
    );
    // 36,800 is refunded: the card's 36,000 whole, and 800 of the credits' 10,000 value.
    expect(late.cardRefundMinor).toBe(36_000);
    expect(late.creditsBackMinor).toBe(869);
  });

  describe("a flight's 24 hours", () => {
    // A Basic fare: never refundable, but free for 24 hours after booking, until departure.
    const basic = {
      refundable: false,
      freeUntil: null,
      timeZone: "Europe/London",
      penaltyMinor: 46_000 / 0.92,
      freeHoursAfterBooking: 24,
      freeBefore: "2027-03-20T12:00:00.000Z",
    };
    const flight = (over: Partial<RefundBooking> = {}) =>
      booking({ offer: { policy: { ...basic, penaltyMinor: 50_000 } }, ...over });

    it("refunds everything within 24 hours of booking, nothing after", () => {
      const inTime = refundNow(flight(), new Date("2027-03-02T08:59:59Z"));
      expect(inTime).toMatchObject({ refundMinor: 46_000, penaltyMinor: 0 });
      expect(inTime.freeUntil).toBe("2027-03-02T09:00:00.000Z");
      const late = refundNow(flight(), new Date("2027-03-02T09:00:00Z"));
      expect(late).toMatchObject({ refundMinor: 0, penaltyMinor: 46_000 });
    });

    it("ends the 24 hours at the departure", () => {
      const lastMinute = flight({ createdAt: new Date("2027-03-20T06:00:00Z") });
      expect(refundNow(lastMinute, new Date("2027-03-20T11:59:00Z")).penaltyMinor).toBe(0);
      expect(refundNow(lastMinute, new Date("2027-03-20T12:00:00Z")).refundMinor).toBe(0);
      expect(refundNow(lastMinute, new Date(0)).freeUntil).toBe("2027-03-20T12:00:00.000Z");
    });

    it("keeps a refundable fare's later deadline", () => {
      const flex = booking({
        offer: {
          policy: { ...basic, refundable: true, freeUntil: basic.freeBefore, penaltyMinor: 50_000 },
        },
      });
      expect(refundNow(flex, new Date("2027-03-15T00:00:00Z")).refundMinor).toBe(46_000);
    });
  });
});

describe("policyAtPrice", () => {
  it("prices a non-refundable rate's penalty from the held price, not the search's", () => {
    const whole = { ...policy, refundable: false, freeUntil: null, penaltyMinor: 40_000 };
    // Searched at $400.00, held at $460.00 after an accepted price change: all of it is kept.
    const held = policyAtPrice(whole, 40_000, 46_000);
    expect(held.penaltyMinor).toBe(46_000);
    const r = refundNow(
      booking({
        totalMinor: 46_000,
        cardMinor: 46_000,
        exchangeRate: "1",
        currency: "USD",
        offer: { policy: held },
      }),
      new Date("2027-03-02T00:00:00Z"),
    );
    expect([r.refundMinor, r.penaltyMinor]).toEqual([0, 46_000]);
  });

  it("scales a part penalty (a night) with the price and never passes the total", () => {
    expect(policyAtPrice(policy, 40_000, 30_000).penaltyMinor).toBe(7_500);
    expect(policyAtPrice({ ...policy, penaltyMinor: 40_000 }, 40_000, 80_000).penaltyMinor).toBe(
      80_000,
    );
    expect(policyAtPrice(policy, 40_000, 40_000)).toBe(policy);
  });
});
