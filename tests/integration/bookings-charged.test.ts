import { randomUUID } from "node:crypto";
import type * as z from "zod";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as agencyList } from "@/app/api/agency/bookings/route";
import { GET as exportCsv } from "@/app/api/agency/bookings/export/route";
import { GET as myList } from "@/app/api/bookings/route";
import { POST as search } from "@/app/api/hotels/search/route";
import type { AgencyBookingsResponse } from "@/lib/contract/agency-bookings";
import type { BookingView, bookingListResponse } from "@/lib/contract/booking";
import type { CancellationPolicy } from "@/lib/contract/hotels";
import { reusedSessions } from "../support/accounts";
import {
  bookingBody,
  cancelBooking,
  CARDS,
  cardToken,
  contact,
  createQuote,
  parisStay,
  placeBooking,
  readBooking,
} from "../support/booking";
import { DEMO } from "../support/hosts";
import { call, send } from "../support/http";

/**
 * "Charged" in the back office's bookings table, its CSV export and the traveller's own list: what
 * the card captured less what was refunded, as the booking's own page says, whatever the total.
 * This file's bookings carry a lead surname of their own, and each list is filtered by it.
 */

type BookingListResponse = z.infer<typeof bookingListResponse>;
type Policy = (policy: CancellationPolicy) => boolean;

const SURNAME = `Charged${randomUUID().slice(0, 8)}`;
const session = reusedSessions();
let owner: string;
let traveller: string;
const booked: Record<"declined" | "challenged" | "cancelled", string> = {
  declined: "",
  challenged: "",
  cancelled: "",
};

/** A real hotel's cheapest rate `from` days ahead whose policy `wanted` accepts. */
async function offerOf(from: number, wanted: Policy) {
  const stay = await parisStay(from);
  const found = await send(search, DEMO, "/api/hotels/search", { body: stay });
  expect(found.status).toBe(200);
  const hotels = found.body.hotels as {
    id: string;
    cheapest: { offerId: string; policy: CancellationPolicy };
  }[];
  const hotel = hotels.find((h) => !h.id.includes("-test-") && wanted(h.cheapest.policy));
  expect(hotel).toBeDefined();
  return { stay, offerId: hotel!.cheapest.offerId };
}

async function book(from: number, card: string, policy: Policy = () => true) {
  const { stay, offerId } = await offerOf(from, policy);
  const browser = { cookie: traveller };
  const q = await createQuote(DEMO, browser, offerId, stay);
  expect(q.status).toBe(201);
  return placeBooking(
    DEMO,
    browser,
    bookingBody(q.body.id as string, await cardToken(DEMO, card), {
      contact: { ...contact, lastName: SURNAME },
      travellers: [{ firstName: "Ana", lastName: SURNAME, unit: 0 }],
    }),
  );
}

/** Charged, in minor units, by reference, in each of the three lists. */
async function chargedEverywhere(): Promise<Record<string, Record<string, number>>> {
  const staff = await call(agencyList as never, DEMO, `/api/agency/bookings?q=${SURNAME}`, {
    cookie: owner,
  });
  expect(staff.status).toBe(200);
  const csv = await call(exportCsv as never, DEMO, `/api/agency/bookings/export?q=${SURNAME}`, {
    cookie: owner,
  });
  expect(csv.status).toBe(200);
  const [header, ...lines] = parse(String(csv.body), { bom: true }) as string[][];
  const column = header!.indexOf("Charged");
  const mine: BookingListResponse["bookings"] = [];
  // The traveller's list leaves failed attempts out unless asked for by their status.
  for (const query of [`q=${SURNAME}`, `q=${SURNAME}&status=failed`]) {
    const r = await call(myList as never, DEMO, `/api/bookings?${query}`, { cookie: traveller });
    expect(r.status).toBe(200);
    mine.push(...(r.body as unknown as BookingListResponse).bookings);
  }
  return {
    staff: Object.fromEntries(
      (staff.body as unknown as AgencyBookingsResponse).rows.map((r) => [
        r.reference,
        r.charged.amountMinor,
      ]),
    ),
    // USD amounts: two decimals.
    csv: Object.fromEntries(lines.map((l) => [l[0], Math.round(Number(l[column]) * 100)])),
    traveller: Object.fromEntries(mine.map((b) => [b.reference, b.charged.amountMinor])),
  };
}

beforeAll(async () => {
  owner = await session(DEMO, "owner@horizon.test");
  traveller = await session(DEMO, "traveller@horizon.test");

  const declined = await book(400, CARDS.declined);
  expect(declined.status).toBe(402);
  const challenged = await book(405, CARDS.challenge);
  expect(challenged.status).toBe(202);
  expect(challenged.body.status).toBe("requires_action");
  booked.challenged = challenged.body.reference as string;
  // A stay from tomorrow whose free cancellation has already ended: cancelling keeps the first
  // night and refunds the rest.
  const kept = await book(
    1,
    CARDS.success,
    (policy) => policy.refundable && Date.parse(policy.freeUntil ?? "") < Date.now(),
  );
  expect(kept.status).toBe(201);
  booked.cancelled = kept.body.reference as string;
  expect((await cancelBooking(DEMO, booked.cancelled, traveller)).status).toBe(200);

  const staff = await call(agencyList as never, DEMO, `/api/agency/bookings?q=${SURNAME}`, {
    cookie: owner,
  });
  const failed = (staff.body as unknown as AgencyBookingsResponse).rows.find(
    (r) => r.status === "failed",
  );
  expect(failed).toBeDefined();
  booked.declined = failed!.reference;
}, 60_000);

describe("what a booking has charged, in the lists", () => {
  it("is 0 for a declined card and for a payment waiting for 3-D Secure, whatever the total", async () => {
    const charged = await chargedEverywhere();
    for (const reference of [booked.declined, booked.challenged]) {
      const page = (await readBooking(DEMO, reference, traveller)).body as unknown as BookingView;
      expect(page.price.total.amountMinor).toBeGreaterThan(0);
      expect(page.charged.amountMinor).toBe(0);
      for (const list of ["staff", "csv", "traveller"]) {
        expect(charged[list]![reference], `${list} ${reference}`).toBe(0);
      }
    }
  });

  it("is what the card captured less what was refunded once a booking is cancelled", async () => {
    const page = (await readBooking(DEMO, booked.cancelled, traveller))
      .body as unknown as BookingView;
    expect(page.status).toBe("cancelled");
    const [card] = page.payments;
    expect(card!.refunded.amountMinor).toBeGreaterThan(0);
    const kept = card!.captured.amountMinor - card!.refunded.amountMinor;
    expect(kept).toBeGreaterThan(0);
    const charged = await chargedEverywhere();
    for (const list of ["staff", "csv", "traveller"]) {
      expect(charged[list]![booked.cancelled], list).toBe(kept);
    }
  });
});
