import { addYears, format, min, parseISO, subYears } from "date-fns";
import { expect } from "vitest";
import { POST as details } from "@/app/api/cruise/details/route";
import {
  cruiseOfferSnapshot,
  guestTypesInOrder,
  type CruiseDetailsResponse,
  type CruiseOfferSnapshot,
  type DiningTime,
} from "@/lib/contract/cruise";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import { bookingBody, inDays } from "./booking";
import { send } from "./http";

/** Cruises as a browser books them: a sailing's cabin for a party, every guest named. */

export interface Party {
  adults: number;
  children?: number;
  infants?: number;
}

/** What the guests' papers depend on: the sailing's days and the party of its cabin. */
export type Sailing = Pick<CruiseOfferSnapshot, "departureDate" | "returnDate" | "guests">;

const NAMES = ["Ana", "Bruno", "Carla", "Duarte", "Eva", "Filipe"];
const iso = (date: Date) => format(date, "yyyy-MM-dd");

/**
 * Every guest of the cabin, in the order adults, children, infants, each of an age their type
 * takes on the sailing — an adult 40 on the day it sails, a child 10 on the day it is back, and an
 * infant 1 on it, or born today when that day is more than a year away (an infant not yet born is
 * refused) — with a nationality and a passport valid a year past it. The lead is Ana Silva, the
 * contact's name.
 */
export function cruiseGuests(sailing: Sailing) {
  const back = parseISO(sailing.returnDate);
  const born = {
    adult: iso(subYears(parseISO(sailing.departureDate), 40)),
    child: iso(subYears(back, 10)),
    infant: iso(min([subYears(back, 1), parseISO(inDays(0))])),
  };
  return guestTypesInOrder(sailing.guests).map((type, unit) => ({
    firstName: NAMES[unit % NAMES.length]!,
    lastName: "Silva",
    unit,
    type,
    dateOfBirth: born[type],
    nationality: "PT",
    passportNumber: `CB${unit}48213`,
    passportExpiry: iso(addYears(back, 1)),
  }));
}

/**
 * A valid booking of a cruise quote (`quote`: its answer's body): every guest of its cabin named
 * as cruiseGuests names them, the early dining time; `extra` replaces any of it.
 */
export function cruiseBookingBody(
  quote: { id?: unknown; offer?: unknown },
  token: string | null,
  extra: Record<string, unknown> = {},
  diningTime: DiningTime = "early",
) {
  const offer = cruiseOfferSnapshot.parse(quote.offer);
  return bookingBody(quote.id as string, token, {
    travellers: cruiseGuests(offer),
    answers: { diningTime },
    ...extra,
  });
}

/** The party as a cruise query counts it. */
export const partyQuery = (party: Party) => ({
  adults: party.adults,
  children: party.children ?? 0,
  infants: party.infants ?? 0,
});

/**
 * A query of the sailings leaving `from` to `to` days ahead for `party`, and the first of them
 * with a category of `code` (any, by default) the party fits in, with that category's offer id.
 */
export async function findCabin(from: number, to: number, party: Party, code?: string) {
  const query = { departFrom: inDays(from), departTo: inDays(to), ...partyQuery(party) };
  const sailings = await supplierFor("cruise").search(query);
  for (const sailing of sailings) {
    const offer = sailing.offers.find((o) => !code || o.cabin.code === code);
    if (offer) return { query, sailing, offer };
  }
  throw new Error(
    `no ${code ?? ""} cabin for ${JSON.stringify(party)} ${from} to ${to} days ahead`,
  );
}

/** POST /api/cruise/details: the sailing for the query's party, every category with what is left. */
export async function cruiseDetails(host: string, sailingId: string, query: object, cookie = "") {
  const r = await send(details, host, "/api/cruise/details", {
    body: { ...query, sailingId },
    headers: cookie ? { cookie } : {},
  });
  expect(r.status).toBe(200);
  return r.body as unknown as CruiseDetailsResponse;
}

/** How many cabins of a category the details page says are left. */
export async function cabinsLeft(host: string, sailingId: string, query: object, offerId: string) {
  const found = await cruiseDetails(host, sailingId, query);
  const cabin = found.sailing.cabins.find((c) => c.offerId === offerId);
  expect(cabin, offerId).toBeDefined();
  return cabin!.cabinsLeft;
}
