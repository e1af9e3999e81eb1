import "server-only";
import {
  cruiseQuery,
  guestsOf,
  type CruiseQuery,
  type CruiseQueryParsed,
} from "@/lib/contract/cruise";
import { daysFrom } from "../allotments";
import { priceRates, timesMinor, type Rates } from "../money";
import { sandboxSupplier, type Listed, type SandboxOffer } from "../sandbox";
import { nightsBetween } from "@/lib/contract/stay";
import { SupplierError, type Clock, type Supplier } from "../supplier";
import { cruiseLines } from "./lines";
import { cruiseWaters } from "./ports";
import { sailingById, sailingsBetween, type CabinCategory, type CruiseSailing } from "./sailings";

// The query, its limits and the party's size are the browser's contract (lib/contract/cruise.ts),
// so that the pages and the supplier refuse the same searches; given on here for the modules that
// take them with the supplier.
export { cruiseQuery, guestsOf, MAX_CABIN_GUESTS, MAX_WINDOW_DAYS } from "@/lib/contract/cruise";
export type { CruiseQuery };

/**
 * The sandbox cruise supplier: the sailings leaving within a window of departure dates, of one
 * waters, one cruise line, one departure port and a length in nights if asked, in departure
 * order, for one party sharing one cabin (SPEC §3 guest groups: adults, children and infants). Offers are the cabin categories the whole
 * party fits in. A category's allotment is its cabins of the sailing, one row on the departure
 * day, whichever day of the window that is; a booking takes one cabin. A larger party books
 * several cabins, one booking each.
 *
 * Every guest, infants too, takes a berth and pays the per-person fare and the per-person port
 * charges and taxes, as the cruise lines quote them for a cabin's guests.
 */

/** Departure dates `departFrom` to `departTo`, both included: the days that must be on sale. */
const windowDays = (q: { departFrom: string; departTo: string }) =>
  nightsBetween(q.departFrom, q.departTo) + 1;

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

/** `notFound` for a waters, line or departure port that does not exist (rather than no sailings). */
async function checkFilters(q: CruiseQueryParsed): Promise<void> {
  if (q.lineId && !cruiseLines().some((line) => line.id === q.lineId)) {
    throw new SupplierError("notFound", `no cruise line ${JSON.stringify(q.lineId)}`);
  }
  if (!q.watersId && !q.portId) return;
  const waters = await cruiseWaters();
  if (q.watersId && !waters.some((w) => w.id === q.watersId)) {
    throw new SupplierError("notFound", `no cruise waters ${JSON.stringify(q.watersId)}`);
  }
  // Sailings are round trips from a home port: a port they only call at is not one to leave from.
  if (q.portId && !waters.some((w) => w.homePorts.some((p) => p.id === q.portId))) {
    throw new SupplierError("notFound", `no cruise leaves from ${JSON.stringify(q.portId)}`);
  }
}

/** Whether a sailing is of the query's waters, line, departure port and length, where asked. */
function matches(s: CruiseSailing, q: CruiseQueryParsed): boolean {
  return (
    (!q.watersId || s.watersId === q.watersId) &&
    (!q.lineId || s.lineId === q.lineId) &&
    (!q.portId || s.embarkation.id === q.portId) &&
    (q.minNights === undefined || s.nights >= q.minNights) &&
    (q.maxNights === undefined || s.nights <= q.maxNights)
  );
}

/** The sailing's cabin categories the party fits in, priced for it; null when it fits none. */
function itemOf({ cabins, ...sailing }: CruiseSailing, guests: number): CruiseItem | null {
  const offers = cabins
    .filter((cabin) => cabin.maxOccupancy >= guests)
    .map((cabin): CabinOffer => ({
      offerId: cabin.id,
      capacity: cabin.cabinsPerSailing,
      rates: cabinRates(sailing, cabin, guests),
      days: [sailing.departureDate],
      cabin,
    }));
  return offers.length ? { ...sailing, offers } : null;
}

/**
 * The window's sailings with a cabin category the party fits in, by departure date, then id (the
 * order of `sailingsBetween`); before availability.
 */
export async function cruiseCandidates(q: CruiseQueryParsed): Promise<CruiseItem[]> {
  await checkFilters(q);
  const guests = guestsOf(q);
  return (await sailingsBetween(q.departFrom, q.departTo))
    .filter((s) => matches(s, q))
    .flatMap((s) => itemOf(s, guests) ?? []);
}

/**
 * The sailing `id` as `cruiseCandidates` has it for the query, or undefined when the query's
 * window and filters do not have it: the one sailing built from its id (a sailing's details),
 * not every sailing of the window.
 */
export async function cruiseCandidate(
  q: CruiseQueryParsed,
  id: string,
): Promise<CruiseItem | undefined> {
  await checkFilters(q);
  const sailing = await sailingById(id);
  const inWindow =
    sailing && sailing.departureDate >= q.departFrom && sailing.departureDate <= q.departTo;
  return (inWindow && matches(sailing, q) && itemOf(sailing, guestsOf(q))) || undefined;
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
      candidate: cruiseCandidate,
    },
    clock,
  );
}
