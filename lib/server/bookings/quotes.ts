import "server-only";
import { log } from "../log/log";
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import {
  and,
  desc,
  eq,
  exists,
  gt,
  isNull,
  lte,
  ne,
  notExists,
  sql,
  type Placeholder,
  type SQL,
} from "drizzle-orm";
import type { OfferSnapshot, QuoteResponse } from "@/lib/contract/booking";
import type { CancellationPolicy } from "@/lib/contract/cancellation-policy";
import type { ProductId } from "@/lib/contract/products";
import type { AgencyRow } from "../agency/agency";
import type { UserRow } from "../auth/session";
import { getDb } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { bookings, checkoutQuotes as q, holdIntents } from "../db/schema";
import { agencyMarkup, agentView } from "../deals/deals";
import { bookingCommission } from "../commissions/ledger";
import { ApiError } from "../errors";
import { SupplierError } from "../inventory/supplier";
import { ratesOn } from "../inventory/money";
import type { Buyer } from "./buyer";
import { fromUsd } from "@/lib/currency/currency-math";
import type { RegisteredQuoteRequest } from "../products/contract";
import { adapterFor } from "../products/registry";
import type { DescribedOffer, ProductAdapter } from "../products/kit/types";
import { priceLines } from "./price-lines";
import { paymentSchedule, quotedSchedule, type PaymentSchedule } from "./schedule";
import { freeUntilOf, penaltyOf, policyAtPrice } from "./refunds";
import { permissionsOf } from "@/lib/auth/permissions";
import { agencyAccount, balanceOf, creditsOf } from "../ledger/ledger";
import { lockedRate } from "../money/rates";
import { quoteLimits, throttleQuote } from "./quote-limits";

/**
 * Quotes (DESIGN §9): the offer priced again and held with the supplier in one call, which
 * answers with the offer as searched beside its held price; the markup added as search added
 * it, the total converted at a rate locked now. A price that moved since the search is kept
 * beside the new one and must be accepted to book. A quote is its buyer's alone, and a
 * buyer gets only so many (quote-limits.ts): throttled per buyer and per address, and a few live
 * holds at most.
 */

export type QuoteRow = typeof q.$inferSelect;

