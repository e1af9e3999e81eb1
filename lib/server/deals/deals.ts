import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { isAgentRole } from "@/lib/auth/permissions";
import type {
  DealRates,
  activityDealsRequest,
  carDealsRequest,
  hotelDealsRequest,
} from "@/lib/contract/deals";
import type { resortDealsRequest } from "@/lib/contract/resort";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http/api-error";
import { availability, daysFrom, ensureAllotments } from "../inventory/allotments";
import {
  activityDeals,
  carDeals,
  DEFAULT_DEAL_LIMIT,
  hotelDeals,
  nightsBetween,
  type HotelDeal,
} from "../inventory/deals";
import { NO_MARKUP, type Markup, type Rates } from "../inventory/money";
import { resortDeals } from "../inventory/resort/deals";

type Product = (typeof t.agencyMarkups.$inferSelect)["product"];

/** The agency's markup on a product; none when it has set none. */
export async function agencyMarkup(agencyId: string, product: Product): Promise<Markup> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(t.agencyMarkups)
    .where(and(eq(t.agencyMarkups.agencyId, agencyId), eq(t.agencyMarkups.product, product)));
  if (!row) return NO_MARKUP;
  return row.kind === "percent"
    ? { kind: "percent", basisPoints: row.value }
    : { kind: "fixed", amountMinor: row.value };
}

/** SPEC §1, §6: agents see the wholesale rate and the agency markup, unless restricted. */
export function seesWholesale(user: UserRow | null): boolean {
  return Boolean(user && isAgentRole(user) && !user.isRestrictedAgent);
}

function ratesFor(rates: Rates, wholesale: boolean): DealRates {
  const shown: DealRates = {
    currency: "USD",
    discountPercentage: rates.discountPercentage,
    publishedRate: rates.publishedRate,
    totalRate: rates.totalRate,
    taxAndFee: rates.taxAndFee,
  };
  return wholesale ? { ...shown, baseRate: rates.baseRate, markup: rates.markup } : shown;
}

/** The inventory refuses what no supplier could sell (a room without an adult…): a 400. */
async function asClientError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof z.ZodError) {
      const issue = error.issues[0];
      throw new ApiError(400, issue ? `${issue.path.join(".")}: ${issue.message}` : "Bad request");
    }
    throw error;
  }
}

/**
 * The first `limit` deals (best value first) whose room type has `rooms` left on every night, from
 * the supplier allotments. Rows are created on first sight; a sold-out hotel is skipped and the
 * next best one takes its place, checked a batch at a time so a normal search costs two queries.
 */
async function withRoomsLeft(deals: HotelDeal[], nights: string[], rooms: number, limit: number) {
  const kept: HotelDeal[] = [];
  for (let next = 0; next < deals.length && kept.length < limit;) {
    const batch = deals.slice(next, next + limit - kept.length);
    next += batch.length;
    await ensureAllotments(
      batch.flatMap((d) =>
        nights.map((day) => ({
          product: "hotels" as const,
          itemId: d.roomTypeId,
          day,
          capacity: d.roomsPerNight,
        })),
      ),
    );
    const left = await availability(
      "hotels",
      batch.map((d) => d.roomTypeId),
      nights,
    );
    kept.push(...batch.filter((d) => (left.get(d.roomTypeId) ?? 0) >= rooms));
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
  const { start: checkIn, end: checkOut } = body.stayPeriod;
  const rooms = total("numOfRoom");
  const markup = await agencyMarkup(agency.id, "hotels");
  // Every fitting hotel, ranked: sold-out ones are dropped below and the next ones move up.
  const ranked = await asClientError(() =>
    hotelDeals(
      {
        latitude: body.latitude,
        longitude: body.longitude,
        radiusMiles: body.radius,
        checkIn,
        checkOut,
        rooms,
        adults: total("numOfAdults"),
        children: total("numOfChildren"),
      },
      { markup, limit: Infinity },
    ),
  );
  const nights = daysFrom(checkIn, nightsBetween(checkIn, checkOut));
  const deals = await withRoomsLeft(ranked, nights, rooms, DEFAULT_DEAL_LIMIT);
  const wholesale = seesWholesale(viewer);
  // The contract is strict: the supplier's room type and capacity stay on the server.
  return deals.map(({ roomTypeId: _room, roomsPerNight: _capacity, ...d }) => ({
    ...d,
    rates: ratesFor(d.rates, wholesale),
  }));
}

export async function activityDealsFor(
  agency: AgencyRow,
  viewer: UserRow | null,
  body: z.output<typeof activityDealsRequest>,
) {
  const markup = await agencyMarkup(agency.id, "activities");
  const deals = await asClientError(() =>
    activityDeals({ latitude: body.latitude, longitude: body.longitude }, { markup }),
  );
  const wholesale = seesWholesale(viewer);
  return deals.map((d) => ({ ...d, rates: ratesFor(d.rates, wholesale) }));
}

export async function carDealsFor(
  agency: AgencyRow,
  viewer: UserRow | null,
  body: z.output<typeof carDealsRequest>,
) {
  const markup = await agencyMarkup(agency.id, "cars");
  const deals = await asClientError(() =>
    carDeals(
      {
        pickupLatitude: body.pickupLatitude,
        pickupLongitude: body.pickupLongitude,
        pickUpDateTime: body.pickUpDateTime,
        returnDateTime: body.returnDateTime,
        driverAge: body.age,
      },
      { markup },
    ),
  );
  const wholesale = seesWholesale(viewer);
  return deals.map((d) => ({ ...d, rates: ratesFor(d.rates, wholesale) }));
}

export async function resortDealsFor(
  agency: AgencyRow,
  viewer: UserRow | null,
  body: z.output<typeof resortDealsRequest>,
) {
  const markup = await agencyMarkup(agency.id, "resort");
  const deals = await resortDeals({ latitude: body.lat, longitude: body.lon }, { markup });
  const wholesale = seesWholesale(viewer);
  return deals.map((d) => ({ ...d, rates: ratesFor(d.rates, wholesale) }));
}
