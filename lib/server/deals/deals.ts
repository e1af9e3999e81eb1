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
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http/api-error";
import { activityDeals, carDeals, hotelDeals } from "../inventory/deals";
import { NO_MARKUP, type Markup, type Rates } from "../inventory/money";

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

export async function hotelDealsFor(
  agency: AgencyRow,
  viewer: UserRow | null,
  body: z.output<typeof hotelDealsRequest>,
) {
  const total = (key: "numOfRoom" | "numOfAdults" | "numOfChildren") =>
    body.occupancies.reduce((sum, o) => sum + o[key], 0);
  const markup = await agencyMarkup(agency.id, "hotels");
  const deals = await asClientError(() =>
    hotelDeals(
      {
        latitude: body.latitude,
        longitude: body.longitude,
        radiusMiles: body.radius,
        checkIn: body.stayPeriod.start,
        checkOut: body.stayPeriod.end,
        rooms: total("numOfRoom"),
        adults: total("numOfAdults"),
        children: total("numOfChildren"),
      },
      { markup },
    ),
  );
  const wholesale = seesWholesale(viewer);
  return deals.map(({ roomTypeId: _room, ...d }) => ({
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
