import "server-only";
import { and, count, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js";
import type * as z from "zod";
import type { bookingRequest, OfferSnapshot, Traveller } from "@/lib/contract/booking";
import { permissionsOf } from "@/lib/auth/permissions";
import type { AgencyRow } from "../agency/agency";
import { getDb, type Tx } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { databaseUnavailable } from "../db/unavailable";
import {
  bookingEvents,
  bookings,
  bookingTravellers,
  checkoutQuotes,
  clients,
  payments,
  type TravellerDetails,
  type TravellerPassport,
} from "../db/schema";
import { ApiError } from "../errors";
import { SupplierError } from "../inventory/supplier";
import { enqueueMailWith } from "../mail/outbox";
import type { ErrorCode } from "@/lib/contract/errors";
import { effect } from "../faults/faults";
import { PaymentError, type Gateway } from "../payments/gateway";
import { gatewayById, paymentGateway } from "../payments/gateways";
import {
  callOutcome,
  gatewayCall,
  isRefusal,
  movePayment,
  moveOrCurrent,
  refusalOf,
  settleLostAuthorisation,
  type PaymentRow,
} from "../payments/record";
import { isStaff, type Buyer } from "./buyer";
import { commissionEntriesOf, recordCommissions } from "../commissions/ledger";
import { creditsValue, giveBackCredits, spendCredits } from "./credits";
import { adapterFor, productModule } from "../products/registry";
import { cancelAtSupplier, findQuote, giveBackHold } from "./quotes";
import { newBookingReference } from "./reference";
import { proposalBookedEffects, proposalParties } from "./proposal-links";
import { quotedSchedule } from "./schedule";
import { challengeReturnUrl } from "./return-url";
import { moveBooking } from "./transitions";

/**
 * The booking engine (DESIGN §9): authorise → book with the supplier → capture → commit → mail.
 * The booking row is written first (pending), and every later step records what it did before
 * the next runs, so a process that stops anywhere leaves a booking that `advance` — run again by
 * the reconciliation job — finishes or undoes: never a charge without a booking, nor a booking
 * without its payment.
 */

export type BookingRow = typeof bookings.$inferSelect;

/** How long a 3-D Secure challenge may stay open before the booking is given up. */
export const CHALLENGE_MINUTES = 30;

export interface Placement {
  booking: BookingRow;
  /** Where the traveller approves the payment, for a 3-D Secure card. */
  challengeUrl: string | null;
}

/** The contact's phone for its country, and the product's own traveller rules. */
function checkTravellers(request: z.output<typeof bookingRequest>, offer: OfferSnapshot) {
  adapterFor(offer.product).checkTravellers(offer, request.travellers, new Date(), request.answers);
  if (!isValidPhoneNumber(request.contact.phone, request.contact.country as CountryCode)) {
    throw new ApiError("badRequest", "contact.phone: not a valid phone number for the country");
  }
}

async function checkClient(agency: AgencyRow, buyer: Buyer, clientId: string | undefined) {
  if (!clientId) return null;
  if (!isStaff(buyer.user)) throw new ApiError("notFound", "This client was not found.");
  const db = await getDb();
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.agencyId, agency.id)));
  if (!client) throw new ApiError("notFound", "This client was not found.");
  return client.id;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" ||
  (error as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * Checks the request against the quote and writes the pending booking with, when a card or the
 * wallet pays, its pending payment at the gateway to ask (returned too), in one transaction: no
 * booking is ever seen without the record of the payment about to be asked for. Nothing moves yet.
 */
async function openBooking(
  agency: AgencyRow,
  buyer: Buyer,
  request: z.output<typeof bookingRequest>,
  language: string,
  requestKey: string | undefined,
): Promise<{ booking: BookingRow; payment: PaymentRow | null; gateway: Gateway | null }> {
  const quote = await findQuote(agency, buyer, request.quoteId);
  if (quote.status === "booked") {
    throw new ApiError("conflict", "This quote has been booked already.");
  }
  if (quote.previousTotalUsd !== null && !request.acceptPriceChange) {
    throw new ApiError(
      "priceChanged",
      "The price has changed since your search. Please accept the new price to book.",
    );
  }
  const offer = quote.offer as OfferSnapshot;
  checkTravellers(request, offer);
  // A proposal's option books for the proposal's client, credited to the agent who sent it.
  const parties = await proposalParties(agency.id, quote.proposalId);
  const clientId = (await checkClient(agency, buyer, request.clientId)) ?? parties.clientId;

  const user = buyer.user;
  // A deposit sale pays its deposit now (credits first, then the card) and the balance later.
  const schedule = quotedSchedule(quote);
  let creditsWorth = 0;
  if (request.creditsMinor > 0) {
    if (!user?.isRewardWalletEnable) {
      throw new ApiError("badRequest", "creditsMinor: you have no reward credits to spend");
    }
    creditsWorth = await creditsValue(request.creditsMinor, user.creditsCurrency, quote);
    if (creditsWorth > schedule.dueNowMinor) {
      throw new ApiError("badRequest", "creditsMinor: more credits than is due now");
    }
  }
  const cardMinor = schedule.dueNowMinor - creditsWorth;
  if (cardMinor > 0 && request.payment.method === "none") {
    throw new ApiError("badRequest", "payment: a card is needed for the rest of the price");
  }
  if (request.payment.method === "wallet" && !(user && permissionsOf(user).has("wallet.spend"))) {
    throw new ApiError("forbidden", "Only the agency's agents may pay from its wallet.");
  }

  // The gateway that will be asked, when something is owed by card or wallet.
  const method = request.payment.method;
  const gateway =
    cardMinor > 0 && method !== "none" ? await paymentGateway(method, agency.id) : null;
  const db = await getDb();
  const adapter = adapterFor(offer.product);
  const spend = request.creditsMinor > 0;
  for (let attempt = 0; ; attempt++) {
    try {
      // One statement writes the booking, its travellers, its first event and its payment: all
      // or nothing. Spending credits makes it a transaction of that statement and the spend.
      const open = async (q: Tx) => {
        const opened = q.$with("opened").as(
          q
            .insert(bookings)
            .values({
              agencyId: agency.id,
              reference: newBookingReference(),
              product: quote.product,
              status: "pending",
              quoteId: quote.id,
              ownerUserId: user?.id ?? null,
              guestSecretHash: user ? null : buyer.guestHash,
              agentUserId: user && isStaff(user) ? user.id : parties.agentUserId,
              clientId,
              language,
              contact: request.contact,
              leadLastName: request.contact.lastName.toLowerCase(),
              specialRequests: request.specialRequests || null,
              answers:
                request.answers && Object.keys(request.answers).length ? request.answers : null,
              offer,
              title: adapter.title(offer),
              startsOn: adapter.startsOn(offer),
              endsOn: adapter.endsOn(offer),
              supplierHoldId: quote.supplierHoldId,
              netUsd: quote.netUsd,
              markupUsd: quote.markupUsd,
              taxUsd: quote.taxUsd,
              publishedUsd: quote.publishedUsd,
              totalUsd: quote.totalUsd,
              currency: quote.currency,
              exchangeRate: quote.exchangeRate,
              rateQuotedAt: quote.rateQuotedAt,
              totalMinor: quote.totalMinor,
              cardMinor,
              balanceMinor: schedule.balanceMinor,
              balanceDueOn: schedule.balanceDueOn,
              creditsMinor: request.creditsMinor,
              creditsCurrency: spend ? user!.creditsCurrency : null,
              creditsValueMinor: creditsWorth,
              returnPath: request.returnPath ?? null,
              requestKey: requestKey ?? null,
              proposalId: quote.proposalId,
            })
            .returning(),
        );
        const bookingId = sql`(SELECT id FROM ${opened})`;
        // (Each with a RETURNING only so that it can be a part of the WITH.)
        const named = q.$with("named").as(
          q
            .insert(bookingTravellers)
            .values(
              request.travellers.map((t, position) => ({
                bookingId,
                position,
                firstName: t.firstName,
                lastName: t.lastName,
                unit: t.unit,
                passport: passportOf(t),
                details: detailsOf(t),
              })),
            )
            .returning({ position: bookingTravellers.position }),
        );
        const logged = q.$with("logged").as(
          q
            .insert(bookingEvents)
            .values({
              bookingId,
              fromStatus: null,
              toStatus: "pending",
              actor: user ? `user:${user.id}` : "guest",
            })
            .returning({ id: bookingEvents.id }),
        );
        if (!gateway || method === "none") {
          const [booking] = await q.with(opened, named, logged).select().from(opened);
          return { booking: booking!, payment: null, gateway };
        }
        const paying = q.$with("paying").as(
          q
            .insert(payments)
            .values({
              agencyId: agency.id,
              bookingId,
              method,
              gateway: gateway.id,
              status: "pending",
              amountMinor: cardMinor,
              currency: quote.currency,
            })
            .returning(),
        );
        const [row] = await q
          .with(opened, named, logged, paying)
          .select()
          .from(opened)
          .innerJoin(paying, sql`true`);
        return { booking: row!.opened, payment: row!.paying, gateway };
      };
      if (!spend) return await open(db);
      return await db.transaction(async (tx) => {
        const opened = await open(tx);
        await spendCredits(tx, {
          agencyId: agency.id,
          userId: user!.id,
          bookingId: opened.booking.id,
          minor: request.creditsMinor,
          currency: user!.creditsCurrency,
        });
        return opened;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The quote has a booking under way already (one per quote), or the rare reference clash.
      const [taken] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.quoteId, quote.id), sql`${bookings.status} <> 'failed'`));
      if (taken) throw new ApiError("conflict", "This quote is being booked already.");
      if (quote.proposalId) {
        const [booked] = await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(eq(bookings.proposalId, quote.proposalId), sql`${bookings.status} <> 'failed'`),
          );
        if (booked) throw new ApiError("conflict", "This proposal has been booked already.");
      }
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * The absolute URL a 3-D Secure challenge returns to, with the booking's reference: the page the
 * checkout named when it is on this site, else the product's own confirmation page.
 */
function returnUrlOf(origin: string, booking: BookingRow): string {
  const fallback = productModule(booking.product).confirmPaymentPath;
  return challengeReturnUrl(origin, booking.returnPath, fallback, booking.reference);
}

const authoriseKey = (bookingId: string) => `authorise:${bookingId}`;

/** Asked on every booking request: none, but for a retry. */
const requestBookingQuery = preparedQuery((db) =>
  db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.agencyId, sql.placeholder("agencyId")),
        eq(bookings.quoteId, sql.placeholder("quoteId")),
        eq(bookings.requestKey, sql.placeholder("requestKey")),
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(1)
    .prepare("booking_of_request"),
);

/** The booking a retry of the same request (its Idempotency-Key) opened already, if any. */
async function bookingOfRequest(agency: AgencyRow, quoteId: string, requestKey: string) {
  const query = await requestBookingQuery();
  const [row] = await query.execute({ agencyId: agency.id, quoteId, requestKey });
  return row;
}

/** Where a booking stands now, as `placeBooking` answers: taken on from wherever it stopped. */
async function resume(booking: BookingRow): Promise<Placement> {
  const now = await advance(booking.id);
  if (now.status === "failed") throw failureOf(now);
  const payment = now.status === "requires_action" ? await cardPayment(now.id) : undefined;
  return { booking: now, challengeUrl: payment?.challengeUrl ?? null };
}

const failureOf = (booking: BookingRow) =>
  new ApiError(
    (booking.failureCode ?? "paymentFailed") as ErrorCode,
    booking.failureMessage ?? "The booking could not be completed.",
  );

/**
 * Places a booking: the payment recorded `pending`, the card authorised, then `advance` books,
 * captures and confirms it. The same request again (`requestKey`, after a crash or a lost answer)
 * takes the booking it opened on from where it stopped instead of opening another.
 */
export async function placeBooking(
  agency: AgencyRow,
  buyer: Buyer,
  request: z.output<typeof bookingRequest>,
  env: { origin: string; language: string; requestKey?: string },
): Promise<Placement> {
  if (env.requestKey) {
    const earlier = await bookingOfRequest(agency, request.quoteId, env.requestKey);
    const own = buyer.user
      ? earlier?.ownerUserId === buyer.user.id
      : Boolean(earlier) && earlier?.guestSecretHash === buyer.guestHash;
    if (earlier && own) return resume(earlier);
  }
  const { booking, payment, gateway } = await openBooking(
    agency,
    buyer,
    request,
    env.language,
    env.requestKey,
  );
  let moved: PaymentRow | null = null;
  if (payment && gateway) {
    const db = await getDb();
    let authorisation;
    try {
      authorisation = await gatewayCall(
        payment,
        "authorise",
        { key: authoriseKey(booking.id), amountMinor: booking.cardMinor },
        () =>
          gateway.authorise({
            agencyId: agency.id,
            token: request.payment.method === "card" ? request.payment.token : "",
            amountMinor: booking.cardMinor,
            currency: booking.currency,
            reference: booking.reference,
            returnUrl: returnUrlOf(env.origin, booking),
            idempotencyKey: authoriseKey(booking.id),
          }),
      );
    } catch (error) {
      // Not refused (the gateway down or timing out): the outcome is unknown and the payment
      // stays pending, for the reconciliation job (or this request's retry) to ask the gateway.
      if (!isRefusal(error)) throw error;
      await movePayment(db, {
        payment,
        from: "pending",
        to: "failed",
        failure: { code: error.code, message: error.message },
      });
      // The card was refused: the quote and its hold stay, so another card can be tried.
      await failBooking(booking, error, { keepQuote: true });
      throw error;
    }
    const status = authorisation.status;
    moved = await movePayment(db, {
      payment,
      from: "pending",
      to: status,
      set: {
        gatewayRef: authorisation.gatewayRef,
        cardBrand: authorisation.cardBrand,
        cardLast4: authorisation.cardLast4,
        challengeUrl: status === "requires_action" ? authorisation.challengeUrl : null,
      },
    });
    // The reconciliation job settled the payment first (this answer came late): its word stands.
    if (!moved) return resume(booking);
    if (status === "requires_action") {
      await moveBooking(db, {
        bookingId: booking.id,
        from: "pending",
        to: "requires_action",
        actor: "engine",
        reason: "3-D Secure authentication",
      });
      return { booking: await loadBooking(booking.id), challengeUrl: authorisation.challengeUrl };
    }
  }
  // Both rows as this request wrote them: advance need not read them again.
  return {
    booking: await advance(booking.id, new Date(), { booking, payment: moved ?? null }),
    challengeUrl: null,
  };
}

const bookingQuery = preparedQuery((db) =>
  db
    .select()
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder("id")))
    .prepare("booking_by_id"),
);

