import "server-only";
import type * as z from "zod";
import type {
  HoldCheckResponse,
  itineraryReleaseResponse,
  ResortOfferSnapshot,
} from "@/lib/contract/resort";
import type { AgencyRow } from "../agency/agency";
import type { Buyer } from "../bookings/buyer";
import {
  expireQuote,
  isBeingBooked,
  leaveQuote,
  ownQuote,
  type QuoteRow,
} from "../bookings/quotes";
import { ApiError } from "../errors";
import { SupplierError } from "../inventory/supplier";
import { log } from "../log/log";

/**
 * The resort service's held itineraries (issue 27, SPEC §7): an itinerary is a resort quote, its
 * reference number the quote's id, the buyer's alone (anyone else's, of another agency or another
 * buyer, and any quote of another product, is not found). Hold-check says where it stands; a
 * release gives its units back through the engine's `leaveQuote`, once.
 */

type ReleaseResponse = z.infer<typeof itineraryReleaseResponse>;
type Standing = HoldCheckResponse["status"];

/**
 * What SPEC §8 has the resort client show when a release fails: the supplier's failure (not
 * answering, or answering with a state it should not be in) is a 500 with this message, its
 * detail only in the server's log.
 */
export const RELEASE_FAILED = "Internal Server Error";

/** The buyer's resort quote; 404 for anyone else's and for another product's. */
async function itinerary(agency: AgencyRow, buyer: Buyer, id: string): Promise<QuoteRow> {
  const row = await ownQuote(agency, buyer, id);
  if (row.product !== "resort") throw new ApiError("notFound", "This quote was not found.");
  return row;
}

/**
 * Where a quote stands: `held` while it can be booked (open, unexpired, no booking on it);
 * `booked` once a booking stands or is under way on it; `released` or `expired` after.
 */
async function standing(row: QuoteRow, now: Date): Promise<Standing> {
  if (row.status !== "open") return row.status;
  if (await isBeingBooked(row.id)) return "booked";
  return row.expiresAt > now ? "held" : "expired";
}

/** GET /properties/hold-check: the held itinerary's units and stay, and until when it is held. */
export async function holdCheck(
  agency: AgencyRow,
  buyer: Buyer,
  id: string,
  now = new Date(),
): Promise<HoldCheckResponse> {
  const row = await itinerary(agency, buyer, id);
  const offer = row.offer as ResortOfferSnapshot;
  return {
    referenceNumber: row.id,
    status: await standing(row, now),
    expiresAt: row.expiresAt.toISOString(),
    propertyName: offer.propertyName,
    unitName: offer.unitName,
    units: offer.units,
    checkIn: offer.checkIn,
    checkOut: offer.checkOut,
  };
}

/**
 * PUT /itineraries?status=RELEASE: the held units given back, and the itinerary as it then
 * stands: `released`; `expired` when its hold had ended (its units given back then, if the
 * job's sweep had not yet); `booked` when a booking stands or is under way on it (nothing given
 * back). Again, or on an ended one, changes nothing and answers the same. A supplier that fails
 * leaves the quote open and held (quotes.ts `releaseQuote`), to be released again or expire.
 */
export async function releaseItinerary(
  agency: AgencyRow,
  buyer: Buyer,
  id: string,
  now = new Date(),
): Promise<ReleaseResponse> {
  const row = await itinerary(agency, buyer, id);
  try {
    const before = await standing(row, now);
    if (before === "expired" && row.status === "open") {
      // Expired and not yet swept: given back as the job would, and said so.
      const given = await expireQuote(row);
      return { referenceNumber: row.id, status: given ? "expired" : "booked" };
    }
    const after = await standing(await leaveQuote(agency, buyer, id), now);
    // An open quote that a release left open has a booking under way on it.
    return { referenceNumber: row.id, status: after === "held" ? "booked" : after };
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof SupplierError)) throw error;
    log.error("releasing a resort itinerary failed; its hold stays open", {
      quoteId: row.id,
      error,
    });
    throw new ApiError("internal", RELEASE_FAILED);
  }
}
