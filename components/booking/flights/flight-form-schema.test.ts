import { describe, expect, it } from "vitest";
import { addDaysIso, todayIso } from "@/lib/booking/hotel-search-params";
import { flightFormResolver } from "./flight-form-schema";
import { flightFormValues, formQuery, type FlightFormValues } from "./flight-form-values";

const soon = addDaysIso(todayIso(), 10);
const later = addDaysIso(todayIso(), 17);
const airport = (code: string) => ({ codes: [code], label: code });
const round: FlightFormValues = {
  ...flightFormValues(null),
  legs: [{ from: airport("LHR"), to: airport("JFK"), date: soon }],
  returnDate: later,
};
const resolve = (v: FlightFormValues) =>
  flightFormResolver(v, undefined, { shouldUseNativeValidation: false, fields: {} });
const messages = async (v: FlightFormValues) =>
  JSON.parse(JSON.stringify((await resolve(v)).errors, (k, x) => (k === "type" ? undefined : x)));

describe("flight search form rules", () => {
  it("accepts a complete round trip and makes its return leg", async () => {
    expect((await resolve(round)).errors).toEqual({});
    expect(formQuery(round).legs).toEqual([
      { from: ["LHR"], to: ["JFK"], date: soon },
      { from: ["JFK"], to: ["LHR"], date: later },
    ]);
  });

  it("asks for the airports and dates, and refuses a return before the departure", async () => {
    expect(await messages(flightFormValues(null))).toEqual({
      legs: [{ from: { message: "from" }, to: { message: "to" }, date: { message: "date" } }],
      returnDate: { message: "date" },
    });
    expect(await messages({ ...round, returnDate: addDaysIso(soon, -1) })).toEqual({
      returnDate: { message: "order" },
    });
  });

  it("refuses past dates, dates too far ahead and the same airport at both ends", async () => {
    const leg = round.legs[0]!;
    expect(
      await messages({ ...round, trip: "oneway", legs: [{ ...leg, date: "2020-01-01" }] }),
    ).toEqual({
      legs: [{ date: { message: "past" } }],
    });
    expect(
      await messages({
        ...round,
        trip: "oneway",
        legs: [{ ...leg, date: addDaysIso(todayIso(), 400) }],
      }),
    ).toEqual({ legs: [{ date: { message: "tooFar" } }] });
    expect(await messages({ ...round, legs: [{ ...leg, to: airport("LHR") }] })).toEqual({
      legs: [{ to: { message: "sameAirport" } }],
    });
  });

  it("keeps a multi-city's flights in order", async () => {
    const multi: FlightFormValues = {
      ...round,
      trip: "multi",
      legs: [
        { from: airport("LHR"), to: airport("JFK"), date: later },
        { from: airport("JFK"), to: airport("MIA"), date: soon },
      ],
    };
    expect(await messages(multi)).toEqual({ legs: [null, { date: { message: "order" } }] });
  });

  it("reports the contract's passenger rules on the travellers", async () => {
    expect(await messages({ ...round, adults: 1, infants: 2 })).toEqual({
      adults: { message: "tooManyInfants" },
    });
  });
});
