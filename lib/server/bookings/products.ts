import "server-only";
import type { z } from "zod";
import {
  ACTIVITY_ERRORS,
  travellerTypesInOrder,
  type ActivityQuestionId,
} from "@/lib/contract/activities";
import type { bookableQuery, OfferSnapshot, Traveller } from "@/lib/contract/booking";
import { CAR_ERRORS } from "@/lib/contract/cars";
import { flightPassengers } from "@/lib/contract/flights";
import { describeActivityOffer } from "../activities/search";
import { describeCarOffer } from "../cars/search";
import { ApiError } from "../errors";
import { describeFlightOffer } from "../flights/search";
import { describeHotelOffer, toSupplierQuery } from "../hotels/offer";
import { markupOnEach, type Markup, type Rates } from "../inventory/money";
import { supplierFor } from "../inventory/suppliers/suppliers";
import type { HoldState, SupplierBooking, SupplierHold } from "../inventory/supplier";

/**
 * What the booking engine needs of a product (DESIGN §9: one engine, a product adds its search,
 * pages and traveller rules): the offer described and priced as its search showed it, and its
 * supplier's hold, book, cancel and release. Flights, cars and activities join here.
 */
export type BookableQuery = z.output<typeof bookableQuery>;
export type BookableProduct = BookableQuery["product"];

export interface DescribedOffer {
  snapshot: OfferSnapshot;
  /** As the search showed it, with the agency's markup. */
  rates: Rates;
  /** How many units (rooms, seats…) travellers are named for. */
  units: number;
}

export interface ProductAdapter {
  describe(query: unknown, offerId: string, markup: Markup): Promise<DescribedOffer>;
  /**
   * The agency's markup on a whole booking of `units`, for pricing a moved wholesale price again
   * as `describe` priced it: by default the markup itself (one on the whole).
   */
  bookingMarkup?(markup: Markup, units: number): Markup;
  /**
   * The product's traveller rules for a booking of `offer` (a guest a room; a passenger as on
   * the passport): a 400 naming the first mistake.
   */
  checkTravellers(
    offer: OfferSnapshot,
    travellers: readonly Traveller[],
    now: Date,
    answers?: Answers,
  ): void;
  /** The day the trip starts, `YYYY-MM-DD`: check-in, the first departure. */
  startsOn(offer: OfferSnapshot): string;
  /** The day the trip ends: check-out, the last flight's day, drop-off, the activity's day. */
  endsOn(offer: OfferSnapshot): string;
  /** The confirmation the supplier's booking carries: a hotel's number, an airline's PNR. */
  confirmationOf(supplierReference: string): string;
  /** A traveller's ticket number, for products that issue them; null otherwise. */
  ticketOf(supplierReference: string, position: number): string | null;
  hold(query: unknown, offerId: string): Promise<SupplierHold>;
  book(holdId: string): Promise<SupplierBooking>;
  release(holdId: string): Promise<void>;
  cancel(reference: string): Promise<SupplierBooking>;
  holdState(holdId: string): Promise<HoldState>;
}

type Answers = Partial<Record<ActivityQuestionId, string>>;
type QueryOf<P extends BookableProduct> = Extract<BookableQuery, { product: P }>["query"];
type HotelQuery = QueryOf<"hotels">;
type FlightQuery = QueryOf<"flights">;

const refuse = (where: string, message: string): never => {
  throw new ApiError("badRequest", `${where}: ${message}`);
};

/** The supplier's hold, book, release, cancel and hold state of a product, as they are. */
function supplierSteps<P extends BookableProduct>(product: P) {
  const supplier = () => supplierFor(product);
  return {
    hold: (query: unknown, offerId: string) =>
      supplier().hold({ offerId, query: query as QueryOf<P> } as never),
    book: (holdId: string) => supplier().book(holdId),
    release: (holdId: string) => supplier().release(holdId),
    cancel: (reference: string) => supplier().cancel(reference),
    holdState: (holdId: string) => supplier().holdState(holdId),
  };
}

/** A number from a reference, the same every time: the sandbox's confirmation numbers. */
function digitsOf(text: string, digits: number): string {
  let n = 0;
  const modulus = 10 ** digits;
  for (const c of text) n = (n * 31 + c.charCodeAt(0)) % modulus;
  return String(n).padStart(digits, "0");
}

// Crockford-like letters an airline's record locator uses: no I, O, 0 or 1 to misread.
const PNR_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const hotels: ProductAdapter = {
  async describe(query, offerId, markup) {
    const stay = query as HotelQuery;
    const { snapshot, rates } = await describeHotelOffer(stay, offerId, markup);
    return { snapshot, rates, units: stay.rooms.length };
  },
  checkTravellers(offer, travellers) {
    const units = offer.product === "hotels" ? offer.rooms.length : 0;
    for (let unit = 0; unit < units; unit++) {
      if (!travellers.some((t) => t.unit === unit)) {
        throw new ApiError("badRequest", `travellers: name a guest for room ${unit + 1}`);
      }
    }
    if (travellers.some((t) => t.unit >= units)) {
      throw new ApiError("badRequest", `travellers: there are ${units} rooms`);
    }
  },
  startsOn: (offer) => (offer as { checkIn: string }).checkIn,
  endsOn: (offer) => (offer as { checkOut: string }).checkOut,
  confirmationOf: (reference) => digitsOf(reference, 9),
  ticketOf: () => null,
  ...supplierSteps("hotels"),
  // The supplier takes a stay as rooms of so many guests.
  hold: (query, offerId) =>
    supplierFor("hotels").hold({ offerId, query: toSupplierQuery(query as HotelQuery) }),
};