export async function createQuote(
  agency: AgencyRow,
  buyer: Buyer,
  request: RegisteredQuoteRequest,
  /** The caller's address (client-address.ts), for the per-address throttle; null if unknown. */
  address: string | null,
  /**
   * What it was quoted through (issue 28): a proposal's option (its booking books the proposal)
   * or a deal link (its bookings counted).
   */
  through: { proposalId?: string | null; dealLinkId?: string | null } = {},
): Promise<QuoteRow> {
  if (!buyer.user && !buyer.guestHash) throw new Error("a quote needs a buyer");
  const limits = quoteLimits();
  await throttleQuote(agency, buyer, address, limits);
  const adapter = adapterFor(request.product);
  const [markup, rate] = await Promise.all([
    agencyMarkup(agency.id, request.product as ProductId),
    lockedRate(request.currency),
  ]);
  // The product's own refusals first: nothing is held for an offer the query cannot buy.
  await adapter.check?.(request.query, request.offerId);
  // The buyer's own earlier hold of this offer (a currency changed, a step back and the same room
  // chosen again, "Hold again") is given back first: a new quote replaces it, so that the last
  // room is not lost to its own buyer and no buyer holds one offer twice.
  await releaseEarlierHolds(agency.id, buyer, request);
  // The hold's intent first, under the quote's id, which the supplier keeps as the hold's
  // reference: an intent without its quote is a hold nobody owns, which the job gives back by it
  // (releaseUnwrittenHolds); the job also clears the intents whose quote was written, so that
  // writing the quote costs one statement, as before.
  const id = randomUUID();
  const db = await getDb();
  await db
    .insert(holdIntents)
    .values({ id, agencyId: agency.id, product: request.product as ProductId });
  const hold = await adapter.hold(request.query, request.offerId, id).catch(async (error) => {
    // A refusal held nothing; an answer that never came (the supplier down, a timeout) may have,
    // and its intent stays for the job.
    if (error instanceof SupplierError && error.code !== "supplierUnavailable") {
      await db.delete(holdIntents).where(eq(holdIntents.id, id));
    }
    throw error;
  });
  // The hold answers with the offer as searched: described from it, so that a quote asks the
  // supplier once. An offer the product refuses is given back at once (a release that fails
  // leaves the intent to the job).
  let described: DescribedOffer;
  try {
    described = await adapter.describe(request.query, request.offerId, hold.item, markup);
  } catch (error) {
    await adapter
      .release(hold.id)
      .then(() => db.delete(holdIntents).where(eq(holdIntents.id, id)))
      .catch((failure) =>
        log.error("giving back a refused offer's hold failed", { error: failure }),
      );
    throw error;
  }
  // The hold is the price check: an unchanged wholesale price keeps the price search showed; a
  // moved one is priced again with the markup as search added it.
  const live =
    hold.terms && hold.rates.baseRate !== described.rates.baseRate
      ? ratesOn(
          hold.rates.baseRate,
          hold.terms,
          adapter.bookingMarkup?.(markup, described.units) ?? markup,
        )
      : described.rates;
  const moved = live.totalRate !== described.rates.totalRate;
  const totalMinor = fromUsd(live.totalRate, rate, request.currency);
  const [row] = await db
    .insert(q)
    .values({
      id,
      agencyId: agency.id,
      // The column lists the catalogue; a registered product outside it (a test build's) is
      // stored by its id all the same.
      product: request.product as ProductId,
      offerId: request.offerId,
      query: request.query,
      // The penalty priced from the held price, as the refund will be (refunds.ts).
      offer: moved
        ? repriced(described.snapshot, described.rates.totalRate, live.totalRate)
        : described.snapshot,
      ownerUserId: buyer.user?.id ?? null,
      guestSecretHash: buyer.user ? null : buyer.guestHash,
      supplierHoldId: hold.id,
      netUsd: live.baseRate,
      markupUsd: live.markup,
      taxUsd: live.taxAndFee,
      publishedUsd: live.publishedRate,
      totalUsd: live.totalRate,
      previousTotalUsd: moved ? described.rates.totalRate : null,
      currency: request.currency,
      exchangeRate: rate,
      totalMinor,
      ...depositOf(adapter, described.snapshot, totalMinor),
      rateQuotedAt: new Date(),
      expiresAt: hold.expiresAt,
      proposalId: through.proposalId ?? null,
      dealLinkId: through.dealLinkId ?? null,
    })
    .returning();
  await keepLiveHolds(agency.id, buyer, limits.liveHolds);
  return row!;
}

/** A booking under way on the quote whose id is in `quote` (a subquery for NOT EXISTS). */
const bookingUnderWay = (db: Awaited<ReturnType<typeof getDb>>, quote: typeof q.id) =>
  db
    .select({ one: sql`1` })
    .from(bookings)
    .where(and(eq(bookings.quoteId, quote), ne(bookings.status, "failed")));

/**
 * Gives back the buyer's oldest live holds beyond `cap`, so that one buyer never holds more. A
 * new quote rather than a 429: a traveller going back and forth between offers and dates has
 * left the older quotes behind, and their page answers 410 like an expired hold. A hold whose
 * booking is under way (a 3-D Secure page open) is the booking's, neither counted nor given back.
 */
async function keepLiveHolds(agencyId: string, buyer: Buyer, cap: number): Promise<void> {
  const db = await getDb();
  const beyond = await db
    .select()
    .from(q)
    .where(
      and(
        ownedBy(agencyId, buyer),
        eq(q.status, "open"),
        gt(q.expiresAt, new Date()),
        notExists(bookingUnderWay(db, q.id)),
      ),
    )
    .orderBy(desc(q.createdAt), desc(q.id))
    .offset(cap);
  for (const row of beyond) await releaseQuote(row);
}

/** The buyer's open quotes of the same offer (product, offer and query) without a booking. */
async function releaseEarlierHolds(
  agencyId: string,
  buyer: Buyer,
  request: RegisteredQuoteRequest,
): Promise<void> {
  const db = await getDb();
  const earlier = await db
    .select()
    .from(q)
    .where(
      and(
        ownedBy(agencyId, buyer),
        eq(q.product, request.product as ProductId),
        eq(q.offerId, request.offerId),
        eq(q.status, "open"),
        notExists(bookingUnderWay(db, q.id)),
      ),
    );
  // As stored: JSON drops what is undefined.
  const query: unknown = JSON.parse(JSON.stringify(request.query));
  for (const row of earlier) {
    if (isDeepStrictEqual(row.query, query)) await releaseQuote(row);
  }
}

