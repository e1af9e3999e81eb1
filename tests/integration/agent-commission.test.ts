import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as searchHotels } from "@/app/api/hotels/search/route";
import { agentCommission } from "@/lib/booking/commission";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { reusedSessions } from "../support/accounts";
import { findActivityOption, leadTraveller } from "../support/activities";
import {
  bookingBody,
  type Browser,
  cardToken,
  createQuote,
  inDays,
  parisStay,
  placeBooking,
  readBooking,
} from "../support/booking";
import { driver, rental, searchCars } from "../support/cars";
import { oneWay, passengers, searchFlights } from "../support/flights";
import { DEMO } from "../support/hosts";
import { keepAgencyMarkups, setAgencyMarkup } from "../support/markups";
import { send } from "../support/http";

/**
 * The commission an agent is promised is the one recorded (issue 25 item 2): for every product
 * and markup kind, the figure beside the price in the results, the quote's at the checkout, the
 * booking's on its confirmation and the commission ledger's entry are one figure, the agent's
 * rate on the sale before tax (lib/booking/commission.ts), never the agency's markup.
 */

const session = reusedSessions();
let agent: Browser;
let agentBps: number;
// Its markups are set per test and left as they were found.
const agency = keepAgencyMarkups("demo");

beforeAll(async () => {
  agent = { cookie: await session(DEMO, "agent@horizon.test") };
  const db = await getDb();
  const [row] = await db.select().from(t.agencies).where(eq(t.agencies.id, agency.id));
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.agencyId, agency.id), eq(t.users.email, "agent@horizon.test")));
  agentBps = user!.commissionBps ?? row!.agentCommissionBps;
});

interface Shown {
  /** The results' commission, USD cents. */
  commission?: number;
  taxAndFee: number;
  totalRate: number;
}

interface Found {
  offerId: string;
  query: Parameters<typeof createQuote>[3];
  shown: Shown;
  travellers: unknown[];
}

const FIND: Record<"hotels" | "flights" | "cars" | "activities", (day: number) => Promise<Found>> =
  {
    hotels: async (day) => {
      const query = await parisStay(day);
      const r = await send(searchHotels, DEMO, "/api/hotels/search", {
        body: query,
        headers: { cookie: agent.cookie },
      });
      const hotel = (
        r.body.hotels as { id: string; cheapest: { offerId: string; rates: Shown } }[]
      ).find((h) => !h.id.includes("-test-"))!;
      return {
        offerId: hotel.cheapest.offerId,
        query,
        shown: hotel.cheapest.rates,
        travellers: [{ firstName: "Ana", lastName: "Silva", unit: 0 }],
      };
    },
    flights: async (day) => {
      const query = oneWay("LIS", "OPO", day);
      const r = await searchFlights(DEMO, query, agent.cookie);
      const itinerary = r.body.itineraries.find((i) => i.testBehaviour === null)!;
      return {
        offerId: itinerary.cheapest.offerId,
        query,
        shown: itinerary.cheapest.rates,
        travellers: passengers({ adults: 1 }),
      };
    },
    cars: async (day) => {
      const query = rental("airport-JFK", day);
      const r = await searchCars(DEMO, query, agent.cookie);
      const car = r.body.cars.find((c) => c.testBehaviour === null)!;
      return { offerId: car.offerId, query, shown: car.rates, travellers: [driver()] };
    },
    activities: async (day) => {
      const date = inDays(day);
      const found = await findActivityOption(
        DEMO,
        "city-1840034016",
        date,
        inDays(day + 6),
        (o) =>
          !o.namesRequired &&
          o.questions.every((q) => !q.required) &&
          o.prices.some((p) => p.type === "adult") &&
          o.slots.some((s) => s.placesLeft > 0),
        agent.cookie,
      );
      if (!found) throw new Error("no New York activity for one adult");
      const { productCode, option } = found;
      return {
        offerId: option.slots.find((s) => s.placesLeft > 0)!.offerId,
        query: { productCode, date, travellers: { adults: 1 } },
        shown: option.prices.find((p) => p.type === "adult")!.rates,
        travellers: [leadTraveller()],
      };
    },
  };

let day = 300;

describe("an agent's commission", () => {
  for (const product of ["hotels", "flights", "cars", "activities"] as const) {
    for (const [kind, value] of [
      ["percent", 1_500],
      ["fixed", 2_500],
    ] as const) {
      it(`is one figure in results, checkout, confirmation and ledger: ${product}, ${kind} markup`, async () => {
        await setAgencyMarkup(agency.id, product, kind, value);
        const found = await FIND[product]((day += 9));
        const { shown } = found;
        expect(shown.commission).toBe(agentCommission(shown.totalRate, shown.taxAndFee, agentBps));

        const q = await createQuote(DEMO, agent, found.offerId, found.query);
        expect(q.status).toBe(201);
        const price = q.body.price as {
          totalUsd: number;
          markupUsd: number;
          commission: { amountMinor: number; currency: string };
        };
        expect(price.totalUsd).toBe(shown.totalRate);
        expect(price.commission).toEqual({ amountMinor: shown.commission, currency: "USD" });
        // Not the agency's markup, which it was shown as.
        expect(price.markupUsd).toBeGreaterThan(0);
        expect(price.commission.amountMinor).not.toBe(price.markupUsd);

        const booked = await placeBooking(
          DEMO,
          agent,
          bookingBody(q.body.id as string, await cardToken(DEMO), {
            travellers: found.travellers,
          }),
        );
        expect(booked.status).toBe(201);
        const reference = booked.body.reference as string;
        const confirmation = await readBooking(DEMO, reference, agent.cookie);
        expect((confirmation.body.price as { commission: unknown }).commission).toEqual(
          price.commission,
        );

        const db = await getDb();
        const [entry] = await db
          .select({ amountMinor: t.commissionEntries.amountMinor })
          .from(t.commissionEntries)
          .innerJoin(t.bookings, eq(t.bookings.id, t.commissionEntries.bookingId))
          .where(and(eq(t.bookings.reference, reference), eq(t.commissionEntries.kind, "agent")));
        expect(entry!.amountMinor).toBe(price.commission.amountMinor);
      });
    }
  }
});
