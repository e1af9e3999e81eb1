import "server-only";
import type * as z from "zod";
import {
  guestsOf,
  type CruiseCabin,
  type cruiseDetailsRequest,
  type CruiseDetailsResponse,
  type CruisePortsResponse,
  type CruiseQueryParsed,
  type CruiseSearchResponse,
  type SailingSummary,
} from "@/lib/contract/cruise";
import type { AgencyRow } from "../../agency/agency";
import type { UserRow } from "../../auth/session";
import { agencyMarkup, agentView, type AgentView, shownRates } from "../../deals/deals";
import { itineraryOf, portView } from "../../inventory/cruise/itinerary";
import { cruiseLine } from "../../inventory/cruise/lines";
import { cruiseWaters } from "../../inventory/cruise/ports";
import type { CruiseResult } from "../../inventory/cruise/supplier";
import { priceRates, type Markup, type Rates } from "../../inventory/money";
import { SEARCH_LIMIT } from "../../inventory/sandbox";
import { supplierFor } from "../../inventory/suppliers/suppliers";

/**
 * Cruises' calls (issue 27): the sailings of a window for one party, one sailing with its days
 * and every cabin category the party fits in, and the ports sailings leave from. Prices are the
 * supplier's with the agency's cruise markup, for the whole party, exactly as a quote of the
 * cabin charges them; the wholesale rate and the markup reach unrestricted agents only (SPEC §6).
 */

type CabinOffer = CruiseResult["offers"][number];
type DetailsRequest = z.output<typeof cruiseDetailsRequest>;

const byName = new Intl.Collator("en").compare;

/**
 * A cabin's fare and port charges for the party with the agency's markup: the one price of a
 * cabin, which the search, the details and a quote (adapter.ts `describe`) all take, so that the
 * price a search shows is the price the quote holds.
 */
export function cabinRatesWithMarkup(
  sailing: Pick<CruiseResult, "publishedUpliftBasisPoints">,
  offer: Pick<CabinOffer, "rates">,
  markup: Markup,
): Rates {
  return priceRates({
    baseRate: offer.rates.baseRate,
    taxAndFee: offer.rates.taxAndFee,
    markup,
    publishedUpliftBasisPoints: sailing.publishedUpliftBasisPoints,
  });
}

/** A cabin category as the party sees it: the whole cabin's price, one guest's share of it. */
function cabinView(
  sailing: CruiseResult,
  offer: CabinOffer,
  guests: number,
  markup: Markup,
  wholesale: AgentView | null,
): CruiseCabin {
  const rates = cabinRatesWithMarkup(sailing, offer, markup);
  return {
    offerId: offer.offerId,
    code: offer.cabin.code,
    name: offer.cabin.name,
    maxOccupancy: offer.cabin.maxOccupancy,
    rates: shownRates(rates, wholesale),
    perGuest: Math.floor(rates.totalRate / guests),
    cabinsLeft: offer.unitsLeft,
    available: offer.available,
  };
}

/** The sailing with its offers as cabins, cheapest first (the offers' own order otherwise). */
function sailingView(
  sailing: CruiseResult,
  guests: number,
  markup: Markup,
  wholesale: AgentView | null,
): SailingSummary {
  return {
    id: sailing.id,
    lineId: sailing.lineId,
    lineName: sailing.lineName,
    shipId: sailing.shipId,
    shipName: sailing.shipName,
    watersId: sailing.watersId,
    watersName: sailing.watersName,
    departureDate: sailing.departureDate,
    returnDate: sailing.returnDate,
    nights: sailing.nights,
    embarkation: portView(sailing.embarkation),
    portsOfCall: sailing.portCalls.map((call) => call.port.name),
    seaDays: sailing.seaDays,
    cabins: sailing.offers
      .map((offer) => cabinView(sailing, offer, guests, markup, wholesale))
      .sort((a, b) => a.rates.totalRate - b.rates.totalRate),
  };
}

/**
 * The window's sailings with a cabin category left for the party, in departure order (then id),
 * each with only the categories it can still sell. The supplier counts what is left, so a sold
 * out category is absent and a sailing with none left is too.
 */
export async function searchCruises(
  agency: AgencyRow,
  viewer: UserRow | null,
  query: CruiseQueryParsed,
): Promise<CruiseSearchResponse> {
  const [sailings, markup] = await Promise.all([
    supplierFor("cruise").search(query),
    agencyMarkup(agency.id, "cruise"),
  ]);
  const wholesale = agentView(viewer, agency);
  const guests = guestsOf(query);
  return {
    sailings: sailings.map((s) => sailingView(s, guests, markup, wholesale)),
    complete: sailings.length < SEARCH_LIMIT,
  };
}

/** The ship of a sailing, from its line's fleet; a sailing of a ship no line has is a fault. */
function shipOf(sailing: Pick<CruiseResult, "lineId" | "shipId" | "id">) {
  const ship = cruiseLine(sailing.lineId)?.ships.find((s) => s.id === sailing.shipId);
  if (!ship) throw new Error(`the sailing ${sailing.id} names a ship its line does not have`);
  return { name: ship.name, yearBuilt: ship.yearBuilt, capacity: ship.capacity };
}

/**
 * One sailing of the search for the party: every category the party fits in, the sold-out ones
 * with `available` false, its days port by port, its ship and its line's cancellation page.
 * `notFound` (404) for a sailing the search does not have.
 */
export async function cruiseDetails(
  agency: AgencyRow,
  viewer: UserRow | null,
  request: DetailsRequest,
): Promise<CruiseDetailsResponse> {
  const { sailingId, ...query } = request;
  const [sailing, markup] = await Promise.all([
    supplierFor("cruise").details(sailingId, query),
    agencyMarkup(agency.id, "cruise"),
  ]);
  return {
    sailing: sailingView(sailing, guestsOf(query), markup, agentView(viewer, agency)),
    itinerary: itineraryOf(sailing),
    ship: shipOf(sailing),
    cancellationPath: `/cancellation-policy/${sailing.lineId}`,
  };
}

/** The waters the lines sail, in the catalogue's order, each with its home ports by name. */
export async function cruisePorts(): Promise<CruisePortsResponse> {
  return {
    waters: (await cruiseWaters()).map((w) => ({
      id: w.id,
      name: w.name,
      homePorts: w.homePorts.map(portView).sort((a, b) => byName(a.name, b.name)),
    })),
  };
}