export async function loadBooking(id: string): Promise<BookingRow> {
  const [row] = await (await bookingQuery()).execute({ id });
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

const cardPaymentQuery = preparedQuery((db) =>
  db
    .select()
    .from(payments)
    .where(
      and(eq(payments.bookingId, sql.placeholder("bookingId")), ne(payments.method, "credits")),
    )
    .prepare("card_payment"),
);

async function cardPayment(bookingId: string): Promise<PaymentRow | undefined> {
  const [row] = await (await cardPaymentQuery()).execute({ bookingId });
  return row;
}

/** A payment whose authorisation's answer was lost, found out from the gateway (or failed). */
async function settleAuthorisation(payment: PaymentRow, now: Date): Promise<PaymentRow> {
  const gateway = await gatewayById(payment.gateway, payment.agencyId);
  return settleLostAuthorisation(payment, gateway, authoriseKey(payment.bookingId!), now);
}

/** A payment waiting for 3-D Secure, moved to what the gateway says of it now. */
async function settleChallenge(payment: PaymentRow): Promise<PaymentRow> {
  const gateway = await gatewayById(payment.gateway, payment.agencyId);
  const state = await gateway.retrieve(payment.gatewayRef!);
  if (state.status === "requires_action") return payment;
  return moveOrCurrent(await getDb(), {
    payment,
    from: "requires_action",
    to: state.status,
    reason: "3-D Secure answered",
    failure: state.status === "failed" ? state : undefined,
    set: state.status === "captured" ? { capturedMinor: state.capturedMinor } : {},
  });
}

/**
 * Releases what a payment holds on a booking that will not be kept: an authorisation voided (one
 * whose answer was lost is found first), a capture refunded. Recorded at each step; a gateway that
 * does not answer leaves it to the next run.
 */
async function releasePayment(payment: PaymentRow | undefined, now: Date): Promise<void> {
  if (!payment) return;
  if (payment.status === "pending") payment = await settleAuthorisation(payment, now);
  if (payment.status === "pending")
    throw new PaymentError("gatewayUnavailable", "Not settled yet.");
  const db = await getDb();
  const gateway = await gatewayById(payment.gateway, payment.agencyId);
  if (payment.status === "authorised" || payment.status === "requires_action") {
    const key = `void:${payment.bookingId}`;
    await gatewayCall(payment, "void", { key }, () => gateway.void(payment.gatewayRef!, key));
    await movePayment(db, { payment, from: payment.status, to: "voided" });
  } else if (payment.status === "captured") {
    const key = `refund-undo:${payment.bookingId}`;
    const amountMinor = payment.capturedMinor - payment.refundedMinor;
    await gatewayCall(payment, "refund", { key, amountMinor }, () =>
      gateway.refund(payment.gatewayRef!, amountMinor, key),
    );
    await movePayment(db, {
      payment,
      from: "captured",
      to: "refunded",
      set: { refundedMinor: payment.capturedMinor },
    });
  }
}

/**
 * Undoes a booking that will not be kept (DESIGN §9): the decision recorded first, so no later
 * run captures it; then the payment released, the supplier's booking cancelled, and the booking
 * failed with its credits and hold given back. An effect that does not answer leaves the booking
 * `pending` with its decision, and the reconciliation job finishes the undoing.
 */
async function undo(booking: BookingRow, error: ApiError, now: Date): Promise<never> {
  const db = await getDb();
  if (!booking.failureCode) {
    await db
      .update(bookings)
      .set({ failureCode: error.code, failureMessage: error.message, stepAt: sql`now()` })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.failureCode)));
    booking = await loadBooking(booking.id);
  }
  await releasePayment(await cardPayment(booking.id), now);
  if (booking.supplierReference) {
    await cancelAtSupplier(booking.product, booking.supplierReference);
  }
  await failBooking(booking, failureOf(booking));
  throw failureOf(booking);
}