const flights: ProductAdapter = {
  async describe(query, offerId, markup) {
    return describeFlightOffer(query as FlightQuery, offerId, markup);
  },
  checkTravellers(offer, travellers, now) {
    if (offer.product !== "flights") throw new Error("not a flight offer");
    const checked = flightPassengers({
      lastFlightDate: offer.lastFlightDate,
      today: now.toISOString().slice(0, 10),
      international: offer.international,
      counts: offer.passengers,
    }).safeParse(travellers.map(({ unit: _unit, ...passenger }) => passenger));
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const where = issue.path.length ? `travellers.${issue.path.join(".")}: ` : "travellers: ";
      throw new ApiError("badRequest", `${where}${issue.message}`);
    }
    if (travellers.some((t, i) => t.unit !== i)) {
      throw new ApiError("badRequest", "travellers: one a passenger, in the search's order");
    }
  },
  startsOn: (offer) => (offer as { firstFlightDate: string }).firstFlightDate,
  endsOn: (offer) => (offer as { lastFlightDate: string }).lastFlightDate,
  /** The airline's record locator: six letters and digits from the supplier's reference. */
  confirmationOf(reference) {
    const digits = digitsOf(reference, 9);
    return Array.from({ length: 6 }, (_, i) => {
      const n = Number(digits.slice(i, i + 4));
      return PNR_ALPHABET[(n + i * 7) % PNR_ALPHABET.length];
    }).join("");
  },
  /** An e-ticket number: the sandbox airline's 3-digit prefix and 10 digits, one a passenger. */
  ticketOf: (reference, position) => `999${digitsOf(`${reference}:${position}`, 10)}`,
  ...supplierSteps("flights"),
};

/** A car's main driver: the age it was priced for, in the supplier's range, a licence country. */
const cars: ProductAdapter = {
  describe: (query, offerId, markup) => describeCarOffer(query as QueryOf<"cars">, offerId, markup),
  checkTravellers(offer, travellers) {
    if (offer.product !== "cars") throw new Error("not a car offer");
    const driver = travellers[0];
    if (!driver || travellers.length !== 1 || driver.unit !== 0) {
      return refuse("travellers", CAR_ERRORS.oneDriver);
    }
    if (driver.age !== offer.driverAge) refuse("travellers.0.age", CAR_ERRORS.ageMismatch);
    if (offer.driverAge < offer.minDriverAge || offer.driverAge > offer.maxDriverAge) {
      refuse("travellers.0.age", CAR_ERRORS.ageOutOfRange);
    }
    if (!driver.licenceCountry) refuse("travellers.0.licenceCountry", CAR_ERRORS.licenceCountry);
  },
  startsOn: (offer) => (offer as { pickUp: { at: string } }).pickUp.at.slice(0, 10),
  endsOn: (offer) => (offer as { dropOff: { at: string } }).dropOff.at.slice(0, 10),
  confirmationOf: (reference) => `CR${digitsOf(reference, 8)}`,
  ticketOf: () => null,
  ...supplierSteps("cars"),
};

/**
 * An activity's travellers: the lead alone, or everyone in the order adults, children, seniors
 * when the option needs every name; the option's questions answered. A ticket a traveller.
 */
const activities: ProductAdapter = {
  describe: (query, offerId, markup) =>
    describeActivityOffer(query as QueryOf<"activities">, offerId, markup),
  /** Each ticket carries the markup, as the details page priced each traveller. */
  bookingMarkup: markupOnEach,
  checkTravellers(offer, travellers, _now, answers = {}) {
    if (offer.product !== "activities") throw new Error("not an activity offer");
    const types = travellerTypesInOrder(offer.travellers);
    if (offer.namesRequired) {
      if (travellers.length !== types.length || travellers.some((t, i) => t.unit !== i)) {
        refuse("travellers", ACTIVITY_ERRORS.everyTraveller);
      }
      travellers.forEach((t, i) => {
        if (t.type !== types[i]) refuse(`travellers.${i}.type`, ACTIVITY_ERRORS.travellerType);
      });
    } else if (travellers.length !== 1 || travellers[0]!.unit !== 0) {
      refuse("travellers", ACTIVITY_ERRORS.leadOnly);
    } else if (
      travellers[0]!.type &&
      travellers[0]!.type !== "adult" &&
      travellers[0]!.type !== "senior"
    ) {
      refuse("travellers.0.type", ACTIVITY_ERRORS.travellerType);
    }
    for (const id of Object.keys(answers)) {
      if (!offer.questions.some((q) => q.id === id))
        refuse(`answers.${id}`, ACTIVITY_ERRORS.unknownQuestion);
    }
    for (const q of offer.questions) {
      if (q.required && !answers[q.id]?.trim())
        refuse(`answers.${q.id}`, ACTIVITY_ERRORS.answerRequired);
    }
  },
  startsOn: (offer) => (offer as { date: string }).date,
  endsOn: (offer) => (offer as { date: string }).date,
  confirmationOf: (reference) => `AC${digitsOf(reference, 8)}`,
  /** A ticket a participant: the activity's prefix and 10 digits. */
  ticketOf: (reference, position) => `TKT-${digitsOf(`${reference}:${position}`, 10)}`,
  ...supplierSteps("activities"),
};

const ADAPTERS: Record<BookableProduct, ProductAdapter> = { hotels, flights, cars, activities };

export function adapterFor(product: string): ProductAdapter {
  const adapter = ADAPTERS[product as BookableProduct];
  if (!adapter) throw new Error(`no booking adapter for ${product}`);
  return adapter;
}
