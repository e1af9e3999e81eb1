import "server-only";
import * as z from "zod";
import { daysFrom } from "../allotments";
import { priceRates, timesMinor, type Rates } from "../money";
import { sandboxSupplier, type Listed, type SandboxOffer } from "../sandbox";
import { nightsBetween } from "@/lib/contract/stay";
import { SupplierError, type Clock, type Supplier } from "../supplier";
import { cruiseLines } from "./lines";
import { cruiseWaters } from "./ports";
import { sailingsBetween, type CabinCategory, type CruiseSailing } from "./sailings";

/**
 * The sandbox cruise supplier: the sailings leaving within a window of departure dates, of one
 * waters and/or one cruise line if asked, in departure order, for one party sharing one cabin
 * (SPEC §3 guest groups: adults, children and infants). Offers are the cabin categories the whole
 * party fits in. A category's allotment is its cabins of the sailing, one row on the departure
 * day, whichever day of the window that is; a booking takes one cabin. A larger party books
 * several cabins, one booking each.
 *
 * Every guest, infants too, takes a berth and pays the per-person fare and the per-person port
 * charges and taxes, as the cruise lines quote them for a cabin's guests.
 */

/** The longest window of departure dates a search may span: about a quarter, both ends included. */
export const MAX_WINDOW_DAYS = 92;
/** The most guests one cabin takes: a suite's occupancy. */
export const MAX_CABIN_GUESTS = 6;

const slugId = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lowercase id such as royal-caribbean");
const guestCount = (min: number) => z.number().int().min(min).max(MAX_CABIN_GUESTS);

/** Departure dates `departFrom` to `departTo`, both included. */
const windowDays = (q: { departFrom: string; departTo: string }) =>
  nightsBetween(q.departFrom, q.departTo) + 1;

/** Everyone in the cabin: adults, children and infants. */
export function guestsOf(q: { adults: number; children: number; infants: number }): number {
  return q.adults + q.children + q.infants;
}

export const cruiseQuery = z
  .object({
    /** The first and last departure date searched; a month is its first to its last day. */
    departFrom: z.iso.date(),
    departTo: z.iso.date(),
    /** Only sailings of these waters (`caribbean`, `alaska`…). */
    watersId: slugId.optional(),
    /** Only sailings of this cruise line (`carnival`, `royal-caribbean`…). */
    lineId: slugId.optional(),
    adults: guestCount(1),
    children: guestCount(0).default(0),
    infants: guestCount(0).default(0),
  })
  .refine((q) => windowDays(q) >= 1, {
    message: "departTo must not be before departFrom",
    path: ["departTo"],
  })
  .refine((q) => windowDays(q) <= MAX_WINDOW_DAYS, {
    message: `a search spans at most ${MAX_WINDOW_DAYS} departure dates`,
    path: ["departTo"],
  })
  .refine((q) => guestsOf(q) <= MAX_CABIN_GUESTS, {
    message: `at most ${MAX_CABIN_GUESTS} guests share a cabin`,
    path: ["children"],
  });
export type CruiseQuery = z.input<typeof cruiseQuery>;
type Parsed = z.output<typeof cruiseQuery>;

export interface CabinOffer extends SandboxOffer {
  cabin: CabinCategory;
  /** The sailing's departure day: the one day the cabin is held on. */
  days: [string];
}
export interface CruiseItem extends Omit<CruiseSailing, "cabins"> {
  offers: CabinOffer[];
}
export type CruiseResult = Listed<CruiseItem>;

/** The fare per person × guests, and the port charges and taxes per person × guests. */
export function cabinRates(
  sailing: Pick<CruiseSailing, "taxAndFeePerPerson" | "publishedUpliftBasisPoints">,
  cabin: Pick<CabinCategory, "pricePerPerson">,
  guests: number,
): Rates {
  return priceRates({
    baseRate: timesMinor(cabin.pricePerPerson, guests),
    taxAndFee: timesMinor(sailing.taxAndFeePerPerson, guests),
    publishedUpliftBasisPoints: sailing.publishedUpliftBasisPoints,
  });
}

/** `notFound` for a waters or line id that does not exist (rather than no sailings). */
async function checkFilters(q: Parsed): Promise<void> {
  if (q.lineId && !cruiseLines().some((line) => line.id === q.lineId)) {
    throw new SupplierError("notFound", `no cruise line ${JSON.stringify(q.lineId)}`);
  }
  if (q.watersId && !(await cruiseWaters()).some((w) => w.id === q.watersId)) {
    throw new SupplierError("notFound", `no cruise waters ${JSON.stringify(q.watersId)}`);
  }
}

/**
 * The window's sailings with a cabin category the party fits in, by departure date, then id (the
 * order of `sailingsBetween`); before availability.
 */
export async function cruiseCandidates(q: Parsed): Promise<CruiseItem[]> {
  await checkFilters(q);
  const guests = guestsOf(q);
  return (await sailingsBetween(q.departFrom, q.departTo))
    .filter(
      (s) => (!q.watersId || s.watersId === q.watersId) && (!q.lineId || s.lineId === q.lineId),
    )
    .flatMap(({ cabins, ...sailing }) => {
      const offers = cabins
        .filter((cabin) => cabin.maxOccupancy >= guests)
        .map((cabin): CabinOffer => ({
          offerId: cabin.id,
          capacity: cabin.cabinsPerSailing,
          rates: cabinRates(sailing, cabin, guests),
          days: [sailing.departureDate],
          cabin,
        }));
      return offers.length ? [{ ...sailing, offers }] : [];
    });
}

export function sandboxCruiseSupplier(clock?: Clock): Supplier<CruiseQuery, CruiseResult> {
  return sandboxSupplier(
    {
      product: "cruise",
      query: cruiseQuery,
      // The window must be on sale; each cabin is held on its own sailing's departure day.
      days: (q) => daysFrom(q.departFrom, windowDays(q)),
      quantity: () => 1,
      candidates: cruiseCandidates,
    },
    clock,
  );
}
