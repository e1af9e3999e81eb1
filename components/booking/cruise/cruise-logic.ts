import { differenceInYears, parseISO } from "date-fns";
import type {
  CruiseErrorKey,
  CruiseGuestType,
  CruiseOfferSnapshot,
  DiningTime,
  SailingSummary,
} from "@/lib/contract/cruise";
import type { CruiseView } from "@/lib/booking/cruise-search-params";
import { todayIso } from "@/lib/booking/hotel-search-params";

/**
 * The cruises' decisions that need no React, kept apart so that they are unit-tested: the
 * results' filters and order (applied in the browser to the whole list) and the checkout's guest
 * checks, the server's rules in the same terms (lib/server/products/cruise) so a traveller hears
 * of a mistake before paying. Only types come from the contract: zod stays out of the first load.
 */

// ---- results ----

/** The cheapest available cabin's price per guest, or of the category the view asks for. */
export function fromPerGuest(s: SailingSummary, cabin: CruiseView["cabin"] = null): number | null {
  const cabins = s.cabins.filter((c) => c.available && (!cabin || c.code === cabin));
  return cabins.length ? Math.min(...cabins.map((c) => c.perGuest)) : null;
}

/** The sailings the view keeps, in its order (departure, cheapest, dearest, shortest first). */
export function applyCruiseView(list: readonly SailingSummary[], view: CruiseView) {
  const kept = list.flatMap((s) => {
    const price = fromPerGuest(s, view.cabin);
    return price !== null &&
      (view.minPrice === null || price >= view.minPrice) &&
      (view.maxPrice === null || price <= view.maxPrice)
      ? [{ s, price }]
      : [];
  });
  const order: Record<CruiseView["sort"], (a: (typeof kept)[0], b: (typeof kept)[0]) => number> = {
    departure: (a, b) => a.s.departureDate.localeCompare(b.s.departureDate),
    price: (a, b) => a.price - b.price,
    "-price": (a, b) => b.price - a.price,
    nights: (a, b) => a.s.nights - b.s.nights,
  };
  return kept
    .sort(
      (a, b) =>
        order[view.sort](a, b) ||
        a.s.departureDate.localeCompare(b.s.departureDate) ||
        a.s.id.localeCompare(b.s.id),
    )
    .map(({ s }) => s);
}

/** What the filters offer, from the whole answer: the categories found and the price range. */
export function cruiseFacets(list: readonly SailingSummary[]) {
  const prices = list.flatMap((s) => fromPerGuest(s) ?? []);
  const codes = new Set(
    list.flatMap((s) => s.cabins.filter((c) => c.available).map((c) => c.code)),
  );
  return {
    cabins: codes,
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}

// ---- the checkout's guests ----

export interface GuestValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
}
export type GuestField = keyof GuestValues;
export const GUEST_FIELDS: readonly GuestField[] = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "nationality",
  "passportNumber",
  "passportExpiry",
];
export const EMPTY_GUEST: GuestValues = {
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  nationality: "",
  passportNumber: "",
  passportExpiry: "",
};

export interface CruiseDraft {
  guests: GuestValues[];
  diningTime: DiningTime | "";
}
export const EMPTY_CRUISE_DRAFT: CruiseDraft = { guests: [], diningTime: "" };

/** A draft this tab kept, as far as it reads; an empty one otherwise. */
export function readCruiseDraft(text: string | null): CruiseDraft {
  try {
    const raw = JSON.parse(text ?? "null") as Partial<CruiseDraft> | null;
    const guests = Array.isArray(raw?.guests)
      ? raw.guests.map(
          (g) =>
            Object.fromEntries(
              GUEST_FIELDS.map((f) => [f, typeof g?.[f] === "string" ? g[f].slice(0, 60) : ""]),
            ) as unknown as GuestValues,
        )
      : [];
    const dining = ["early", "late", "anytime"].includes(String(raw?.diningTime))
      ? (raw!.diningTime as DiningTime)
      : "";
    return { guests, diningTime: dining };
  } catch {
    return EMPTY_CRUISE_DRAFT;
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const yearsOn = (birth: string, day: string) => differenceInYears(parseISO(day), parseISO(birth));

/** The first mistake of one guest of `type`, by field, or none. */
export function guestErrors(
  g: GuestValues,
  type: CruiseGuestType,
  offer: Pick<CruiseOfferSnapshot, "departureDate" | "returnDate">,
): Partial<Record<GuestField, CruiseErrorKey | "firstName" | "lastName">> {
  const errors: Partial<Record<GuestField, CruiseErrorKey | "firstName" | "lastName">> = {};
  if (!g.firstName.trim()) errors.firstName = "firstName";
  if (!g.lastName.trim()) errors.lastName = "lastName";
  if (!ISO_DATE.test(g.dateOfBirth) || g.dateOfBirth > todayIso()) {
    errors.dateOfBirth = "dateOfBirth";
  } else if (type === "adult" && yearsOn(g.dateOfBirth, offer.departureDate) < 18) {
    errors.dateOfBirth = "adultAge";
  } else if (type === "child") {
    const age = yearsOn(g.dateOfBirth, offer.returnDate);
    if (age < 2 || age > 17) errors.dateOfBirth = "childAge";
  } else if (type === "infant" && yearsOn(g.dateOfBirth, offer.returnDate) >= 2) {
    errors.dateOfBirth = "infantAge";
  }
  if (!/^[A-Z]{2}$/.test(g.nationality)) errors.nationality = "nationality";
  if (!g.passportNumber.trim()) errors.passportNumber = "passport";
  if (!ISO_DATE.test(g.passportExpiry) || g.passportExpiry <= offer.returnDate) {
    errors.passportExpiry = "passportExpiry";
  }
  return errors;
}

/** Every guest's mistakes and the dining time's; null when there are none. */
export function checkCruiseDraft(
  draft: CruiseDraft,
  types: readonly CruiseGuestType[],
  offer: Pick<CruiseOfferSnapshot, "departureDate" | "returnDate">,
) {
  const guests = types.map((type, i) => guestErrors(draft.guests[i] ?? EMPTY_GUEST, type, offer));
  const dining = draft.diningTime ? null : ("diningTime" as const);
  return guests.some((e) => Object.keys(e).length) || dining ? { guests, dining } : null;
}
export type CruiseDraftErrors = NonNullable<ReturnType<typeof checkCruiseDraft>>;

/** The guests as the booking takes them: in order, each with its type and place. */
export function bookingGuests(guests: readonly GuestValues[], types: readonly CruiseGuestType[]) {
  return types.map((type, i) => {
    const g = guests[i] ?? EMPTY_GUEST;
    return {
      firstName: g.firstName.trim(),
      lastName: g.lastName.trim(),
      unit: i,
      type,
      dateOfBirth: g.dateOfBirth,
      nationality: g.nationality,
      passportNumber: g.passportNumber.trim(),
      passportExpiry: g.passportExpiry,
    };
  });
}
