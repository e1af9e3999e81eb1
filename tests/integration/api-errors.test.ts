import { describe, expect, it } from "vitest";
import * as z from "zod";
import { ApiError } from "@/lib/server/errors";
import { apiRoute, rawRoute } from "@/lib/server/http/api-route";
import type { HotelQuery } from "@/lib/server/inventory/hotels/supplier";
import type { HoldRequest } from "@/lib/server/inventory/supplier";
import { supplierFor } from "@/lib/server/inventory/suppliers/suppliers";
import { DEMO } from "../support/hosts";
import { send } from "../support/http";

const PORTO = "city-1620356810";
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const stay = { placeId: PORTO, checkIn: inDays(40), checkOut: inDays(42), guestsPerRoom: 2 };

/** A hold route built as the booking routes are: the body in, the hotel supplier's hold out. */
const hold = apiRoute(z.object({ id: z.string(), expiresAt: z.date() }), async (ctx) => {
  const body = await ctx.body(z.object({ offerId: z.string(), query: z.unknown() }));
  // The supplier checks the query itself: what it refuses must reach the client as it said.
  return supplierFor("hotels").hold(body as HoldRequest<HotelQuery>);
});

describe("errors from the layers below a route", () => {
  it("answers a supplier's refusal with its own status, code and message", async () => {
    const unknown = await send(hold, DEMO, "/api/x", {
      body: { offerId: "no-such-room", query: { ...stay, rooms: 1 } },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: "notFound",
      message: "no offer no-such-room for this search",
    });

    const past = await send(hold, DEMO, "/api/x", {
      body: {
        offerId: "x",
        query: { ...stay, checkIn: "2020-01-01", checkOut: "2020-01-02", rooms: 1 },
      },
    });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ code: "invalid", message: "2020-01-01 is in the past" });
  });

  it("answers 409 soldOut once the rooms are gone", async () => {
    const [hotel] = await supplierFor("hotels").search({ ...stay, rooms: 1 });
    const offer = hotel!.offers[0]!;
    const body = { offerId: offer.offerId, query: { ...stay, rooms: 1 } };
    let answer = await send(hold, DEMO, "/api/x", { body });
    for (let held = 0; answer.status === 200 && held <= offer.unitsLeft; held++) {
      answer = await send(hold, DEMO, "/api/x", { body });
    }
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: "soldOut" });
    expect(String(answer.body.message)).not.toBe("");
  });

  it("answers a raw route's ApiError as JSON, and hides anything else behind a 500", async () => {
    const refused = rawRoute(async () => {
      throw new ApiError("conflict", "Already cancelled");
    });
    const r = await send(refused, DEMO, "/api/x");
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ code: "conflict", message: "Already cancelled" });
  });
});
