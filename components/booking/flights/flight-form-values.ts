import type { Cabin, FlightQueryInput, TripType } from "@/lib/contract/flights";
import type { AirportChoice } from "./airport-field";

/** The search form's values: a round trip keeps its one leg and the return date. */
export interface FlightFormLeg {
  from: AirportChoice;
  to: AirportChoice;
  date: string;
}

export interface FlightFormValues {
  trip: TripType;
  legs: FlightFormLeg[];
  returnDate: string;
  adults: number;
  children: number;
  infants: number;
  cabin: Cabin;
}

export const NO_AIRPORT: AirportChoice = { codes: [], label: "" };
export const emptyLeg = (): FlightFormLeg => ({ from: NO_AIRPORT, to: NO_AIRPORT, date: "" });

/** The codes stand for the airports until one is chosen from the list. */
const choice = (codes: string[]): AirportChoice => ({ codes, label: codes.join(", ") });

/** The form's values for the search of the address, or an empty round trip. */
export function flightFormValues(q: FlightQueryInput | null): FlightFormValues {
  if (!q) {
    return {
      trip: "round",
      legs: [emptyLeg()],
      returnDate: "",
      adults: 1,
      children: 0,
      infants: 0,
      cabin: "economy",
    };
  }
  const legs = q.legs.map((l) => ({ from: choice(l.from), to: choice(l.to), date: l.date }));
  return {
    trip: q.trip,
    legs: q.trip === "round" ? legs.slice(0, 1) : legs,
    returnDate: q.trip === "round" ? (q.legs[1]?.date ?? "") : "",
    adults: q.adults,
    children: q.children ?? 0,
    infants: q.infants ?? 0,
    cabin: q.cabin ?? "economy",
  };
}

/** The legs the form's trip flies: a round trip returns from where it went. */
export function formLegs(v: FlightFormValues): FlightFormLeg[] {
  if (v.trip === "oneway") return v.legs.slice(0, 1);
  if (v.trip === "round") {
    const out = v.legs[0]!;
    return [out, { from: out.to, to: out.from, date: v.returnDate }];
  }
  return v.legs;
}

/** The search the form's values make. */
export function formQuery(v: FlightFormValues): FlightQueryInput {
  return {
    trip: v.trip,
    legs: formLegs(v).map((l) => ({ from: l.from.codes, to: l.to.codes, date: l.date })),
    adults: v.adults,
    children: v.children,
    infants: v.infants,
    cabin: v.cabin,
  };
}