/**
 * Ends a booking as failed, once: its credits given back and, unless the quote may be tried
 * again with another card, its hold released.
 */
async function failBooking(
  booking: BookingRow,
  error: ApiError,
  { keepQuote = false }: { keepQuote?: boolean } = {},
): Promise<void> {
  const db = await getDb();
  const moved = await db.transaction(async (tx) => {
    const done = await moveBooking(tx, {
      bookingId: booking.id,
      from: booking.status as "pending" | "requires_action",
      to: "failed",
      actor: "engine",
      reason: error.message,
      set: { failureCode: error.code, failureMessage: error.message },
    });
    if (done) await giveBack(tx, booking);
    return done;
  });
  if (keepQuote) return;
  // The hold given back, then the quote marked so: a run that stops in between leaves the quote
  // open, and the job's sweep of expired quotes releases the hold. Only when this run failed the
  // booking, or a run that failed it stopped before releasing.
  if (!moved && (await loadBooking(booking.id)).status !== "failed") return;
  // A hold booked and then cancelled (an undone booking) has its units back; one the supplier
  // booked after this booking gave up on it is cancelled there.
  await giveBackHold(booking.product, booking.supplierHoldId, booking.quoteId);
  await db
    .update(checkoutQuotes)
    .set({ status: "released", updatedAt: sql`now()` })
    .where(and(eq(checkoutQuotes.id, booking.quoteId), eq(checkoutQuotes.status, "open")));
}

