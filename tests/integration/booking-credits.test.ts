import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { balanceOf, creditsAccount } from "@/lib/server/ledger/ledger";
import { cookieOf } from "../support/accounts";
import {
  bookingBody,
  cardToken,
  createQuote,
  parisStay,
  placeBooking,
  testOffer,
  type Browser,
} from "../support/booking";
import { DEMO } from "../support/hosts";
import { send } from "../support/http";
import { setBalance } from "../support/wallet";

/**
 * Reward credits (SPEC §3): part of a booking paid with them, converted at the quote's locked
 * rate, given back on cancel; a balance never below zero, even when bookings spend at once.
 */

const EMAIL = "traveller@horizon.test";
let traveller: Browser;

async function account() {
  const db = await getDb();
  const [u] = await db.select().from(t.users).where(eq(t.users.email, EMAIL));
  return creditsAccount({ ...u!, creditsCurrency: "USD" });
}

async function setCredits(amount: number) {
  const db = await getDb();
  await db
    .update(t.users)
    .set({ isRewardWalletEnable: true, creditsCurrency: "USD" })
    .where(eq(t.users.email, EMAIL));
  await setBalance(await account(), amount);
}

async function balance() {
  return balanceOf(await account());
}

let original: Pick<typeof t.users.$inferSelect, "isRewardWalletEnable" | "creditsCurrency">;
let originalBalance: number;

beforeAll(async () => {
  traveller = { cookie: await cookieOf(DEMO, EMAIL) };
  const db = await getDb();
  const [u] = await db.select().from(t.users).where(eq(t.users.email, EMAIL));
  original = {
    isRewardWalletEnable: u!.isRewardWalletEnable,
    creditsCurrency: u!.creditsCurrency,
  };
  originalBalance = await balance();
});

// On PostgreSQL the test files share the seeded traveller: leave them as they were found.
afterAll(async () => {
  const db = await getDb();
  await setBalance(await account(), originalBalance);
  await db.update(t.users).set(original).where(eq(t.users.email, EMAIL));
});

describe("reward credits", () => {
  it("pay part of a booking at the locked rate, and come back on cancel", async () => {
    await setCredits(5_000);
    const q = await createQuote(
      DEMO,
      traveller,
      await testOffer("last-room"),
      await parisStay(100),
      "EUR",
    );
    expect(q.body.creditsAvailable).toEqual({ amountMinor: 5_000, currency: "USD" });
    const rate = (q.body.price as { exchangeRate: string }).exchangeRate;
    const total = (q.body.price as { total: { amountMinor: number } }).total.amountMinor;
    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), { creditsMinor: 3_000 }),
    );
    expect(r.status).toBe(201);
    // US$30.00 of credits are worth 30 × rate euros; the card pays the rest.
    const worth = Math.round(3_000 * Number(rate));
    expect(r.body.creditsUsed).toEqual({ amountMinor: 3_000, currency: "USD" });
    expect(r.body.charged).toEqual({ amountMinor: total - worth, currency: "EUR" });
    expect(await balance()).toBe(2_000);

    const reference = r.body.reference as string;
    const cancelled = await send(cancel as never, DEMO, `/api/bookings/${reference}/cancel`, {
      body: {},
      headers: { cookie: traveller.cookie, "idempotency-key": randomUUID() },
      params: { reference },
    });
    expect(cancelled.status).toBe(200);
    expect(await balance()).toBe(5_000);
  });

  it("never go below zero when two bookings spend them at once", async () => {
    await setCredits(4_000);
    const quotes = await Promise.all(
      [102, 104].map(async (from) =>
        createQuote(DEMO, traveller, await testOffer("fails-at-cancel"), await parisStay(from)),
      ),
    );
    const results = await Promise.all(
      quotes.map(async (q) =>
        placeBooking(
          DEMO,
          traveller,
          bookingBody(q.body.id as string, await cardToken(DEMO), { creditsMinor: 3_000 }),
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await balance()).toBe(1_000);
  });

  it("cannot be spent by a traveller without the reward wallet", async () => {
    const db = await getDb();
    await db.update(t.users).set({ isRewardWalletEnable: false }).where(eq(t.users.email, EMAIL));
    const q = await createQuote(
      DEMO,
      traveller,
      await testOffer("fails-at-cancel"),
      await parisStay(106),
    );
    expect(q.body.creditsAvailable).toBeNull();
    const r = await placeBooking(
      DEMO,
      traveller,
      bookingBody(q.body.id as string, await cardToken(DEMO), { creditsMinor: 100 }),
    );
    expect(r.status).toBe(400);
  });

  it("refuses a body over the size limit with 413, booking nothing", async () => {
    const r = await placeBooking(DEMO, traveller, { specialRequests: "x".repeat(1_100_000) });
    expect(r.status).toBe(413);
  });
});
