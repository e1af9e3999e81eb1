import { describe, expect, it } from "vitest";
import { traveller } from "@/lib/contract/booking";
import {
  CAR_ERRORS,
  CAR_EXTRA_MAX,
  CAR_EXTRAS,
  carOfferQuery,
  carSearchQuery,
  type CarSearchQuery,
} from "@/lib/contract/cars";
import {
  chosenExtras,
  cleanExtras,
  driverNamed,
  driverTraveller,
  EMPTY_DRIVER,
  EXTRA_CODES,
  EXTRA_MAX,
  readCarDraft,
  rememberedPlace,
  rememberPlace,
  writeCarDraft,
  type DraftStorage,
} from "./car-draft";
import { driverResolver } from "./car-driver-schema";
import { carErrorKey } from "./car-error-text";
import { CAR_TIMES, carFormErrors, carFormQuery, carFormValues } from "./car-form-values";
import { describeErrorMessages } from "../error-messages-suite";

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describeErrorMessages("CarErrors", "cars", CAR_ERRORS);

describe("carErrorKey", () => {
  it("knows a contract sentence in an API message, alone or after its field", () => {
    expect(carErrorKey(CAR_ERRORS.ageMismatch, CAR_ERRORS)).toBe("ageMismatch");
    expect(carErrorKey(`travellers.0.age: ${CAR_ERRORS.ageOutOfRange}`, CAR_ERRORS)).toBe(
      "ageOutOfRange",
    );
    expect(carErrorKey("the car is sold out", CAR_ERRORS)).toBeNull();
  });
});

describe("the search form", () => {
  const today = "2030-05-01";
  const q: CarSearchQuery = {
    locationId: "airport-LIS",
    dropOffLocationId: "airport-OPO",
    pickUp: "2030-06-01T09:30",
    dropOff: "2030-06-04T18:15",
    driverAge: 22,
    residence: "PT",
  };
  const names = (id: string) =>
    ({ "airport-LIS": "Lisbon (LIS)", "airport-OPO": "Porto (OPO)" })[id] ?? "";

  it("fills in the search of the address and makes the same search again", () => {
    const values = carFormValues(q, names);
    expect(values.sameDropOff).toBe(false);
    expect(values.dropOffTime).toBe("18:15");
    expect(carFormErrors(values, today)).toEqual({});
    expect(carFormQuery(values)).toEqual(q);
    expect(carSearchQuery.parse(carFormQuery(values))).toEqual(q);
  });

  it("asks again for a place it cannot name", () => {
    const values = carFormValues(q, (id) => (id === "airport-LIS" ? "Lisbon (LIS)" : ""));
    expect(values.dropOffPlace).toEqual({ id: "", label: "" });
    expect(carFormErrors(values, today)).toEqual({ dropOffPlace: "dropOffPlace" });
  });

  it("starts a new search with the driver aged 25, living in the US, at 10:00", () => {
    const values = carFormValues(null);
    expect(values).toMatchObject({
      sameDropOff: true,
      pickUpTime: "10:00",
      dropOffTime: "10:00",
      driverAge: "25",
      residence: "US",
    });
    expect(carFormErrors(values, today)).toEqual({
      pickUpPlace: "place",
      pickUpDate: "date",
      dropOffDate: "date",
    });
    expect(CAR_TIMES).toHaveLength(48);
    expect(CAR_TIMES.slice(0, 3)).toEqual(["00:00", "00:30", "01:00"]);
  });

  const valid = { ...carFormValues(q, names), sameDropOff: true };
  it("returns the car where it was picked up unless told otherwise", () => {
    expect(carFormQuery(valid)).not.toHaveProperty("dropOffLocationId");
  });

  it.each([
    [{ pickUpDate: "2030-04-30" }, { pickUpDate: "past" }],
    [{ pickUpDate: "2031-05-02", dropOffDate: "2031-05-03" }, { pickUpDate: "tooFar" }],
    [{ dropOffDate: "2030-06-01", dropOffTime: "09:30" }, { dropOffDate: "order" }],
    [{ dropOffDate: "2030-05-31" }, { dropOffDate: "order" }],
    [{ dropOffDate: "2030-07-31", dropOffTime: "10:00" }, { dropOffDate: "tooLong" }],
    [{ driverAge: "17" }, { driverAge: "driverAge" }],
    [{ driverAge: "100" }, { driverAge: "driverAge" }],
    [{ driverAge: "2 5" }, { driverAge: "driverAge" }],
    [{ residence: "" }, { residence: "residence" }],
  ])("refuses %o", (change, errors) => {
    expect(carFormErrors({ ...valid, ...change }, today)).toEqual(errors);
  });

  it("takes a rental of exactly 60 days, and a pick-up today", () => {
    expect(
      carFormErrors({ ...valid, dropOffDate: "2030-07-31", dropOffTime: "09:30" }, today),
    ).toEqual({});
    expect(
      carFormErrors({ ...valid, pickUpDate: today, dropOffDate: "2030-05-02" }, today),
    ).toEqual({});
  });
});

