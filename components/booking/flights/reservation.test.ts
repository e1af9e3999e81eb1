import { describe, expect, it } from "vitest";
import { FLIGHT_ERRORS } from "@/lib/contract/flights";
import {
  passengerTypes,
  toBookingTravellers,
  typeOrdinals,
  emptyPassenger,
} from "./reservation-draft";
import { reservationResolver, type ReservationValues } from "./reservation-schema";
import { describeErrorMessages } from "../error-messages-suite";

describeErrorMessages("FlightErrors", "flight-checkout", FLIGHT_ERRORS);

describe("the passengers' draft", () => {
  it("lists adults, then children, then infants, numbered within their type", () => {
    const types = passengerTypes({ adults: 2, children: 1, infants: 1 });
    expect(types).toEqual(["adult", "adult", "child", "infant"]);
    expect(typeOrdinals(types)).toEqual([1, 2, 1, 1]);
  });

  it("sends the passport only for an international trip", () => {
    const p = {
      ...emptyPassenger("adult"),
      firstName: " Ana ",
      lastName: "Silva",
      dateOfBirth: "1990-01-01",
      gender: "female" as const,
      nationality: "PT",
      passportNumber: "ab12345",
      passportExpiry: "2031-01-01",
    };
    expect(toBookingTravellers([p], false)[0]).toEqual({
      type: "adult",
      firstName: "Ana",
      lastName: "Silva",
      dateOfBirth: "1990-01-01",
      gender: "female",
      nationality: "PT",
    });
    expect(toBookingTravellers([p], true)[0]).toMatchObject({
      passportNumber: "AB12345",
      passportExpiry: "2031-01-01",
    });
  });
});

describe("the passengers form's resolver", () => {
  const rules = {
    lastFlightDate: "2027-03-10",
    today: "2026-11-24",
    international: true,
    counts: { adults: 1, children: 1, infants: 0 },
  };
  const contact = {
    firstName: "Ana",
    lastName: "Silva",
    email: "ana@example.com",
    phone: "912 345 678",
    country: "PT",
  };
  const adult = {
    ...emptyPassenger("adult"),
    firstName: "Ana",
    lastName: "Silva",
    dateOfBirth: "1990-01-01",
    gender: "female" as const,
    nationality: "PT",
    passportNumber: "p1234567",
    passportExpiry: "2030-01-01",
  };
  const child = { ...adult, type: "child" as const, firstName: "Rui", dateOfBirth: "2018-05-05" };
  const resolve = (values: ReservationValues, international = true) =>
    reservationResolver(values, { rules: { ...rules, international } }, {
      fields: {},
      shouldUseNativeValidation: false,
    } as never);

  it("accepts valid passengers and gives the contract's values", async () => {
    const result = await resolve({ passengers: [adult, child], contact });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      passengers: [{ passportNumber: "P1234567" }, { firstName: "Rui" }],
      contact: { phone: "+351912345678" },
    });
  });

  it("names each mistake by its contract key", async () => {
    const result = await resolve({
      passengers: [
        { ...adult, firstName: "Ana2", dateOfBirth: "2020-01-01", passportNumber: "" },
        { ...child, gender: "", passportExpiry: "2027-05-01" },
      ],
      contact,
    });
    const errors = result.errors as Record<string, Array<Record<string, { message: string }>>>;
    expect(errors.passengers?.[0]?.firstName?.message).toBe("nameLetters");
    expect(errors.passengers?.[0]?.dateOfBirth?.message).toBe("notAnAdult");
    expect(errors.passengers?.[0]?.passportNumber?.message).toBe("passportNumber");
    expect(errors.passengers?.[1]?.gender?.message).toBe("required");
    expect(errors.passengers?.[1]?.passportExpiry?.message).toBe("passportExpired");
  });

  it("asks for no passport on a domestic trip", async () => {
    const domestic = { ...adult, passportNumber: "", passportExpiry: "" };
    const result = await resolve(
      { passengers: [domestic, { ...child, passportNumber: "", passportExpiry: "" }], contact },
      false,
    );
    expect(result.errors).toEqual({});
  });
});
