import type { BookingTraveller } from "@/components/booking/checkout/checkout-schema";
import type { CarExtraCode, CarExtras } from "@/lib/contract/cars";

/**
 * What the traveller chose for a car and typed about its driver, kept for this tab only and per
 * offer (as the flights' reservation draft), so that the next pages, the checkout and a reload (a
 * language change reloads the page, SPEC §4) find it again. The address keeps only the search
 * and the offer. Only types come from the contract: zod stays out of the first load.
 */

/** The contract's CAR_EXTRAS and CAR_EXTRA_MAX (car-draft.test.ts keeps them equal). */
export const EXTRA_CODES = [
  "childSeat",
  "additionalDriver",
  "gps",
] as const satisfies readonly CarExtraCode[];
export const EXTRA_MAX: Record<CarExtraCode, number> = {
  childSeat: 3,
  additionalDriver: 2,
  gps: 1,
};
export const NO_EXTRAS: CarExtras = { childSeat: 0, additionalDriver: 0, gps: 0 };

/** The main driver as the form holds it: every field a string, as typed. */
export interface DriverValues {
  firstName: string;
  lastName: string;
  licenceCountry: string;
  /** An arriving flight, optional. */
  flightNumber: string;
}

export const EMPTY_DRIVER: DriverValues = {
  firstName: "",
  lastName: "",
  licenceCountry: "",
  flightNumber: "",
};

export interface CarDraft {
  extras: CarExtras;
  driver: DriverValues;
}

/** The sessionStorage calls the draft uses (a stand-in in tests). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem">;

const draftKey = (offerId: string) => `car-draft:${offerId}`;

function readJson(storage: DraftStorage, key: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? "null") as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Each extra a whole number within its limit; anything else is none of it. */
export function cleanExtras(value: unknown): CarExtras {
  const stored = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const extras = { ...NO_EXTRAS };
  for (const code of EXTRA_CODES) {
    const n = stored[code];
    if (typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= EXTRA_MAX[code]) {
      extras[code] = n;
    }
  }
  return extras;
}

function cleanDriver(value: unknown): DriverValues {
  const stored = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const text = (name: keyof DriverValues) =>
    typeof stored[name] === "string" ? (stored[name] as string) : "";
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    licenceCountry: text("licenceCountry"),
    flightNumber: text("flightNumber"),
  };
}

export function readCarDraft(offerId: string, storage: DraftStorage = sessionStorage): CarDraft {
  const stored = readJson(storage, draftKey(offerId));
  return { extras: cleanExtras(stored?.extras), driver: cleanDriver(stored?.driver) };
}

export function writeCarDraft(
  offerId: string,
  draft: Partial<CarDraft>,
  storage: DraftStorage = sessionStorage,
) {
  const current = readJson(storage, draftKey(offerId)) ?? {};
  storage.setItem(draftKey(offerId), JSON.stringify({ ...current, ...draft }));
}

/** Whether the driver has been named (the checkout asks for the reservation page first). */
export function driverNamed(d: DriverValues): boolean {
  return (
    d.firstName.trim().length > 0 && d.lastName.trim().length > 0 && d.licenceCountry.length === 2
  );
}

/**
 * The main driver as the booking takes them (`unit` 0 is added by the checkout): the age is the
 * age the car was searched and priced for, never typed again.
 */
export function driverTraveller(d: DriverValues, age: number): BookingTraveller {
  const flight = d.flightNumber.trim().toUpperCase();
  return {
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    age,
    licenceCountry: d.licenceCountry,
    ...(flight ? { flightNumber: flight } : {}),
  };
}

/** The extras chosen, in the contract's order, with how many of each. */
export function chosenExtras(extras: CarExtras): Array<{ code: CarExtraCode; quantity: number }> {
  return EXTRA_CODES.filter((code) => extras[code] > 0).map((code) => ({
    code,
    quantity: extras[code],
  }));
}

// ---- the names of the places searched ----

const placeKey = (id: string) => `car-place:${id}`;

/**
 * The address keeps a place's id alone; the name the traveller chose it by (or a result's desk
 * named) is kept for this tab, for the search form to show when it is filled from the address.
 */
export function rememberPlace(id: string, name: string, storage: DraftStorage = sessionStorage) {
  if (!id || !name) return;
  try {
    storage.setItem(placeKey(id), name);
  } catch {
    // A full or refused storage only costs the field its name.
  }
}

export function rememberedPlace(id: string, storage: DraftStorage = sessionStorage): string {
  try {
    return storage.getItem(placeKey(id)) ?? "";
  } catch {
    return "";
  }
}