describe("the car's draft", () => {
  it("mirrors the contract's extras and their limits", () => {
    expect([...EXTRA_CODES]).toEqual([...CAR_EXTRAS]);
    expect(EXTRA_MAX).toEqual(CAR_EXTRA_MAX);
  });

  it("keeps the extras and the driver per offer", () => {
    const storage = memoryStorage();
    writeCarDraft("o-1", { extras: { childSeat: 2, additionalDriver: 0, gps: 1 } }, storage);
    writeCarDraft("o-1", { driver: { ...EMPTY_DRIVER, firstName: "Ana" } }, storage);
    expect(readCarDraft("o-1", storage)).toEqual({
      extras: { childSeat: 2, additionalDriver: 0, gps: 1 },
      driver: { ...EMPTY_DRIVER, firstName: "Ana" },
    });
    expect(readCarDraft("o-2", storage)).toEqual({
      extras: { childSeat: 0, additionalDriver: 0, gps: 0 },
      driver: EMPTY_DRIVER,
    });
  });

  it("drops what it cannot use", () => {
    const storage = memoryStorage();
    storage.setItem("car-draft:o", '{"extras":{"childSeat":4,"gps":"1","additionalDriver":1.5}}');
    expect(readCarDraft("o", storage).extras).toEqual({
      childSeat: 0,
      additionalDriver: 0,
      gps: 0,
    });
    storage.setItem("car-draft:o", "not json");
    expect(readCarDraft("o", storage).driver).toEqual(EMPTY_DRIVER);
    expect(cleanExtras({ childSeat: 3, additionalDriver: 2, gps: 1 })).toEqual({
      childSeat: 3,
      additionalDriver: 2,
      gps: 1,
    });
  });

  it("makes a quote's query the contract takes", () => {
    const extras = cleanExtras({ childSeat: 1 });
    const query = carOfferQuery.parse({
      locationId: "x",
      pickUp: "2030-06-01T10:00",
      dropOff: "2030-06-03T10:00",
      driverAge: 25,
      residence: "US",
      extras,
    });
    expect(query.extras).toEqual({ childSeat: 1, additionalDriver: 0, gps: 0 });
    expect(chosenExtras(extras)).toEqual([{ code: "childSeat", quantity: 1 }]);
  });

  it("names the driver as the booking's one traveller, with the age searched", () => {
    const driver = {
      firstName: " Ana ",
      lastName: "Silva",
      licenceCountry: "PT",
      flightNumber: " u2 8143 ",
    };
    expect(driverNamed(driver)).toBe(true);
    expect(driverNamed({ ...driver, licenceCountry: "" })).toBe(false);
    const booked = driverTraveller(driver, 23);
    expect(booked).toEqual({
      firstName: "Ana",
      lastName: "Silva",
      age: 23,
      licenceCountry: "PT",
      flightNumber: "U2 8143",
    });
    expect(traveller.parse({ ...booked, unit: 0 })).toMatchObject(booked);
    expect(driverTraveller({ ...driver, flightNumber: "" }, 30)).not.toHaveProperty("flightNumber");
  });

  it("remembers the names of the places chosen", () => {
    const storage = memoryStorage();
    rememberPlace("airport-LIS", "Lisbon (LIS), Portugal", storage);
    rememberPlace("", "nothing", storage);
    expect(rememberedPlace("airport-LIS", storage)).toBe("Lisbon (LIS), Portugal");
    expect(rememberedPlace("city-1", storage)).toBe("");
    expect(storage.items.size).toBe(1);
  });
});

describe("the driver's rules", () => {
  const resolve = (values: Partial<typeof EMPTY_DRIVER>) =>
    driverResolver({ ...EMPTY_DRIVER, ...values }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it("takes a named driver with a licence country and an optional flight", async () => {
    const result = await resolve({
      firstName: " Ana",
      lastName: "Silva ",
      licenceCountry: "PT",
      flightNumber: "ba117",
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      firstName: "Ana",
      lastName: "Silva",
      licenceCountry: "PT",
      flightNumber: "BA117",
    });
    expect((await resolve({ firstName: "A", lastName: "B", licenceCountry: "PT" })).errors).toEqual(
      {},
    );
  });

  it("says the contract's rules by their CarErrors keys", async () => {
    const { errors } = await resolve({ flightNumber: "flight 9" });
    expect(errors.firstName?.message).toBe("firstName");
    expect(errors.lastName?.message).toBe("lastName");
    expect(errors.licenceCountry?.message).toBe("licenceCountry");
    expect(errors.flightNumber?.message).toBe("flightNumber");
  });
});