/**
 * Releases the buyer's open quote (the checkout left) and returns it as it then stands: 404 for
 * anyone else's; again changes nothing.
 */
export async function leaveQuote(agency: AgencyRow, buyer: Buyer, id: string): Promise<QuoteRow> {
  const row = await ownQuote(agency, buyer, id);
  return (await releaseQuote(row)) ?? row;
}

/**
 * The buyer's quote as it stands, whatever its status (an ended one too, unlike `findQuote`); 404
 * for anyone else's, of another agency or another buyer.
 */
export async function ownQuote(agency: AgencyRow, buyer: Buyer, id: string): Promise<QuoteRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(q)
    .where(and(eq(q.id, id), ownedBy(agency.id, buyer)));
  if (!row) throw new ApiError("notFound", "This quote was not found.");
  return row;
}

/** Whether a booking stands or is under way on the quote (any but a failed one). */
export async function isBeingBooked(quoteId: string): Promise<boolean> {
  const db = await getDb();
  const [found] = await db
    .select({ one: sql`1` })
    .from(bookings)
    .where(and(eq(bookings.quoteId, quoteId), ne(bookings.status, "failed")))
    .limit(1);
  return found !== undefined;
}

/**
 * Marks an open quote without a booking under way released and gives its units back, once;
 * returns the released row, or null when there was nothing to release. A release the supplier
 * does not answer opens the quote again before the error goes on: its hold is still held, and
 * the buyer's next release, or the job's sweep once it expires, gives it back; a quote is never
 * left released with its units still held.
 */
async function releaseQuote(row: QuoteRow): Promise<QuoteRow | null> {
  const db = await getDb();
  const [released] = await db
    .update(q)
    .set({ status: "released", updatedAt: sql`now()` })
    .where(and(eq(q.id, row.id), eq(q.status, "open"), notExists(bookingUnderWay(db, q.id))))
    .returning();
  if (!released) return null;
  try {
    await adapterFor(row.product).release(row.supplierHoldId);
  } catch (error) {
    await db
      .update(q)
      .set({ status: "open", updatedAt: sql`now()` })
      .where(and(eq(q.id, row.id), eq(q.status, "released")));
    throw error;
  }
  return released;
}

/** The buyer's own quotes of the agency: anyone else's is not found. */
function ownedBy(agencyId: string, buyer: Buyer) {
  const scope = eq(q.agencyId, agencyId);
  if (buyer.user) return and(scope, eq(q.ownerUserId, buyer.user.id));
  if (buyer.guestHash) {
    return and(scope, isNull(q.ownerUserId), eq(q.guestSecretHash, buyer.guestHash));
  }
  return sql`false`;
}

function repriced<T>(snapshot: T, searchTotalUsd: number, heldTotalUsd: number): T {
  const { policy } = snapshot as { policy: CancellationPolicy };
  return { ...snapshot, policy: policyAtPrice(policy, searchTotalUsd, heldTotalUsd) };
}

/** A quote by id, of the agency and its account (`owner`), or of its guest (`owner`: the hash). */
const quoteOf = (owned: (owner: Placeholder) => SQL | undefined, name: string) =>
  preparedQuery((db) =>
    db
      .select()
      .from(q)
      .where(
        and(
          eq(q.id, sql.placeholder("id")),
          eq(q.agencyId, sql.placeholder("agencyId")),
          owned(sql.placeholder("owner")),
        ),
      )
      .prepare(name),
  );
const userQuote = quoteOf((owner) => eq(q.ownerUserId, owner), "quote_of_user");
const guestQuote = quoteOf(
  (owner) => and(isNull(q.ownerUserId), eq(q.guestSecretHash, owner)),
  "quote_of_guest",
);