async function giveBack(tx: Tx, booking: BookingRow, minor = booking.creditsMinor) {
  if (!booking.ownerUserId || !booking.creditsCurrency) return;
  await giveBackCredits(tx, {
    agencyId: booking.agencyId,
    userId: booking.ownerUserId,
    bookingId: booking.id,
    minor,
    currency: booking.creditsCurrency,
  });
}

/**
 * A passenger's or a cruise guest's passport data as stored (a cruise asks no gender); null for a
 * hotel guest.
 */
function passportOf(t: Traveller): TravellerPassport | null {
  if (!t.type || t.type === "senior" || !t.dateOfBirth || !t.nationality) return null;
  return {
    type: t.type,
    dateOfBirth: t.dateOfBirth,
    ...(t.gender ? { gender: t.gender } : {}),
    nationality: t.nationality,
    ...(t.passportNumber ? { passportNumber: t.passportNumber.toUpperCase() } : {}),
    ...(t.passportExpiry ? { passportExpiry: t.passportExpiry } : {}),
  };
}

/** A driver's or an activity traveller's details as stored; null when there are none. */
function detailsOf(t: Traveller): TravellerDetails | null {
  if (t.dateOfBirth) return null;
  const details: TravellerDetails = {
    ...(t.type && t.type !== "infant" ? { type: t.type } : {}),
    ...(t.age !== undefined ? { age: t.age } : {}),
    ...(t.licenceCountry ? { licenceCountry: t.licenceCountry } : {}),
    ...(t.flightNumber ? { flightNumber: t.flightNumber } : {}),
  };
  return Object.keys(details).length ? details : null;
}

