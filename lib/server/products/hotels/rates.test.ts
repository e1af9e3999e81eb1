import { describe, expect, it } from "vitest";
import { dealRates } from "@/lib/contract/deals";
import { hotelRate as hotelRateSchema } from "@/lib/contract/hotels";
import { LISBON } from "../../inventory/fixtures";
import { hotelsForCity, type Hotel, type RoomType } from "../../inventory/hotels/generate";
import { stayRates } from "../../inventory/hotels/supplier";
import { NO_MARKUP, type Markup } from "../../inventory/money";
import { shownRates } from "../../deals/deals";
import { contractRate, hotelRate, roomPolicy, type ListedHotel } from "./rates";

const PERCENT: Markup = { kind: "percent", basisPoints: 1200 };
const FIXED: Markup = { kind: "fixed", amountMinor: 2500 };
const hotels = hotelsForCity(LISBON);
const roomWhere = (refundable: boolean) => {
  for (const hotel of hotels) {
    const room = hotel.roomTypes.find((r) => r.cancellation.refundable === refundable);
    if (room) return { hotel, room };
  }
  throw new Error("no such room in Lisbon");
};

/** A hotel as the supplier lists it, with every room available. */
function listed(hotel: Hotel, room: RoomType): ListedHotel {
  const { roomTypes: _rooms, ...rest } = hotel;
  const rates = stayRates(hotel, room, 3, 2);
  return {
    ...rest,
    offers: [{ offerId: room.id, capacity: 9, rates, room, unitsLeft: 9, available: true }],
  };
}

describe("shownRates", () => {
  const rates = stayRates(hotels[0]!, hotels[0]!.roomTypes[0]!, 3, 2, PERCENT);

  it("sends the wholesale rate and the markup to unrestricted agents only", () => {
    const agent = dealRates.parse(shownRates(rates, { commissionBps: 1250 }));
    expect(agent.baseRate).toBe(rates.baseRate);
    expect(agent.markup).toBe(rates.markup);
    // The agent's own commission: 12.5 % of the sale before tax, not the agency's markup.
    expect(agent.commission).toBe(
      Math.floor(((rates.totalRate - rates.taxAndFee) * 1250) / 10_000),
    );
    const others = shownRates(rates, null);
    expect(others).not.toHaveProperty("baseRate");
    expect(others).not.toHaveProperty("markup");
    expect(others.totalRate).toBe(rates.totalRate);
  });
});

describe("roomPolicy", () => {
  const stay = { checkIn: "2027-01-20", nights: 3, rooms: 2 };

  it("charges the first night of every room, markup included, after the deadline", () => {
    const { hotel, room } = roomWhere(true);
    for (const markup of [NO_MARKUP, PERCENT, FIXED]) {
      const policy = roomPolicy(hotel, room, { ...stay, markup });
      expect(policy.refundable).toBe(true);
      expect(policy.penaltyMinor).toBe(stayRates(hotel, room, 1, 2, markup).totalRate);
      expect(policy.penaltyMinor).toBeLessThan(stayRates(hotel, room, 3, 2, markup).totalRate);
      expect(policy.timeZone).toBe("Europe/Lisbon");
      // Lisbon is on UTC in winter.
      expect(policy.freeUntil).toMatch(/^2027-01-1\dT18:00:00\.000\+00:00$/);
    }
  });

  it("charges the whole stay for a rate that is not refundable", () => {
    const { hotel, room } = roomWhere(false);
    const policy = roomPolicy(hotel, room, { ...stay, markup: PERCENT });
    expect(policy).toEqual({
      refundable: false,
      freeUntil: null,
      timeZone: "Europe/Lisbon",
      penaltyMinor: stayRates(hotel, room, 3, 2, PERCENT).totalRate,
    });
  });
});

describe("hotelRate", () => {
  it("prices the whole stay as the deals do, with the average per room and night", () => {
    const { hotel, room } = roomWhere(true);
    const stay = { checkIn: "2027-01-20", nights: 3, rooms: 2, markup: FIXED };
    const item = listed(hotel, room);
    const rate = hotelRate(item, item.offers[0]!, stay, { commissionBps: 1000 });
    const rates = stayRates(hotel, room, 3, 2, FIXED);
    expect(rate.totalRate).toBe(rates.totalRate);
    expect(rate.rates).toEqual(shownRates(rates, { commissionBps: 1000 }));
    expect(rate.nightlyRate).toBe(Math.round(rates.totalRate / 6));
    expect(rate.board).toBe(room.board);
    expect(hotelRateSchema.parse(contractRate(rate))).toEqual(contractRate(rate));
    expect(contractRate(rate)).not.toHaveProperty("totalRate");
  });
});
