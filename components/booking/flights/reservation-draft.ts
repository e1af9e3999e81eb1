import type {
  CheckoutValues,
  BookingTraveller,
} from "@/components/booking/checkout/checkout-schema";
import type { PassengerCounts, PassengerType, SeatChoice } from "@/lib/contract/flights";

/**
 * What the traveller typed on the flight's reservation-details page, kept for this tab only and
 * per offer, so that the checkout and a reload (a language or currency change reloads the page,
 * SPEC §4) find it again. Only types come from the contract: zod stays out of the first load.
 */

/** A passenger as the form holds it: every field a string, as typed. */
export interface PassengerValues {
  type: PassengerType;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: "" | "female" | "male" | "unspecified";
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
}

export interface FlightDraft {
  passengers: PassengerValues[];
  seats: SeatChoice[];
}

const draftKey = (offerId: string) => `flight-draft:${offerId}`;
/** The checkout form's own draft (components/booking/checkout/checkout-form.tsx) holds the contact. */
const contactKey = (offerId: string) => `checkout-draft:${offerId}`;

function readJson<T>(key: string): Partial<T> | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? "null") as unknown;
    return value && typeof value === "object" ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** The passengers of a search in its order: adults, then children, then infants. */
export function passengerTypes(counts: PassengerCounts): PassengerType[] {
  return [
    ...Array<PassengerType>(counts.adults).fill("adult"),
    ...Array<PassengerType>(counts.children).fill("child"),
    ...Array<PassengerType>(counts.infants).fill("infant"),
  ];
}

/** Each passenger's label number within its type: Adult 1, Adult 2, Child 1, Infant 1. */
export function typeOrdinals(types: readonly PassengerType[]): number[] {
  const seen: Partial<Record<PassengerType, number>> = {};
  return types.map((type) => (seen[type] = (seen[type] ?? 0) + 1));
}

export const emptyPassenger = (type: PassengerType): PassengerValues => ({
  type,
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  gender: "",
  nationality: "",
  passportNumber: "",
  passportExpiry: "",
});

/**
 * The draft of an offer for these passengers: a stored passenger is kept when it has the type of
 * its place (the search's counts may have changed), seats only for seated passengers.
 */
export function readFlightDraft(offerId: string, counts: PassengerCounts): FlightDraft {
  const stored = readJson<FlightDraft>(draftKey(offerId));
  const types = passengerTypes(counts);
  const passengers = types.map((type, i) => {
    const old = stored?.passengers?.[i];
    return old && old.type === type ? { ...emptyPassenger(type), ...old } : emptyPassenger(type);
  });
  const seated = counts.adults + counts.children;
  const seats = Array.isArray(stored?.seats)
    ? stored.seats.filter(
        (s) =>
          s &&
          typeof s.seat === "string" &&
          Number.isInteger(s.segment) &&
          Number.isInteger(s.passenger) &&
          s.passenger < seated,
      )
    : [];
  return { passengers, seats };
}

export function writeFlightDraft(offerId: string, draft: Partial<FlightDraft>) {
  const current = readJson<FlightDraft>(draftKey(offerId)) ?? {};
  sessionStorage.setItem(draftKey(offerId), JSON.stringify({ ...current, ...draft }));
}

type ContactValues = CheckoutValues["contact"];

export function readContactDraft(offerId: string): ContactValues | null {
  const contact = readJson<CheckoutValues>(contactKey(offerId))?.contact;
  return contact && typeof contact === "object" ? contact : null;
}

/** Stores the contact where the checkout form looks for its draft, keeping the rest of it. */
export function writeContactDraft(offerId: string, contact: ContactValues) {
  const current = readJson<CheckoutValues>(contactKey(offerId)) ?? {};
  sessionStorage.setItem(
    contactKey(offerId),
    JSON.stringify({ travellers: [], specialRequests: "", ...current, contact }),
  );
}

/**
 * The passengers as the booking takes them (`unit` is added in order by the checkout): the
 * passport only when the trip crosses a border.
 */
export function toBookingTravellers(
  passengers: readonly PassengerValues[],
  international: boolean,
): BookingTraveller[] {
  return passengers.map((p) => ({
    type: p.type,
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    dateOfBirth: p.dateOfBirth,
    ...(p.gender ? { gender: p.gender } : {}),
    ...(p.nationality ? { nationality: p.nationality } : {}),
    ...(international
      ? {
          passportNumber: p.passportNumber.trim().toUpperCase(),
          passportExpiry: p.passportExpiry,
        }
      : {}),
  }));
}

/** Today in the traveller's calendar, `YYYY-MM-DD`. */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
