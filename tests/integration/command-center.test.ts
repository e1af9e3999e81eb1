import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as commandCenterGet } from "@/app/api/agency/command-center/route";
import { GET as filterOptionsGet } from "@/app/api/agency/bookings/filter-options/route";
import { POST as newClient } from "@/app/api/clients/route";
import { commandCenter } from "@/lib/server/dashboard/command-center";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { creditsAccount, post } from "@/lib/server/ledger/ledger";
import { cookieOf } from "../support/accounts";
import {
  bookingBody,
  cardToken,
  createQuote,
  parisStay,
  placeBooking,
  testOffer,
} from "../support/booking";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";

/**
 * The Command Center's figures (issue 16): an agent's booking counts in their own month and in
 * the agency's, shows as recent activity, and a traveller's credits that lapse within 30 days are
 * listed for the owner (those lapsing later are not).
 */

let demoId: string;
const userOf = async (email: string) => {
  const db = await getDb();
  const [u] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.email, email), eq(t.users.agencyId, demoId)));
  return u!;
};

beforeAll(async () => {
  const db = await getDb();
  const [row] = await db
    .select({ id: t.agencies.id })
    .from(t.agencies)
    .where(eq(t.agencies.subdomain, "demo"));
  demoId = row!.id;
});

describe("the Command Center", () => {
  it("counts an agent's booking for them and for the agency, and lists it as activity", async () => {
    const agent = await userOf("agent@horizon.test");
    const owner = await userOf("owner@horizon.test");
    const [mineBefore, agencyBefore] = await Promise.all([
      commandCenter(demoId, agent),
      commandCenter(demoId, owner),
    ]);
    const cookie = await cookieOf(DEMO, "agent@horizon.test");
    const q = await createQuote(
      DEMO,
      { cookie },
      await testOffer("last-room"),
      await parisStay(90),
    );
    const r = await placeBooking(
      DEMO,
      { cookie },
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(r.status).toBe(201);
    const reference = r.body.reference as string;

    const [mine, agency] = await Promise.all([
      commandCenter(demoId, agent),
      commandCenter(demoId, owner),
    ]);
    expect(mine.scope).toBe("own");
    expect(agency.scope).toBe("agency");
    expect(mine.thisMonth.bookings).toBe(mineBefore.thisMonth.bookings + 1);
    expect(agency.thisMonth.bookings).toBe(agencyBefore.thisMonth.bookings + 1);
    expect(mine.activity.map((a) => a.reference)).toContain(reference);
    expect(agency.daily.at(-1)!.bookings).toBeGreaterThan(0);
  });

  it("lists the owner the credits that lapse within 30 days, not later ones, nor to an agent", async () => {
    const traveller = await userOf("traveller@horizon.test");
    const now = new Date();
    const db = await getDb();
    await db.transaction(async (tx) => {
      await post(tx, creditsAccount(traveller), {
        amountMinor: 1_234,
        reason: "earn",
        expiresAt: new Date(now.getTime() + 10 * 86_400_000),
      });
      await post(tx, creditsAccount(traveller), {
        amountMinor: 5_000,
        reason: "earn",
        expiresAt: new Date(now.getTime() + 60 * 86_400_000),
      });
    });
    const owner = await commandCenter(demoId, await userOf("owner@horizon.test"));
    const line = owner.lapsingCredits.find(
      (l) => l.name === `${traveller.firstName} ${traveller.lastName}`,
    );
    expect(line).toMatchObject({ currency: traveller.creditsCurrency });
    // What lapses within 30 days: the 10-day lot (as far as earlier spending left it).
    expect(line!.minor).toBeGreaterThanOrEqual(1_234);
    expect(line!.minor).toBeLessThan(1_234 + 5_000);
    expect(new Date(line!.by).getTime()).toBeLessThanOrEqual(now.getTime() + 10 * 86_400_000);
    const agent = await commandCenter(demoId, await userOf("agent@horizon.test"));
    expect(agent.lapsingCredits).toEqual([]);
  });

  it("serves the cached Command Center and Bookings pages their figures and filters, by role and agency", async () => {
    const owner = await cookieOf(DEMO, "owner@horizon.test");
    const agent = await cookieOf(DEMO, "agent@horizon.test");
    const traveller = await cookieOf(DEMO, "traveller@horizon.test");
    const figures = async (cookie: string) =>
      call(commandCenterGet as never, DEMO, "/api/agency/command-center", cookie ? { cookie } : {});
    const [asOwner, asAgent] = await Promise.all([figures(owner), figures(agent)]);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.scope).toBe("agency");
    expect(asOwner.body).toEqual(
      JSON.parse(JSON.stringify(await commandCenter(demoId, await userOf("owner@horizon.test")))),
    );
    expect(asAgent.body.scope).toBe("own");
    expect((await figures(traveller)).status).toBe(403);
    expect((await figures("")).status).toBe(401);

    const surname = `Filter${Date.now().toString(36)}`;
    const created = await send(newClient as never, DEMO, "/api/clients", {
      body: { firstName: "Clara", lastName: surname, email: `${surname}@example.com` },
      headers: { cookie: agent },
    });
    expect(created.status).toBe(201);
    const options = async (cookie: string, host = DEMO) =>
      call(filterOptionsGet as never, host, "/api/agency/bookings/filter-options", { cookie });
    const seen = await options(agent);
    expect(seen.status).toBe(200);
    const names = (list: unknown) => (list as { name: string }[]).map((p) => p.name);
    expect(names(seen.body.agents)).toEqual(expect.arrayContaining(["Adam Reyes", "Olivia Hart"]));
    expect(names(seen.body.agents)).not.toContain("Tara Lopez");
    expect(names(seen.body.clients)).toContain(`Clara ${surname}`);
    expect((await options(traveller)).status).toBe(403);
    // Another agency's staff never see this agency's people.
    const foreign = await options(await cookieOf(VIAJES, "dueno@viajessol.test"), VIAJES);
    expect(foreign.status).toBe(200);
    expect(names(foreign.body.clients)).not.toContain(`Clara ${surname}`);
    expect(names(foreign.body.agents)).not.toContain("Adam Reyes");
  });
});
