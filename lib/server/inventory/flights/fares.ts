import "server-only";
import type { Cabin, FareBrand, FareBrandCode } from "@/lib/contract/flights";
import { percentOf } from "../money";
import type { Flight } from "./generate";

/**
 * Cabins and fare brands of the sandbox airlines. A flight's cabins follow its aircraft (regional
 * jets fly economy only, narrow-bodies add business, wide-bodies all four); each cabin of a
 * flight on a day is one allotment item, which its fare brands share (a fare class). Fares are
 * wholesale USD cents a passenger, from the flight's economy fare.
 */

export const CABIN_LETTER: Record<Cabin, string> = {
  economy: "Y",
  premium: "W",
  business: "J",
  first: "F",
};

export type Body = "regional" | "narrow" | "wide";

const REGIONAL = new Set(["Embraer E175", "ATR 72-600", "Embraer E190"]);
const WIDE = new Set(["Boeing 787-9", "Airbus A350-900", "Boeing 777-300ER"]);

export function bodyOf(aircraft: string): Body {
  return REGIONAL.has(aircraft) ? "regional" : WIDE.has(aircraft) ? "wide" : "narrow";
}

const CABINS_BY_BODY: Record<Body, readonly Cabin[]> = {
  regional: ["economy"],
  narrow: ["economy", "business"],
  wide: ["economy", "premium", "business", "first"],
};

export function cabinsOf(flight: Pick<Flight, "aircraft">): readonly Cabin[] {
  return CABINS_BY_BODY[bodyOf(flight.aircraft)];
}

/** Seats in the cabin (economy is the flight's own count). */
export function cabinSeats(flight: Pick<Flight, "aircraft" | "seats">, cabin: Cabin): number {
  const wide = bodyOf(flight.aircraft) === "wide";
  switch (cabin) {
    case "economy":
      return flight.seats;
    case "premium":
      return 28;
    case "business":
      return wide ? 36 : 16;
    case "first":
      return 8;
  }
}

/** What a cabin costs against economy, basis points. */
const CABIN_FACTOR: Record<Cabin, number> = {
  economy: 10_000,
  premium: 16_000,
  business: 32_000,
  first: 55_000,
};

interface BrandRule {
  factor: number;
  checkedBags: number;
  cabinBag: boolean;
  freeSeats: boolean;
  changeable: boolean;
  changeFeeUsd: number;
  refundable: boolean;
  /** What cancelling after the first 24 hours keeps, a seated passenger, USD cents (refundable). */
  penaltyUsd: number;
}

// prettier-ignore
const ECONOMY_BRANDS: Record<FareBrandCode, BrandRule> = {
  basic: { factor: 10_000, checkedBags: 0, cabinBag: false, freeSeats: false, changeable: false, changeFeeUsd: 0, refundable: false, penaltyUsd: 0 },
  standard: { factor: 12_000, checkedBags: 1, cabinBag: true, freeSeats: false, changeable: true, changeFeeUsd: 7_500, refundable: true, penaltyUsd: 15_000 },
  flex: { factor: 15_500, checkedBags: 2, cabinBag: true, freeSeats: true, changeable: true, changeFeeUsd: 0, refundable: true, penaltyUsd: 0 },
};
// prettier-ignore
const PREMIUM_BRANDS: Partial<Record<FareBrandCode, BrandRule>> = {
  standard: { factor: 10_000, checkedBags: 2, cabinBag: true, freeSeats: true, changeable: true, changeFeeUsd: 10_000, refundable: true, penaltyUsd: 25_000 },
  flex: { factor: 13_000, checkedBags: 3, cabinBag: true, freeSeats: true, changeable: true, changeFeeUsd: 0, refundable: true, penaltyUsd: 0 },
};

function brandRules(cabin: Cabin): [FareBrandCode, BrandRule][] {
  return Object.entries(cabin === "economy" ? ECONOMY_BRANDS : PREMIUM_BRANDS) as [
    FareBrandCode,
    BrandRule,
  ][];
}

export interface Fare {
  brand: FareBrand;
  /** A seated passenger's fare over all the segments, USD cents. */
  perSeat: number;
  /**
   * What cancelling after the first 24 hours keeps, a seated passenger (0: free until departure);
   * null when the fare is not refundable (it keeps everything).
   */
  penaltyPerSeat: number | null;
}

/** The cabin's fare brands for flights whose economy fares a seat are `economyFares`. */
export function faresFor(cabin: Cabin, economyFares: readonly number[]): Fare[] {
  const cabinFare = economyFares.reduce((sum, f) => sum + percentOf(f, CABIN_FACTOR[cabin]), 0);
  return brandRules(cabin).map(([code, rule]) => ({
    brand: {
      code,
      cabin,
      checkedBags: rule.checkedBags,
      cabinBag: rule.cabinBag,
      freeSeats: rule.freeSeats,
      changeable: rule.changeable,
      changeFeeUsd: rule.changeFeeUsd,
      refundable: rule.refundable,
    },
    perSeat: percentOf(cabinFare, rule.factor),
    penaltyPerSeat: rule.refundable ? rule.penaltyUsd : null,
  }));
}
