import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type * as z from "zod";
import { isAgentRole } from "@/lib/auth/permissions";
import { agentCommission } from "@/lib/booking/commission";
import type { ProductId } from "@/lib/contract/products";
import type {
  DealRates,
  activityDealsRequest,
  carDealsRequest,
  hotelDealsRequest,
} from "@/lib/contract/deals";
import type { resortDealsRequest } from "@/lib/contract/resort";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { preparedQuery } from "../db/prepared";
import * as t from "../db/schema";
import { activityDeals, activityDealsQuery } from "../inventory/activities/deals";
import { carDeals, carDealsQuery } from "../inventory/cars/deals";
import { hotelDeals, hotelDealsQuery, type HotelDeal } from "../inventory/hotels/deals";
import type { HotelStay } from "../inventory/hotels/supplier";
import { NO_MARKUP, type Markup, type Rates } from "../inventory/money";
import { DEFAULT_DEAL_LIMIT } from "../inventory/ranking";
import { resortDeals } from "../inventory/resort/deals";
import { parseInput } from "../inventory/sandbox";
import { supplierFor } from "../inventory/suppliers/suppliers";

/** Read on every search and quote. */
const markupQuery = preparedQuery((db) =>
  db
    .select()
    .from(t.agencyMarkups)
    .where(
      and(
        eq(t.agencyMarkups.agencyId, sql.placeholder("agencyId")),
        eq(t.agencyMarkups.product, sql.placeholder("product")),
      ),
    )
    .prepare("agency_markup"),
);

/** The agency's markup on a product; none when it has set none. */
export async function agencyMarkup(agencyId: string, product: ProductId): Promise<Markup> {
  const [row] = await (await markupQuery()).execute({ agencyId, product });
  if (!row) return NO_MARKUP;
  return row.kind === "percent"
    ? { kind: "percent", basisPoints: row.value }
    : { kind: "fixed", amountMinor: row.value };
}

/** SPEC §1, §6: agents see the wholesale rate and the agency markup, unless restricted. */
export function seesWholesale(user: UserRow | null): boolean {
  return Boolean(user && isAgentRole(user) && !user.isRestrictedAgent);
}

/** What an unrestricted agent sees beside a price: their own commission's rate. */
export interface AgentView {
  commissionBps: number;
}

/** The viewer as an unrestricted agent (their rate, else the agency's); null for anyone else. */
export function agentView(
  user: UserRow | null,
  agency: Pick<AgencyRow, "agentCommissionBps">,
): AgentView | null {
  return user && seesWholesale(user)
    ? { commissionBps: user.commissionBps ?? agency.agentCommissionBps }
    : null;
}

/**
 * SPEC §1, §6: the wholesale rate, the markup and the agent's commission on the sale (the
 * ledger's rule) reach unrestricted agents only.
 */
export function shownRates(rates: Rates, agent: AgentView | null): DealRates {
  const shown: DealRates = {
    currency: "USD",
    discountPercentage: rates.discountPercentage,
    publishedRate: rates.publishedRate,
    totalRate: rates.totalRate,
    taxAndFee: rates.taxAndFee,
  };
  if (!agent) return shown;
  return {
    ...shown,
    baseRate: rates.baseRate,
    markup: rates.markup,
    commission: agentCommission(rates.totalRate, rates.taxAndFee, agent.commissionBps),
  };
}

/**
 * The first `limit` deals (best value first) whose room type has the stay's rooms left on every
 * night, as the hotel supplier counts them. A sold-out hotel is skipped and the next best one
 * takes its place, checked a batch at a time so a normal search reads the allotments once.
 */
async function withRoomsLeft(deals: HotelDeal[], stay: HotelStay, limit: number) {
  const hotels = supplierFor("hotels");
  const kept: HotelDeal[] = [];
  for (let next = 0; next < deals.length && kept.length < limit;) {
    const batch = deals.slice(next, next + limit - kept.length);
    next += batch.length;
    const left = await hotels.offersLeft(
      batch.map((d) => ({ offerId: d.roomTypeId, capacity: d.roomsPerNight })),
      stay,
    );
    kept.push(...batch.filter((_, i) => left[i]!.available));
  }
  return kept;
}

export async function hotelDealsFor(
  agency: AgencyRow,
  viewer: UserRow | null,
  body: z.output<typeof hotelDealsRequest>,
) {
  const total = (key: "numOfRoom" | "numOfAdults" | "numOfChildren") =>
    body.occupancies.reduce((sum, o) => sum + o[key], 0);
  // What no supplier could sell (a room without an adult…) is the client's to fix: `parseInput`
  // refuses it as `invalid`, a 400 with the first issue.
  const query = parseInput(hotelDealsQuery, {
    latitude: body.latitude,
    longitude: body.longitude,
    radiusMiles: body.radius,
    checkIn: body.stayPeriod.start,
    checkOut: body.stayPeriod.end,
    rooms: total("numOfRoom"),
    adults: total("numOfAdults"),
    children: total("numOfChildren"),
    nationality: body.nationality?.toUpperCase(),
  });
  const markup = await agencyMarkup(agency.id, "hotels");
  // Every fitting hotel, ranked: sold-out ones are dropped below and the next ones move up.
  const ranked = await hotelDeals(query, { markup, limit: Infinity });
  const deals = await withRoomsLeft(ranked, query, DEFAULT_DEAL_LIMIT);
  const wholesale = agentView(viewer, agency);
  // The contract is strict: the supplier's room type and capacity stay on the server.
  return deals.map(({ roomTypeId: _room, roomsPerNight: _capacity, ...d }) => ({
    ...d,
    rates: shownRates(d.rates, wholesale),
  }));
}

export async function activityDealsFor(
  agency: AgencyRow,
  viewer: UserRow | null,
  body: z.output<typeof activityDealsRequest>,
) {
  const query = parseInput(activityDealsQuery, {
    latitude: body.latitude,
    longitude: body.longitude,
  });
  const markup = await agencyMarkup(agency.id, "activities");
  const deals = await activityDeals(query, { markup });
  const wholesale = agentView(viewer, agency);
  return deals.map((d) => ({ ...d, rates: shownRates(d.rates, wholesale) }));
}

export async function carDealsFor(
  agency: AgencyRow,
  viewer: UserRow | null,
  body: z.output<typeof carDealsRequest>,
) {
  const query = parseInput(carDealsQuery, {
    pickupLatitude: body.pickupLatitude,
    pickupLongitude: body.pickupLongitude,
    pickUpDateTime: body.pickUpDateTime,
    returnDateTime: body.returnDateTime,
    driverAge: body.age,
    residence: body.countryOfResidence,
  });
  const markup = await agencyMarkup(agency.id, "cars");
  const deals = await carDeals(query, { markup });
  const wholesale = agentView(viewer, agency);
  return deals.map((d) => ({ ...d, rates: shownRates(d.rates, wholesale) }));
}

export async function resortDealsFor(
  agency: AgencyRow,
  viewer: UserRow | null,
  body: z.output<typeof resortDealsRequest>,
) {
  const markup = await agencyMarkup(agency.id, "resort");
  const deals = await resortDeals({ latitude: body.lat, longitude: body.lon }, { markup });
  const wholesale = agentView(viewer, agency);
  return deals.map((d) => ({ ...d, rates: shownRates(d.rates, wholesale) }));
}
