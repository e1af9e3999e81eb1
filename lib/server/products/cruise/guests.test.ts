import { describe, expect, it } from "vitest";
import type { Traveller } from "@/lib/contract/booking";
import { CRUISE_ERRORS, DINING_TIMES } from "@/lib/contract/cruise";
import { ApiError } from "../../errors";
import { checkCruiseGuests } from "./guests";

/**
 * A cruise's guest rules (guests.ts) on a 7-night sailing from 5 to 12 June 2027 for two adults,
 * a child and an infant, booked on 3 December 2026: each refusal is a 400 naming the first wrong
 * field in the contract's words, and each age's edge is on the side the rule says.
 */

const sailing = {
  departureDate: "2027-06-05",
  returnDate: "2027-06-12",
  guests: { adults: 2, children: 1, infants: 1 },
};
const now = new Date("2026-12-03T10:00:00Z");
const answers = { diningTime: "late" };

const guest = (unit: number, type: Traveller["type"], dateOfBirth: string): Traveller => ({
  firstName: ["Ana", "Bruno", "Carla", "Duarte"][unit] ?? "Eva",
  lastName: "Silva",
  unit,
  type,
  dateOfBirth,
  nationality: "PT",
  passportNumber: `CA${unit}12345`,
  passportExpiry: "2030-01-31",
});
const party = (): Traveller[] => [
  guest(0, "adult", "1985-04-02"),
  guest(1, "adult", "1987-09-30"),
  guest(2, "child", "2017-03-14"),
  guest(3, "infant", "2026-01-20"),
];
/** The party with guest `unit` changed by `change`. */
const withGuest = (unit: number, change: Partial<Traveller>) =>
  party().map((g) => (g.unit === unit ? { ...g, ...change } : g));

/** What the check answers: null when it passes, else the refusal's status and message. */
function check(
  travellers: readonly Traveller[],
  given: Record<string, string> = answers,
  offer = sailing,
): { status: number; message: string } | null {
  try {
    checkCruiseGuests(offer, travellers, now, given);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, message: error.message };
  }
}
const refused = (where: string, message: string) => ({
  status: 400,
  message: `${where}: ${message}`,
});