/** The tickets the supplier issued on the booking, for products that issue them; else null. */
async function issuedTickets(booking: BookingRow, reference: string): Promise<string[] | null> {
  const adapter = adapterFor(booking.product);
  if (!adapter.ticketCount || !adapter.issuedTickets) return null;
  const db = await getDb();
  const [named] = await db
    .select({ n: count() })
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, booking.id));
  const wanted = adapter.ticketCount(booking.offer as OfferSnapshot, named?.n ?? 0);
  return adapter.issuedTickets(reference, wanted);
}

/**
 * Takes a booking as far as it can go from where it stands, doing each step at most once:
 * a 3-D Secure payment's outcome, the supplier booking, the capture, the confirmation. Throws
 * the ApiError that ended a booking as failed. `known`: the booking and its card payment as the
 * caller just wrote them (each step is guarded by the status it leaves, so a row another process
 * has moved since makes that step change nothing).
 */
export async function advance(
  bookingId: string,
  now = new Date(),
  known?: { booking: BookingRow; payment: PaymentRow | null },
): Promise<BookingRow> {
  let booking = known?.booking ?? (await loadBooking(bookingId));
  if (booking.status !== "pending" && booking.status !== "requires_action") return booking;
  // Being undone (a run decided so and stopped, or an effect did not answer): finish undoing.
  if (booking.failureCode) return undo(booking, failureOf(booking), now);
  const adapter = adapterFor(booking.product);

  let payment =
    booking.cardMinor > 0 ? (known?.payment ?? (await cardPayment(booking.id))) : undefined;
  if (booking.cardMinor > 0) {
    // No payment recorded: nothing reached the gateway. (A booking and its payment are written
    // together; this is a booking written before they were.)
    if (!payment) {
      const refusal = new PaymentError("paymentFailed", "The payment was not completed.");
      await failBooking(booking, refusal, { keepQuote: true });
      throw refusal;
    }
    if (payment.status === "pending") payment = await settleAuthorisation(payment, now);
    if (payment.status === "requires_action") payment = await settleChallenge(payment);
    switch (payment.status) {
      case "pending":
        return booking; // the gateway's answer is not findable yet
      case "requires_action":
        if (now.getTime() - booking.stepAt.getTime() < CHALLENGE_MINUTES * 60_000) return booking;
        return undo(
          booking,
          new PaymentError("paymentFailed", "The card was not authenticated."),
          now,
        );
      case "failed": {
        // Refused: nothing is held on the card, and the quote stays for another card.
        const refusal = refusalOf(payment);
        await failBooking(booking, refusal, { keepQuote: true });
        throw refusal;
      }
      case "voided":
        return undo(
          booking,
          new PaymentError("paymentFailed", "The payment was released before it was taken."),
          now,
        );
      case "authorised":
      case "captured":
        break;
      default:
        throw new Error(
          `booking ${booking.id}: an unsettled booking's payment is ${payment.status}`,
        );
    }
  }

  // The supplier booking: made now, or found made by a process that stopped after it.
  let supplierReference = booking.supplierReference;
  if (!supplierReference) {
    // The confirmation is the supplier's own (a hotel's number, an airline's PNR), kept as given.
    let confirmation: string | null;
    const hold = await adapter.holdState(booking.supplierHoldId);
    if (hold.status === "booked") {
      supplierReference = hold.reference;
      confirmation = hold.confirmation;
    } else if (hold.status === "held") {
      try {
        const booked = await adapter.book(booking.supplierHoldId);
        supplierReference = booked.reference;
        confirmation = booked.confirmation;
      } catch (error) {
        if (!(error instanceof SupplierError)) throw error;
        // Whatever the supplier said (or did not), ask it where the hold stands: booked by
        // another run of this booking a moment before, or not booked at all. If it cannot say,
        // the booking waits for the next run.
        const state = await adapter.holdState(booking.supplierHoldId);
        if (state.status === "booked") return advance(booking.id, now);
        return undo(booking, error, now);
      }
    } else {
      return undo(
        booking,
        new ApiError("expired", "Your hold on this offer ended before booking."),
        now,
      );
    }
    const tickets = await issuedTickets(booking, supplierReference!);
    const db = await getDb();
    const [updated] = await db
      .update(bookings)
      .set({
        supplierReference,
        supplierConfirmation: confirmation,
        supplierTickets: tickets,
        stepAt: sql`now()`,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    booking = updated!;
  }

  if (payment?.status === "authorised") {
    const gateway = await gatewayById(payment.gateway, booking.agencyId);
    const key = `capture:${booking.id}`;
    let capturedMinor = payment.amountMinor;
    try {
      await gatewayCall(payment, "capture", { key, amountMinor: payment.amountMinor }, () =>
        gateway.capture(payment!.gatewayRef!, payment!.amountMinor, key),
      );
    } catch (error) {
      // Not answered (the gateway down, a timeout): captured or not, the next run asks again.
      if (!(error instanceof ApiError) || error.code === "gatewayUnavailable") throw error;
      // Refused, or the payment was not in a state to be captured: what is it now?
      const state = await gateway.retrieve(payment.gatewayRef!);
      if (state.status !== "captured") {
        // Not paid, so not kept: the authorisation released, the room back on sale.
        return undo(
          booking,
          isRefusal(error)
            ? error
            : new PaymentError("paymentFailed", "The payment could not be taken."),
          now,
        );
      }
      capturedMinor = state.capturedMinor;
      await callOutcome(payment, "capture", { key, amountMinor: capturedMinor }, "success");
    }
    const db = await getDb();
    await movePayment(db, { payment, from: "authorised", to: "captured", set: { capturedMinor } });
  }

  return (await confirm(booking)) ?? loadBooking(booking.id);
}

/**
 * Confirms a booking whose supplier booking is made, in one statement that moves it only if its
 * card payment is captured (or nothing is owed by card) and it is not being undone: never a
 * confirmed booking that was not paid. With the move, and only if it happens: the quote marked
 * booked, the commissions recorded, the confirmation mail queued. Returns the booking as
 * confirmed, or null when another process moved it first.
 */
async function confirm(booking: BookingRow): Promise<BookingRow | null> {
  const db = await getDb();
  const entries = await commissionEntriesOf(booking);
  const captured =
    booking.cardMinor > 0
      ? sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.bookingId} = ${booking.id}
          AND ${payments.method} <> 'credits' AND ${payments.status} = 'captured')`
      : undefined;
  const confirmed = await effect(
    "db.commit",
    () =>
      moveBooking(db, {
        bookingId: booking.id,
        from: booking.status as "pending" | "requires_action",
        to: "confirmed",
        actor: "engine",
        guard: and(isNull(bookings.failureCode), captured),
        effects: (moved) =>
          [
            sql`UPDATE ${checkoutQuotes} SET status = 'booked', updated_at = now()
              WHERE id = ${booking.quoteId} AND EXISTS (SELECT 1 FROM ${moved})`,
            recordCommissions(entries, moved),
            enqueueMailWith(moved, {
              kind: "booking.confirmed",
              payload: { reference: booking.reference },
            }),
            ...proposalBookedEffects(booking.proposalId, booking.reference, moved),
          ].filter((effect) => effect !== null),
      }),
    databaseUnavailable,
  );
  if (confirmed || booking.cardMinor === 0) return confirmed;
  // Not moved: another process confirmed it first, or its payment is not captured (a bug).
  const paid = await cardPayment(booking.id);
  if (paid?.status !== "captured") {
    throw new Error(`booking ${booking.id}: not confirmed, its payment is ${paid?.status}`);
  }
  return null;
}
