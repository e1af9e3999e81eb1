import {
  DEFAULT_DRIVER_AGE,
  DEFAULT_RESIDENCE,
  MAX_AGE,
  MAX_DAYS_AHEAD,
  MAX_RENTAL_DAYS,
  MIN_AGE,
} from "@/lib/booking/car-search-params";
import { addDaysIso } from "@/lib/booking/hotel-search-params";
import type { CarSearchQuery } from "@/lib/contract/cars";
import { rentalDays } from "@/lib/contract/stay";

/**
 * The car search form's values and rules, kept apart from React so they are unit-tested. The
 * rules are the contract's (carSearchQuery: a rental of one to 60 started days, an age in range,
 * a two-letter residence) and a pick-up that has not passed, said as keys of `Cars.errors`.
 */

export interface CarPlace {
  id: string;
  /** What the field shows; the API is asked by `id` alone. */
  label: string;
}

export interface CarFormValues {
  pickUpPlace: CarPlace;
  /** Returned where it was picked up; otherwise at `dropOffPlace`. */
  sameDropOff: boolean;
  dropOffPlace: CarPlace;
  pickUpDate: string;
  pickUpTime: string;
  dropOffDate: string;
  dropOffTime: string;
  /** As typed. */
  driverAge: string;
  residence: string;
}

export type CarFormError =
  | "place"
  | "dropOffPlace"
  | "date"
  | "past"
  | "tooFar"
  | "order"
  | "tooLong"
  | "driverAge"
  | "residence";

export type CarFormErrors = Partial<
  Record<
    "pickUpPlace" | "dropOffPlace" | "pickUpDate" | "dropOffDate" | "driverAge" | "residence",
    CarFormError
  >
>;

/** Desk times the form offers: every half hour (and the address's own, when another). */
export const CAR_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(i / 2))}:${i % 2 ? "30" : "00"}`;
});
export const DEFAULT_TIME = "10:00";

const NO_PLACE: CarPlace = { id: "", label: "" };

/**
 * The form's values for the search of the address (`name` gives each place's shown name, "" when
 * unknown), or a new search: the driver aged 25 (SPEC §9) living in the US, picked up and returned at 10:00.
 */
export function carFormValues(
  q: CarSearchQuery | null,
  name: (id: string) => string = () => "",
): CarFormValues {
  if (!q) {
    return {
      pickUpPlace: NO_PLACE,
      sameDropOff: true,
      dropOffPlace: NO_PLACE,
      pickUpDate: "",
      pickUpTime: DEFAULT_TIME,
      dropOffDate: "",
      dropOffTime: DEFAULT_TIME,
      driverAge: String(DEFAULT_DRIVER_AGE),
      residence: DEFAULT_RESIDENCE,
    };
  }
  // A place the field cannot name is chosen again, rather than searched unseen.
  const place = (id: string): CarPlace => {
    const label = name(id);
    return label ? { id, label } : NO_PLACE;
  };
  const oneWay = !!q.dropOffLocationId && q.dropOffLocationId !== q.locationId;
  return {
    pickUpPlace: place(q.locationId),
    sameDropOff: !oneWay,
    dropOffPlace: oneWay ? place(q.dropOffLocationId!) : NO_PLACE,
    pickUpDate: q.pickUp.slice(0, 10),
    pickUpTime: q.pickUp.slice(11, 16),
    dropOffDate: q.dropOff.slice(0, 10),
    dropOffTime: q.dropOff.slice(11, 16),
    driverAge: String(q.driverAge),
    residence: q.residence,
  };
}

const age = (text: string) => {
  const n = Number(text.trim());
  return /^\d{1,3}$/.test(text.trim()) && n >= MIN_AGE && n <= MAX_AGE ? n : null;
};

/** What is wrong with the values, by field; empty when the search can be made. */
export function carFormErrors(v: CarFormValues, today: string): CarFormErrors {
  const errors: CarFormErrors = {};
  if (!v.pickUpPlace.id) errors.pickUpPlace = "place";
  if (!v.sameDropOff && !v.dropOffPlace.id) errors.dropOffPlace = "dropOffPlace";
  if (!v.pickUpDate) errors.pickUpDate = "date";
  else if (v.pickUpDate < today) errors.pickUpDate = "past";
  else if (v.pickUpDate > addDaysIso(today, MAX_DAYS_AHEAD)) errors.pickUpDate = "tooFar";
  if (!v.dropOffDate) errors.dropOffDate = "date";
  else if (v.pickUpDate) {
    const days = rentalDays(`${v.pickUpDate}T${v.pickUpTime}`, `${v.dropOffDate}T${v.dropOffTime}`);
    if (days < 1) errors.dropOffDate = "order";
    else if (days > MAX_RENTAL_DAYS) errors.dropOffDate = "tooLong";
  }
  if (age(v.driverAge) === null) errors.driverAge = "driverAge";
  if (!/^[A-Z]{2}$/.test(v.residence)) errors.residence = "residence";
  return errors;
}

/** The search the values make (once carFormErrors finds nothing wrong with them). */
export function carFormQuery(v: CarFormValues): CarSearchQuery {
  const dropOffId = v.sameDropOff ? "" : v.dropOffPlace.id;
  return {
    locationId: v.pickUpPlace.id,
    ...(dropOffId && dropOffId !== v.pickUpPlace.id ? { dropOffLocationId: dropOffId } : {}),
    pickUp: `${v.pickUpDate}T${v.pickUpTime}`,
    dropOff: `${v.dropOffDate}T${v.dropOffTime}`,
    driverAge: age(v.driverAge) ?? DEFAULT_DRIVER_AGE,
    residence: v.residence,
  };
}

/** The last day a drop-off may be on, for the calendar: 60 days after the pick-up. */
export function lastDropOffDate(pickUpDate: string, today: string): string {
  return addDaysIso(pickUpDate || today, MAX_RENTAL_DAYS);
}
