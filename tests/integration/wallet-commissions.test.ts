import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as commissionsGet } from "@/app/api/agency/commissions/route";
import { GET as commissionsExport } from "@/app/api/agency/commissions/export/route";
import { POST as payout } from "@/app/api/agency/commissions/payouts/route";
import { GET as rewardsGet, PUT as rewardsPut } from "@/app/api/agency/wallet/rewards/route";
import { GET as walletGet } from "@/app/api/agency/wallet/route";
import { POST as topup } from "@/app/api/agency/wallet/topups/route";
import { GET as userWallet } from "@/app/api/user/wallet/route";
import type { CommissionEntryView, PayoutView } from "@/lib/contract/commissions";
import type { WalletLine } from "@/lib/contract/wallet";
import { POST as payBalanceRoute } from "@/app/api/bookings/[reference]/balance/route";
import { POST as quoteRoute } from "@/app/api/checkout/quotes/route";
import { earnCredits } from "@/lib/server/bookings/credits";
import { reconcile } from "@/lib/server/bookings/reconcile";
import {
  propertiesForDestination,
  resortDestinations,
} from "@/lib/server/inventory/resort/properties";
import { getDb } from "@/lib/server/db/client";
import * as t from "@/lib/server/db/schema";
import { PaymentError } from "@/lib/server/payments/gateway";
import { walletGateway } from "@/lib/server/payments/wallet";
import {
  agencyAccount,
  balanceOf,
  creditsAccount,
  InsufficientBalance,
  post,
} from "@/lib/server/ledger/ledger";
import { cookieOf } from "../support/accounts";
import {
  bookingBody,
  cancelBooking,
  CARDS,
  cardToken,
  createQuote,
  inDays,
  parisStay,
  placeBooking,
  testOffer,
} from "../support/booking";
import { DEMO, VIAJES } from "../support/hosts";
import { call, send } from "../support/http";
import { setBalance } from "../support/wallet";

/**
 * The agency wallet, reward credits and the commission ledger (issue 16): top-ups through the
 * gateway, bookings paid from the wallet and given back on cancel, a balance that never goes
 * below zero however many spend at once, credits earned and forfeited, commissions recorded on
 * confirmation, reversed on cancel, paid once; each only to those allowed, each agency its own.
 */

const cookies: Record<string, string> = {};
let demo: { id: string; rewardBps: number; rewardExpiryDays: number };
let travellerWallet: { id: string; isRewardWalletEnable: boolean };

async function userOf(email: string) {
  const db = await getDb();
  const [u] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.email, email), eq(t.users.agencyId, demo.id)));
  return u!;
}

const get = (handler: unknown, path: string, who: string | null, host = DEMO) =>
  call(handler as never, host, path, who ? { cookie: cookies[who]! } : {});

beforeAll(async () => {
  for (const who of ["owner", "agent", "sales", "traveller", "restricted"]) {
    cookies[who] = await cookieOf(DEMO, `${who}@horizon.test`);
  }
  const db = await getDb();
  const [row] = await db
    .select({
      id: t.agencies.id,
      rewardBps: t.agencies.rewardBps,
      rewardExpiryDays: t.agencies.rewardExpiryDays,
    })
    .from(t.agencies)
    .where(eq(t.agencies.subdomain, "demo"));
  demo = row!;
  const [traveller] = await db
    .select({ id: t.users.id, isRewardWalletEnable: t.users.isRewardWalletEnable })
    .from(t.users)
    .where(eq(t.users.email, "traveller@horizon.test"));
  travellerWallet = traveller!;
});

// On PostgreSQL the files share the seeded agency: leave its reward rules and the traveller's
// reward wallet as they were found.
afterAll(async () => {
  const db = await getDb();
  await db
    .update(t.agencies)
    .set({ rewardBps: demo.rewardBps, rewardExpiryDays: demo.rewardExpiryDays })
    .where(eq(t.agencies.id, demo.id));
  await db
    .update(t.users)
    .set({ isRewardWalletEnable: travellerWallet.isRewardWalletEnable })
    .where(eq(t.users.id, travellerWallet.id));
});