describe("a cruise's guests", () => {
  it("takes every guest of the cabin, in order, with their papers and a dining time", () => {
    expect(check(party())).toBeNull();
    for (const diningTime of DINING_TIMES) expect(check(party(), { diningTime })).toBeNull();
  });

  it("names every guest of the cabin in its order, the lead an adult", () => {
    expect(check(party().slice(0, 3))).toEqual(refused("travellers", CRUISE_ERRORS.everyGuest));
    expect(check([...party(), guest(4, "adult", "1990-01-01")])).toEqual(
      refused("travellers", CRUISE_ERRORS.everyGuest),
    );
    // Places counted from 0, one each.
    expect(check(party().map((g) => ({ ...g, unit: g.unit + 1 })))).toEqual(
      refused("travellers", CRUISE_ERRORS.everyGuest),
    );
    const [a, b, c, d] = party();
    const childFirst = [c!, a!, b!, d!].map((g, unit) => ({ ...g, unit }));
    expect(check(childFirst)).toEqual(refused("travellers.0.type", CRUISE_ERRORS.leadAdult));
  });

  it("wants each guest's type to be the cabin's at their place", () => {
    expect(check(withGuest(2, { type: "adult" }))).toEqual(
      refused("travellers.2.type", CRUISE_ERRORS.guestType),
    );
    expect(check(withGuest(1, { type: undefined }))).toEqual(
      refused("travellers.1.type", CRUISE_ERRORS.guestType),
    );
    expect(check(withGuest(3, { type: "senior" }))).toEqual(
      refused("travellers.3.type", CRUISE_ERRORS.guestType),
    );
  });

  it("counts an adult's age on the day the ship sails", () => {
    // 18 on the day it sails, and 17 on it.
    expect(check(withGuest(1, { dateOfBirth: "2009-06-05" }))).toBeNull();
    expect(check(withGuest(1, { dateOfBirth: "2009-06-06" }))).toEqual(
      refused("travellers.1.dateOfBirth", CRUISE_ERRORS.adultAge),
    );
    // 17 when it sails, 18 by the day it is back: not an adult yet.
    expect(check(withGuest(0, { dateOfBirth: "2009-06-10" }))).toEqual(
      refused("travellers.0.dateOfBirth", CRUISE_ERRORS.adultAge),
    );
  });

  it("counts a child's and an infant's age on the day the ship is back", () => {
    // A child: 17 on the last day, and 18 on it; 2 on it, and 1.
    expect(check(withGuest(2, { dateOfBirth: "2009-06-13" }))).toBeNull();
    expect(check(withGuest(2, { dateOfBirth: "2009-06-12" }))).toEqual(
      refused("travellers.2.dateOfBirth", CRUISE_ERRORS.childAge),
    );
    expect(check(withGuest(2, { dateOfBirth: "2025-06-12" }))).toBeNull();
    expect(check(withGuest(2, { dateOfBirth: "2025-06-13" }))).toEqual(
      refused("travellers.2.dateOfBirth", CRUISE_ERRORS.childAge),
    );
    // An infant: under 2 on the last day, though 1 on the day it sails.
    expect(check(withGuest(3, { dateOfBirth: "2025-06-13" }))).toBeNull();
    expect(check(withGuest(3, { dateOfBirth: "2025-06-12" }))).toEqual(
      refused("travellers.3.dateOfBirth", CRUISE_ERRORS.infantAge),
    );
  });

  it("counts whole years as the calendar does, over a 29 February", () => {
    const leap = { ...sailing, guests: { adults: 1, children: 0, infants: 0 } };
    const lead = [guest(0, "adult", "2008-02-29")];
    // Born on 29 February 2008: 17 on 28 February 2026, 18 on 1 March.
    const sails = (date: string) => ({ ...leap, departureDate: date, returnDate: "2026-03-08" });
    expect(check(lead, answers, sails("2026-02-28"))).toEqual(
      refused("travellers.0.dateOfBirth", CRUISE_ERRORS.adultAge),
    );
    expect(check(lead, answers, sails("2026-03-01"))).toBeNull();
  });

  it("wants a date of birth, not one to come", () => {
    expect(check(withGuest(1, { dateOfBirth: undefined }))).toEqual(
      refused("travellers.1.dateOfBirth", CRUISE_ERRORS.dateOfBirth),
    );
    expect(check(withGuest(3, { dateOfBirth: "2026-12-04" }))).toEqual(
      refused("travellers.3.dateOfBirth", CRUISE_ERRORS.dateOfBirth),
    );
    expect(check(withGuest(3, { dateOfBirth: "2026-12-03" }))).toBeNull();
  });

  it("wants each guest's nationality and passport number", () => {
    expect(check(withGuest(2, { nationality: undefined }))).toEqual(
      refused("travellers.2.nationality", CRUISE_ERRORS.nationality),
    );
    expect(check(withGuest(3, { passportNumber: undefined }))).toEqual(
      refused("travellers.3.passportNumber", CRUISE_ERRORS.passport),
    );
    expect(check(withGuest(3, { passportNumber: "   " }))).toEqual(
      refused("travellers.3.passportNumber", CRUISE_ERRORS.passport),
    );
  });

  it("wants a passport still valid the day after the ship is back", () => {
    expect(check(withGuest(1, { passportExpiry: "2027-06-13" }))).toBeNull();
    for (const passportExpiry of ["2027-06-12", "2027-06-11", "2026-01-01", undefined]) {
      expect(check(withGuest(1, { passportExpiry })), String(passportExpiry)).toEqual(
        refused("travellers.1.passportExpiry", CRUISE_ERRORS.passportExpiry),
      );
    }
  });

  it("reports the first guest's mistake first", () => {
    const two = party().map((g) => ({ ...g, nationality: undefined }));
    expect(check(two)).toEqual(refused("travellers.0.nationality", CRUISE_ERRORS.nationality));
  });

  it("wants one of the dining times, and no other answer", () => {
    for (const given of [
      {},
      { diningTime: "" },
      { diningTime: "midnight" },
      { diningTime: "Early" },
    ] as Record<string, string>[]) {
      expect(check(party(), given), JSON.stringify(given)).toEqual(
        refused("answers.diningTime", CRUISE_ERRORS.diningTime),
      );
    }
    expect(check(party(), { ...answers, pickupHotel: "The Plaza" })).toEqual(
      refused("answers.pickupHotel", "a cruise asks only for a dining time"),
    );
  });
});