/** The buyer's quote; 404 for anyone else's, 410 once its hold ended (released then). */
export async function findQuote(agency: AgencyRow, buyer: Buyer, id: string): Promise<QuoteRow> {
  const owner = buyer.user?.id ?? buyer.guestHash;
  const query = owner && (await (buyer.user ? userQuote : guestQuote)());
  const [row] = query ? await query.execute({ id, agencyId: agency.id, owner }) : [];
  if (!row) throw new ApiError("notFound", "This quote was not found.");
  if (row.status === "open" && row.expiresAt <= new Date()) {
    await expireQuote(row);
    throw expiredError();
  }
  if (row.status === "expired" || row.status === "released") throw expiredError();
  return row;
}

export const expiredError = () =>
  new ApiError("expired", "Your hold on this offer has expired. Please check the price again.");

/**
 * The buyer's open quote in another currency at the rate of now: the same offer, hold and expiry
 * (a currency change at checkout keeps the hold, SPEC §4). 409 once it was booked.
 */
export async function changeQuoteCurrency(
  agency: AgencyRow,
  buyer: Buyer,
  id: string,
  currency: string,
): Promise<QuoteRow> {
  const quote = await findQuote(agency, buyer, id);
  if (quote.currency === currency) return quote;
  const rate = await lockedRate(currency);
  const totalMinor = fromUsd(quote.totalUsd, rate, currency);
  const db = await getDb();
  const [row] = await db
    .update(q)
    .set({
      currency,
      exchangeRate: rate,
      totalMinor,
      ...depositOf(adapterFor(quote.product), quote.offer as OfferSnapshot, totalMinor),
      rateQuotedAt: new Date(),
      updatedAt: sql`now()`,
    })
    .where(and(eq(q.id, quote.id), eq(q.status, "open")))
    .returning();
  if (!row) throw new ApiError("conflict", "This quote has been booked already.");
  return row;
}

/**
 * Gives a quote's hold back to the supplier. A hold no longer held was booked, or given back
 * already. Booked for a booking that stands (pending or confirmed), it is that booking's: `false`.
 * Booked for a booking that failed, it is cancelled at the supplier: a book call that timed out
 * can still take effect after the booking gave up on it, and no room may stay sold (and paid to
 * the supplier) for a booking that failed.
 */
export async function giveBackHold(
  product: ProductId,
  holdId: string,
  quoteId: string,
): Promise<boolean> {
  const adapter = adapterFor(product);
  try {
    await adapter.release(holdId);
    return true;
  } catch (error) {
    if (!(error instanceof SupplierError && error.code === "conflict")) throw error;
  }
  const state = await adapter.holdState(holdId);
  if (state.status !== "booked") return true;
  const db = await getDb();
  const [booking] = await db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId));
  if (booking?.status !== "failed") return false;
  log.warn("cancelling a supplier booking made after its booking failed", { holdId, quoteId });
  await cancelAtSupplier(product, state.reference!);
  return true;
}

/** Cancels a supplier booking; one cancelled already (by an earlier run that stopped) is done. */
export async function cancelAtSupplier(product: ProductId, reference: string): Promise<void> {
  try {
    await adapterFor(product).cancel(reference);
  } catch (error) {
    if (!(error instanceof SupplierError && error.code === "conflict")) throw error;
  }
}

/**
 * Gives an open quote's units back, then marks it expired: a release that does not answer leaves
 * the quote open, to be released by the next run. A hold a booking has booked meanwhile is that
 * booking's: the quote is left to it.
 */
export async function expireQuote(row: QuoteRow): Promise<boolean> {
  if (!(await giveBackHold(row.product, row.supplierHoldId, row.id))) return false;
  const db = await getDb();
  await db
    .update(q)
    .set({ status: "expired", updatedAt: sql`now()` })
    .where(and(eq(q.id, row.id), eq(q.status, "open")));
  return true;
}

/**
 * The hold intents older than `before`: those whose quote was written are done with; each of the
 * others is a hold whose quote never was (the process stopped between the supplier's answer and
 * the quote, or the answer was lost), given back by the reference the supplier keeps (nothing
 * when it holds none). A release that fails leaves its intent for the next run.
 */