describe("the agency wallet", () => {
  it("is topped up through the gateway by an owner, once per Idempotency-Key", async () => {
    const before = await balanceOf(agencyAccount(demo.id, "EUR"));
    const key = randomUUID();
    const body = { amountMinor: 50_000, currency: "EUR", token: await cardToken(DEMO) };
    const first = await send(topup as never, DEMO, "/api/agency/wallet/topups", {
      body,
      headers: { cookie: cookies.owner!, "idempotency-key": key },
    });
    expect(first.status).toBe(201);
    expect(first.body.line).toMatchObject({
      reason: "topup",
      amount: { amountMinor: 50_000, currency: "EUR" },
      balance: { amountMinor: before + 50_000, currency: "EUR" },
    });
    const replay = await send(topup as never, DEMO, "/api/agency/wallet/topups", {
      body,
      headers: { cookie: cookies.owner!, "idempotency-key": key },
    });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await balanceOf(agencyAccount(demo.id, "EUR"))).toBe(before + 50_000);

    const statement = await get(walletGet, "/api/agency/wallet?currency=EUR", "agent");
    expect(statement.status).toBe(200);
    expect(statement.body.balances).toContainEqual({
      amountMinor: before + 50_000,
      currency: "EUR",
    });
    expect((statement.body.lines as WalletLine[])[0]).toMatchObject({
      reason: "topup",
      seq: (first.body.line as WalletLine).seq,
    });
  });

  it("refuses a declined card, a sales agent, a traveller and bad bodies, adding nothing", async () => {
    const before = await balanceOf(agencyAccount(demo.id, "EUR"));
    const attempt = async (who: string, body: unknown) =>
      send(topup as never, DEMO, "/api/agency/wallet/topups", {
        body,
        headers: { cookie: cookies[who]!, "idempotency-key": randomUUID() },
      });
    const declined = await attempt("owner", {
      amountMinor: 1_000,
      currency: "EUR",
      token: await cardToken(DEMO, CARDS.declined),
    });
    expect(declined.status).toBe(402);
    const good = { amountMinor: 1_000, currency: "EUR", token: await cardToken(DEMO) };
    expect((await attempt("sales", good)).status).toBe(403);
    expect((await attempt("agent", good)).status).toBe(403);
    expect((await attempt("traveller", good)).status).toBe(403);
    for (const bad of [
      { ...good, amountMinor: -5 },
      { ...good, amountMinor: 1.5 },
      { ...good, amountMinor: 999_999_999 },
      { ...good, currency: "euro" },
      { ...good, currency: "XYZ" },
      { amountMinor: 1_000, currency: "EUR" },
    ]) {
      const r = await attempt("owner", bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await balanceOf(agencyAccount(demo.id, "EUR"))).toBe(before);
    expect((await get(walletGet, "/api/agency/wallet", "traveller")).status).toBe(403);
    expect((await get(walletGet, "/api/agency/wallet", null)).status).toBe(401);
  });

  it("lets exactly as many of 100 concurrent spends through as the balance covers", async () => {
    // An account of its own (a currency nobody else uses here), so other tests cannot move it.
    const account = agencyAccount(demo.id, "CHF");
    await setBalance(account, 10_000);
    const gateway = walletGateway(demo.id);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        gateway.authorise({
          agencyId: demo.id,
          token: "",
          amountMinor: 1_000,
          currency: "CHF",
          reference: `SPEND${i}`,
          returnUrl: "http://demo.localhost:3000/",
          idempotencyKey: `spend:${randomUUID()}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PaymentError);
      expect((r as PromiseRejectedResult).reason.code).toBe("insufficientFunds");
    }
    expect(await balanceOf(account)).toBe(0);

    // The ledger adds up: every line's balance is the one before plus its amount, never below 0.
    const db = await getDb();
    const lines = await db
      .select()
      .from(t.walletEntries)
      .where(
        and(
          eq(t.walletEntries.agencyId, demo.id),
          eq(t.walletEntries.kind, "agency"),
          eq(t.walletEntries.currency, "CHF"),
        ),
      )
      .orderBy(t.walletEntries.seq);
    let running = 0;
    lines.forEach((line, i) => {
      expect(line.seq).toBe(i + 1);
      running += line.amountMinor;
      expect(line.balanceMinor).toBe(running);
      expect(line.balanceMinor).toBeGreaterThanOrEqual(0);
    });

    // A spend of more than is left writes nothing; and the database itself refuses a line whose
    // balance is below zero, should anything ever write one around the ledger's lock.
    await expect(
      db.transaction((tx) => post(tx, account, { amountMinor: -1, reason: "adjustment" })),
    ).rejects.toBeInstanceOf(InsufficientBalance);
    await expect(
      db.insert(t.walletEntries).values({
        ...account,
        seq: lines.length + 1,
        amountMinor: -1,
        balanceMinor: -1,
        reason: "adjustment",
      }),
    ).rejects.toThrow();
    expect(await balanceOf(account)).toBe(0);
  });

  it("pays an agent's booking, gives it back on cancel, and is not for sales agents", async () => {
    const account = agencyAccount(demo.id, "USD");
    await setBalance(account, 500_000);
    const q = await createQuote(
      DEMO,
      { cookie: cookies.agent! },
      await testOffer("last-room"),
      await parisStay(140),
    );
    expect(q.status).toBe(201);
    const total = (q.body.price as { total: { amountMinor: number } }).total.amountMinor;
    const sales = await placeBooking(
      DEMO,
      { cookie: cookies.sales! },
      {
        ...bookingBody(q.body.id as string, null),
        payment: { method: "wallet" },
      },
    );
    // The quote is the agent's own: a sales agent cannot even see it, let alone pay from the wallet.
    expect([403, 404]).toContain(sales.status);

    const r = await placeBooking(
      DEMO,
      { cookie: cookies.agent! },
      {
        ...bookingBody(q.body.id as string, null),
        payment: { method: "wallet" },
      },
    );
    expect(r.status).toBe(201);
    expect(r.body.status).toBe("confirmed");
    expect(await balanceOf(account)).toBe(500_000 - total);

    const cancelled = await cancelBooking(DEMO, r.body.reference as string, cookies.agent!);
    expect(cancelled.status).toBe(200);
    const refunded = cancelled.body.refunded as { amountMinor: number } | undefined;
    expect(await balanceOf(account)).toBe(500_000 - total + (refunded?.amountMinor ?? total));
  });

  it("refuses the wallet to a sales agent on their own quote", async () => {
    const q = await createQuote(
      DEMO,
      { cookie: cookies.sales! },
      // Not the last room: its hold would leave the room sold out for the files that follow.
      await testOffer("fails-at-cancel"),
      await parisStay(150),
    );
    const r = await placeBooking(
      DEMO,
      { cookie: cookies.sales! },
      {
        ...bookingBody(q.body.id as string, null),
        payment: { method: "wallet" },
      },
    );
    expect(r.status).toBe(403);
  });
});

describe("reward credits", () => {
  it("are earned by a paid booking as the agency sets, shown to the traveller, forfeited on cancel", async () => {
    const settings = await send(rewardsPut as never, DEMO, "/api/agency/wallet/rewards", {
      method: "PUT",
      body: { rewardBps: 500, rewardExpiryDays: 90 },
      headers: { cookie: cookies.owner! },
    });
    expect(settings.status).toBe(200);
    expect((await get(rewardsGet, "/api/agency/wallet/rewards", "agent")).body).toEqual({
      rewardBps: 500,
      rewardExpiryDays: 90,
    });
    for (const [who, body] of [
      ["sales", { rewardBps: 100, rewardExpiryDays: 30 }],
      ["owner", { rewardBps: 9_000, rewardExpiryDays: 30 }],
      ["owner", { rewardBps: 100, rewardExpiryDays: 0 }],
    ] as const) {
      const r = await send(rewardsPut as never, DEMO, "/api/agency/wallet/rewards", {
        method: "PUT",
        body,
        headers: { cookie: cookies[who]! },
      });
      expect(r.status).toBe(who === "sales" ? 403 : 400);
    }

    const traveller = await userOf("traveller@horizon.test");
    const db = await getDb();
    await db
      .update(t.users)
      .set({ isRewardWalletEnable: true })
      .where(eq(t.users.id, traveller.id));
    const account = creditsAccount(traveller);
    const before = await balanceOf(account);
    const book = async (from: number) => {
      const q = await createQuote(
        DEMO,
        { cookie: cookies.traveller! },
        await testOffer("last-room"),
        await parisStay(from),
      );
      const r = await placeBooking(
        DEMO,
        { cookie: cookies.traveller! },
        bookingBody(q.body.id as string, await cardToken(DEMO)),
      );
      expect(r.status).toBe(201);
      return r;
    };

    // Earned, not yet vested: a booking cancelled before its trip ends earned nothing, so its
    // credits cannot be spent elsewhere and then kept after a full refund (issue 24, item 5).
    const cancelled = await book(160);
    expect(await balanceOf(account)).toBe(before);
    await cancelBooking(DEMO, cancelled.body.reference as string, cookies.traveller!);
    expect(await balanceOf(account)).toBe(before);

    // Kept until the trip ends (two nights from day 163): the credits vest then.
    const r = await book(163);
    const paid = (r.body.charged as { amountMinor: number }).amountMinor;
    const earned = Math.floor((paid * 500) / 10_000);
    expect(await balanceOf(account)).toBe(before);
    const tripEnded = new Date(Date.now() + 166 * 86_400_000);
    await reconcile({ now: tripEnded });
    expect(await balanceOf(account, tripEnded)).toBe(before + earned);

    const wallet = await get(userWallet, "/api/user/wallet", "traveller");
    expect(wallet.status).toBe(200);
    expect((wallet.body.lines as WalletLine[])[0]!).toMatchObject({
      reason: "earn",
      reference: r.body.reference,
      amount: { amountMinor: earned, currency: traveller.creditsCurrency },
    });
    const expires = new Date((wallet.body.lines as WalletLine[])[0]!.expiresAt as string).getTime();
    expect(Math.round((expires - tripEnded.getTime()) / 86_400_000)).toBe(90);

    // Without the reward wallet a traveller earns nothing and has no wallet to see.
    await db
      .update(t.users)
      .set({ isRewardWalletEnable: false })
      .where(eq(t.users.id, traveller.id));
    const q2 = await createQuote(
      DEMO,
      { cookie: cookies.traveller! },
      await testOffer("last-room"),
      await parisStay(166),
    );
    const r2 = await placeBooking(
      DEMO,
      { cookie: cookies.traveller! },
      bookingBody(q2.body.id as string, await cardToken(DEMO)),
    );
    expect(r2.status).toBe(201);
    expect(await balanceOf(account, tripEnded)).toBe(before + earned);
    await reconcile({ now: new Date(Date.now() + 170 * 86_400_000) });
    expect(await balanceOf(account, tripEnded)).toBe(before + earned);
    expect((await get(userWallet, "/api/user/wallet", "traveller")).status).toBe(403);
    await cancelBooking(DEMO, r2.body.reference as string, cookies.traveller!);
  });

  it("follow what a deposit sale was paid: the deposit alone while its balance is unpaid, the whole price once it is, never what credits paid", async () => {
    const db = await getDb();
    await db.update(t.agencies).set({ rewardBps: 500 }).where(eq(t.agencies.id, demo.id));
    // A traveller of its own, with the reward wallet, so no other file's credits move with it.
    const [seeded] = await db
      .select()
      .from(t.users)
      .where(and(eq(t.users.email, "traveller@horizon.test"), eq(t.users.agencyId, demo.id)));
    const { id: _id, ...rest } = seeded!;
    const email = "deposit.rewards@horizon.test";
    await db
      .insert(t.users)
      .values({ ...rest, email, isRewardWalletEnable: true, creditsCurrency: "USD" })
      .onConflictDoNothing();
    const cookie = await cookieOf(DEMO, email);
    // A five-star Spanish resort (a 30 % deposit, the balance 30 days before check-in), 250 days
    // ahead: past the reach of every file's jobs, so nothing lapses it meanwhile.
    const property = (await resortDestinations()).list
      .filter((d) => d.countryCode === "ES")
      .flatMap(propertiesForDestination)
      .find((p) => p.stars === 5)!;
    const quoteOf = async (from: number) => {
      const q = await send(quoteRoute, DEMO, "/api/checkout/quotes", {
        body: {
          product: "resort",
          offerId: property.units[0]!.id,
          query: {
            regionId: property.destination.id,
            checkIn: inDays(from),
            checkOut: inDays(from + 3),
            units: 1,
            adults: 2,
          },
          currency: "USD",
        },
        headers: { cookie },
      });
      expect(q.status, JSON.stringify(q.body)).toBe(201);
      return q.body as { id: string; schedule: { dueNow: { amountMinor: number } } };
    };
    const book = async (from: number, extra: Record<string, unknown> = {}) => {
      const q = await quoteOf(from);
      const r = await placeBooking(
        DEMO,
        { cookie },
        bookingBody(q.id, await cardToken(DEMO), extra),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.reference as string;
    };
    const payBalance = async (reference: string) => {
      const r = await send(payBalanceRoute as never, DEMO, `/api/bookings/${reference}/balance`, {
        body: { payment: { method: "card", token: await cardToken(DEMO) } },
        headers: { cookie, "idempotency-key": randomUUID() },
        params: { reference },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    const unpaid = await book(250);
    const paid = await book(253);
    await payBalance(paid);

    const rowOf = async (reference: string) =>
      (await db.select().from(t.bookings).where(eq(t.bookings.reference, reference)))[0]!;
    const earnedBy = async (reference: string) => {
      const row = await rowOf(reference);
      // As the job vests them once the trip has ended.
      await db.transaction((tx) => earnCredits(tx, row, new Date(Date.now() + 260 * 86_400_000)));
      const [line] = await db
        .select({ amountMinor: t.walletEntries.amountMinor })
        .from(t.walletEntries)
        .where(and(eq(t.walletEntries.bookingId, row.id), eq(t.walletEntries.reason, "earn")));
      return { row, earned: line?.amountMinor ?? 0 };
    };
    const deposit = await earnedBy(unpaid);
    expect(deposit.row.balanceMinor).toBeGreaterThan(0);
    expect(deposit.row.balancePaidAt).toBeNull();
    expect(deposit.earned).toBe(Math.floor((deposit.row.cardMinor * 500) / 10_000));
    const whole = await earnedBy(paid);
    expect(whole.row.balancePaidAt).not.toBeNull();
    expect(whole.row.cardMinor).toBeLessThan(whole.row.totalMinor);
    expect(whole.earned).toBe(Math.floor((whole.row.totalMinor * 500) / 10_000));

    // Credits pay at most what is due now (the deposit), and what they paid earns nothing.
    const [twin] = await db.select().from(t.users).where(eq(t.users.email, email));
    const credits = creditsAccount(twin!);
    await setBalance(credits, 5_000_000);
    const q = await quoteOf(256);
    const dueNow = q.schedule.dueNow.amountMinor;
    const over = await placeBooking(
      DEMO,
      { cookie },
      bookingBody(q.id, await cardToken(DEMO), { creditsMinor: dueNow + 1 }),
    );
    expect(over.status).toBe(400);
    expect(over.body.message).toContain("more credits than is due now");
    expect(await balanceOf(credits)).toBe(5_000_000);
    const byCredits = await placeBooking(
      DEMO,
      { cookie },
      bookingBody(q.id, await cardToken(DEMO), { creditsMinor: dueNow }),
    );
    expect(byCredits.status, JSON.stringify(byCredits.body)).toBe(201);
    expect(byCredits.body.creditsUsed).toEqual({ amountMinor: dueNow, currency: "USD" });
    expect(await balanceOf(credits)).toBe(5_000_000 - dueNow);
    const spent = byCredits.body.reference as string;
    expect((await earnedBy(spent)).earned).toBe(0);
    await payBalance(spent);
    const onBalance = await earnedBy(spent);
    expect(onBalance.row.cardMinor).toBe(0);
    expect(onBalance.earned).toBe(Math.floor((onBalance.row.balanceMinor * 500) / 10_000));

    for (const reference of [unpaid, paid, spent]) {
      expect((await cancelBooking(DEMO, reference, cookie)).status).toBe(200);
    }
  });

  it("lapse unspent at their expiry, written off before the next line, read from the latest line alone", async () => {
    const account = creditsAccount({
      id: randomUUID(),
      agencyId: demo.id,
      creditsCurrency: "EUR",
    });
    const day = (n: number) => new Date(Date.UTC(2027, 0, 1 + n));
    const db = await getDb();
    const write = (p: Parameters<typeof post>[2], at: Date) =>
      db.transaction((tx) => post(tx, account, p, at));
    await write({ amountMinor: 1_000, reason: "earn", expiresAt: day(10) }, day(0));
    await write({ amountMinor: 500, reason: "opening" }, day(1));
    await write({ amountMinor: -400, reason: "booking" }, day(2));
    expect(await balanceOf(account, day(9))).toBe(1_100);
    // The earned lot's unspent 600 lapse on day 10; the opening balance never does.
    expect(await balanceOf(account, day(10))).toBe(500);

    // A spend after the lapse cannot use the lapsed credits: they are written off first.
    await expect(
      db.transaction((tx) => post(tx, account, { amountMinor: -501, reason: "booking" }, day(11))),
    ).rejects.toBeInstanceOf(InsufficientBalance);
    await write({ amountMinor: -200, reason: "booking" }, day(11));
    const lines = await db
      .select()
      .from(t.walletEntries)
      .where(eq(t.walletEntries.account, account.account))
      .orderBy(t.walletEntries.seq);
    expect(lines.map((l) => [l.reason, l.amountMinor, l.balanceMinor])).toEqual([
      ["earn", 1_000, 1_000],
      ["opening", 500, 1_500],
      ["booking", -400, 1_100],
      ["expire", -600, 500],
      ["booking", -200, 300],
    ]);
    expect(lines.at(-1)!.lots).toEqual([{ minor: 300, expiresAt: null }]);
    expect(await balanceOf(account, day(400))).toBe(300);

    // Lines written before lots were kept: the account is replayed once, then kept again.
    await db
      .update(t.walletEntries)
      .set({ lots: null })
      .where(eq(t.walletEntries.account, account.account));
    expect(await balanceOf(account, day(12))).toBe(300);
    await write({ amountMinor: 50, reason: "earn", expiresAt: day(20) }, day(12));
    expect(await balanceOf(account, day(19))).toBe(350);
    expect(await balanceOf(account, day(20))).toBe(300);
  });
});

describe("the commission ledger", () => {
  async function agentBooking(from: number) {
    const q = await createQuote(
      DEMO,
      { cookie: cookies.agent! },
      await testOffer("last-room"),
      await parisStay(from),
    );
    const r = await placeBooking(
      DEMO,
      { cookie: cookies.agent! },
      bookingBody(q.body.id as string, await cardToken(DEMO)),
    );
    expect(r.status).toBe(201);
    return r.body.reference as string;
  }

  async function entriesOf(reference: string) {
    const db = await getDb();
    return db
      .select({ e: t.commissionEntries })
      .from(t.commissionEntries)
      .innerJoin(t.bookings, eq(t.bookings.id, t.commissionEntries.bookingId))
      .where(and(eq(t.bookings.reference, reference), eq(t.bookings.agencyId, demo.id)))
      .then((rows) => rows.map((r) => r.e));
  }

  it("records the markup and the agent's commission as pending, and reverses them on cancel", async () => {
    const reference = await agentBooking(170);
    const entries = await entriesOf(reference);
    const agent = await userOf("agent@horizon.test");
    const commission = entries.find((e) => e.kind === "agent")!;
    expect(commission).toMatchObject({ agentUserId: agent.id, status: "pending" });
    expect(commission.amountMinor).toBeGreaterThan(0);
    expect(entries.find((e) => e.kind === "markup")?.status).toBe("pending");

    const own = await get(commissionsGet, `/api/agency/commissions?agent=${agent.id}`, "agent");
    expect(own.status).toBe(200);
    const mine = (own.body.entries as CommissionEntryView[]).find((e) => e.reference === reference);
    expect(mine).toMatchObject({ kind: "agent", status: "pending" });
    // An agent never sees the agency's markup entries, nor another agent's commission.
    const all = await get(commissionsGet, "/api/agency/commissions?pageSize=100", "agent");
    expect((all.body.entries as CommissionEntryView[]).every((e) => e.kind === "agent")).toBe(true);
    const owner = await userOf("owner@horizon.test");
    const other = await get(commissionsGet, `/api/agency/commissions?agent=${owner.id}`, "agent");
    expect(other.status).toBe(404);
    const ownerView = await get(commissionsGet, "/api/agency/commissions?pageSize=100", "owner");
    const kinds = (ownerView.body.entries as CommissionEntryView[])
      .filter((e) => e.reference === reference)
      .map((e) => e.kind)
      .sort();
    expect(kinds).toEqual(["agent", "markup"]);

    await cancelBooking(DEMO, reference, cookies.agent!);
    expect((await entriesOf(reference)).map((e) => e.status)).toEqual(["reversed", "reversed"]);
  });

  it("pays what is payable once, even when two payouts are recorded at once", async () => {
    const reference = await agentBooking(180);
    const agent = await userOf("agent@horizon.test");
    const body = {
      agentId: agent.id,
      currency: "USD",
      paidOn: new Date().toISOString().slice(0, 10),
    };
    const early = await send(payout as never, DEMO, "/api/agency/commissions/payouts", {
      body,
      headers: { cookie: cookies.owner! },
    });
    // The trip has not ended: nothing of it is payable yet.
    const entry = (await entriesOf(reference)).find((e) => e.kind === "agent")!;
    expect(entry.status).toBe("pending");
    expect([201, 409]).toContain(early.status);

    // The trip ends (its entries become payable from a past day).
    const db = await getDb();
    await db
      .update(t.commissionEntries)
      .set({ payableOn: "2026-01-02" })
      .where(eq(t.commissionEntries.id, entry.id));
    const payable = await get(
      commissionsGet,
      `/api/agency/commissions?agent=${agent.id}&status=payable`,
      "agent",
    );
    expect((payable.body.entries as CommissionEntryView[]).map((e) => e.reference)).toContain(
      reference,
    );

    const forbidden = await send(payout as never, DEMO, "/api/agency/commissions/payouts", {
      body,
      headers: { cookie: cookies.agent! },
    });
    expect(forbidden.status).toBe(403);
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        send(payout as never, DEMO, "/api/agency/commissions/payouts", {
          body: { ...body, reference: "TRF-1" },
          headers: { cookie: cookies.owner! },
        }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([201, 409]);
    const paid = (await entriesOf(reference)).find((e) => e.kind === "agent")!;
    expect(paid).toMatchObject({ status: "paid", paidOn: body.paidOn });
    const ok = a!.status === 201 ? a! : b!;
    expect((ok.body as PayoutView).amount.amountMinor).toBeGreaterThanOrEqual(paid.amountMinor);

    const csv = await get(
      commissionsExport,
      `/api/agency/commissions/export?agent=${agent.id}`,
      "agent",
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(String(csv.body)).toContain(reference);
  });

  it("refuses bad payouts and other agencies' agents, changing nothing", async () => {
    const db = await getDb();
    const [foreign] = await db
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(t.users.email, "dueno@viajessol.test"));
    const today = new Date().toISOString().slice(0, 10);
    for (const [body, status] of [
      [{ agentId: foreign!.id, currency: "USD", paidOn: today }, 404],
      [{ agentId: randomUUID(), currency: "USD", paidOn: today }, 404],
      [{ agentId: "nope", currency: "USD", paidOn: today }, 400],
      [{ agentId: foreign!.id, currency: "USD", paidOn: "2999-01-01" }, 400],
      [{ agentId: foreign!.id, currency: "usd", paidOn: today }, 400],
    ] as const) {
      const r = await send(payout as never, DEMO, "/api/agency/commissions/payouts", {
        body,
        headers: { cookie: cookies.owner! },
      });
      expect(r.status, JSON.stringify(body)).toBe(status);
    }
    // Another agency's host shows its own ledger, never this one's.
    const viajes = await cookieOf(VIAJES, "dueno@viajessol.test");
    const theirs = await call(commissionsGet as never, VIAJES, "/api/agency/commissions", {
      cookie: viajes,
    });
    expect(theirs.status).toBe(200);
    const ours = await get(commissionsGet, "/api/agency/commissions?pageSize=100", "owner");
    const ourRefs = new Set((ours.body.entries as CommissionEntryView[]).map((e) => e.reference));
    expect(
      (theirs.body.entries as CommissionEntryView[]).some((e) => ourRefs.has(e.reference)),
    ).toBe(false);
    expect((await get(commissionsGet, "/api/agency/commissions", "traveller")).status).toBe(403);
  });
});