export async function releaseUnwrittenHolds(before: Date, limit = 100): Promise<number> {
  const db = await getDb();
  const old = lte(holdIntents.createdAt, before);
  const quoted = db
    .select({ one: sql`1` })
    .from(q)
    .where(eq(q.id, holdIntents.id));
  await db.delete(holdIntents).where(and(old, exists(quoted)));
  const unwritten = await db.select().from(holdIntents).where(old).limit(limit);
  let released = 0;
  for (const intent of unwritten) {
    try {
      await adapterFor(intent.product).releaseReference(intent.id);
      await db.delete(holdIntents).where(eq(holdIntents.id, intent.id));
      released++;
    } catch (error) {
      log.error("giving back an unwritten hold failed; left for the next run", { error });
    }
  }
  return released;
}

/** Releases the quotes whose hold ended (the reconciliation job's sweep). */
export async function expireQuotes(now = new Date(), limit = 100): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(q)
    .where(and(eq(q.status, "open"), lte(q.expiresAt, now)))
    .limit(limit);
  let expired = 0;
  for (const row of rows) {
    try {
      if (await expireQuote(row)) expired++;
    } catch (error) {
      log.error("expiring a quote failed; left for the next run", { error });
    }
  }
  return expired;
}

/** A quote's deposit and balance due day, by its product's terms for a booking made now. */
function depositOf(adapter: ProductAdapter, offer: OfferSnapshot, totalMinor: number) {
  const schedule = paymentSchedule(
    adapter.paymentTerms?.(offer),
    totalMinor,
    adapter.startsOn(offer),
    new Date(),
  );
  return schedule.balanceDueOn
    ? { depositMinor: schedule.dueNowMinor, balanceDueOn: schedule.balanceDueOn }
    : { depositMinor: null, balanceDueOn: null };
}

/** The schedule as the quote's buyer reads it, in the quote's currency. */
function scheduleView(schedule: PaymentSchedule, currency: string): QuoteResponse["schedule"] {
  return {
    dueNow: { amountMinor: schedule.dueNowMinor, currency },
    balance: schedule.balanceDueOn ? { amountMinor: schedule.balanceMinor, currency } : null,
    balanceDueOn: schedule.balanceDueOn,
  };
}

/** The refund's own rules (refunds.ts) applied to a booking of the quote made now. */
function cancellationIfBookedNow(row: QuoteRow): QuoteResponse["cancellation"] {
  const policy = (row.offer as { policy: CancellationPolicy }).policy;
  return {
    freeUntil: freeUntilOf(policy, new Date())?.toISOString() ?? null,
    timeZone: policy.timeZone,
    penalty: { amountMinor: penaltyOf(policy, row), currency: row.currency },
  };
}

/** The quote as the buyer sees it: net and markup only for agents who may see them (SPEC §6). */
export async function quoteView(
  row: QuoteRow,
  viewer: UserRow | null,
  agency: Pick<AgencyRow, "agentCommissionBps">,
): Promise<QuoteResponse> {
  const agent = agentView(viewer, agency);
  const credits = viewer?.isRewardWalletEnable ? await creditsOf(viewer) : null;
  const wallet =
    viewer && permissionsOf(viewer).has("wallet.spend")
      ? {
          amountMinor: await balanceOf(agencyAccount(row.agencyId, row.currency)),
          currency: row.currency,
        }
      : null;
  return {
    id: row.id,
    product: row.product,
    offerId: row.offerId,
    status: row.status,
    offer: row.offer as QuoteResponse["offer"],
    price: {
      total: { amountMinor: row.totalMinor, currency: row.currency },
      totalUsd: row.totalUsd,
      taxAndFeeUsd: row.taxUsd,
      publishedUsd: row.publishedUsd,
      exchangeRate: row.exchangeRate,
      rateQuotedAt: row.rateQuotedAt.toISOString(),
      lines: priceLines(row),
      ...(agent
        ? {
            netUsd: row.netUsd,
            markupUsd: row.markupUsd,
            commission: {
              amountMinor: bookingCommission(row, agent.commissionBps),
              currency: row.currency,
            },
          }
        : {}),
    },
    priceChanged: row.previousTotalUsd !== null,
    previousTotalUsd: row.previousTotalUsd,
    expiresAt: row.expiresAt.toISOString(),
    cancellation: cancellationIfBookedNow(row),
    schedule: scheduleView(quotedSchedule(row), row.currency),
    creditsAvailable: credits && credits.amountMinor > 0 ? credits : null,
    ...(wallet ? { walletAvailable: wallet } : {}),
  };
}
