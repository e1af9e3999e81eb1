import "server-only";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js";
import type { z } from "zod";
import type { bookingRequest, OfferSnapshot, Traveller } from "@/lib/contract/booking";
import { permissionsOf } from "@/lib/auth/permissions";
import type { AgencyRow } from "../agency/agency";
import { getDb, type Tx } from "../db/client";
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
import { enqueueMail } from "../mail/outbox";
import { PaymentError } from "../payments/gateway";
import { gatewayById, gatewayFor } from "../payments/gateways";
import { walletGateway } from "../payments/wallet";
import { isStaff, type Buyer } from "./buyer";
import { recordCommissions } from "../commissions/ledger";
import { creditsValue, earnCredits, giveBackCredits, spendCredits } from "./credits";
import { failpoint } from "./failpoints";
import { adapterFor, productModule } from "../products/registry";
import { findQuote } from "./quotes";
import { newBookingReference } from "./reference";
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
type PaymentRow = typeof payments.$inferSelect;

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

/** Checks the request against the quote and writes the pending booking; nothing moves yet. */
async function openBooking(
  agency: AgencyRow,
  buyer: Buyer,
  request: z.output<typeof bookingRequest>,
  language: string,
): Promise<BookingRow> {
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
  const clientId = await checkClient(agency, buyer, request.clientId);

  const user = buyer.user;
  let creditsWorth = 0;
  if (request.creditsMinor > 0) {
    if (!user?.isRewardWalletEnable) {
      throw new ApiError("badRequest", "creditsMinor: you have no reward credits to spend");
    }
    creditsWorth = await creditsValue(request.creditsMinor, user.creditsCurrency, quote);
    if (creditsWorth > quote.totalMinor) {
      throw new ApiError("badRequest", "creditsMinor: more credits than the price");
    }
  }
  const cardMinor = quote.totalMinor - creditsWorth;
  if (cardMinor > 0 && request.payment.method === "none") {
    throw new ApiError("badRequest", "payment: a card is needed for the rest of the price");
  }
  if (request.payment.method === "wallet" && !(user && permissionsOf(user).has("wallet.spend"))) {
    throw new ApiError("forbidden", "Only the agency's agents may pay from its wallet.");
  }

  const db = await getDb();
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [booking] = await tx
          .insert(bookings)
          .values({
            agencyId: agency.id,
            reference: newBookingReference(),
            product: quote.product,
            status: "pending",
            quoteId: quote.id,
            ownerUserId: user?.id ?? null,
            guestSecretHash: user ? null : buyer.guestHash,
            agentUserId: user && isStaff(user) ? user.id : null,
            clientId,
            language,
            contact: request.contact,
            leadLastName: request.contact.lastName.toLowerCase(),
            specialRequests: request.specialRequests || null,
            answers:
              request.answers && Object.keys(request.answers).length ? request.answers : null,
            offer,
            title: adapterFor(offer.product).title(offer),
            startsOn: adapterFor(offer.product).startsOn(offer),
            endsOn: adapterFor(offer.product).endsOn(offer),
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
            creditsMinor: request.creditsMinor,
            creditsCurrency: request.creditsMinor > 0 ? user!.creditsCurrency : null,
            creditsValueMinor: creditsWorth,
            returnPath: request.returnPath ?? null,
          })
          .returning();
        await tx.insert(bookingTravellers).values(
          request.travellers.map((t, position) => ({
            bookingId: booking!.id,
            position,
            firstName: t.firstName,
            lastName: t.lastName,
            unit: t.unit,
            passport: passportOf(t),
            details: detailsOf(t),
          })),
        );
        await tx.insert(bookingEvents).values({
          bookingId: booking!.id,
          fromStatus: null,
          toStatus: "pending",
          actor: user ? `user:${user.id}` : "guest",
        });
        if (request.creditsMinor > 0) {
          await spendCredits(tx, {
            agencyId: agency.id,
            userId: user!.id,
            bookingId: booking!.id,
            minor: request.creditsMinor,
            currency: user!.creditsCurrency,
          });
        }
        return booking!;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The quote has a booking under way already (one per quote), or the rare reference clash.
      const [taken] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.quoteId, quote.id), sql`${bookings.status} <> 'failed'`));
      if (taken) throw new ApiError("conflict", "This quote is being booked already.");
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

/** Places a booking: the card authorised, then `advance` books, captures and confirms it. */
export async function placeBooking(
  agency: AgencyRow,
  buyer: Buyer,
  request: z.output<typeof bookingRequest>,
  env: { origin: string; language: string },
): Promise<Placement> {
  const booking = await openBooking(agency, buyer, request, env.language);
  if (booking.cardMinor > 0 && request.payment.method !== "none") {
    const method = request.payment.method;
    const gateway = method === "wallet" ? walletGateway(agency.id) : await gatewayFor(agency.id);
    const db = await getDb();
    const [payment] = await db
      .insert(payments)
      .values({
        agencyId: agency.id,
        bookingId: booking.id,
        method,
        gateway: gateway.id,
        status: "pending",
        amountMinor: booking.cardMinor,
        currency: booking.currency,
      })
      .returning();
    let authorisation;
    try {
      authorisation = await gateway.authorise({
        agencyId: agency.id,
        token: request.payment.method === "card" ? request.payment.token : "",
        amountMinor: booking.cardMinor,
        currency: booking.currency,
        reference: booking.reference,
        returnUrl: returnUrlOf(env.origin, booking),
        idempotencyKey: `authorise:${booking.id}`,
      });
    } catch (error) {
      const refusal =
        error instanceof PaymentError
          ? error
          : new PaymentError("gatewayUnavailable", "The payment service did not answer.");
      await db.update(payments).set({ status: "failed" }).where(eq(payments.id, payment!.id));
      // The card was refused: the quote and its hold stay, so another card can be tried.
      await failBooking(booking, refusal, { keepQuote: true });
      throw refusal;
    }
    await db
      .update(payments)
      .set({
        status: authorisation.status,
        gatewayRef: authorisation.gatewayRef,
        cardBrand: authorisation.cardBrand,
        cardLast4: authorisation.cardLast4,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment!.id));
    if (authorisation.status === "requires_action") {
      await moveBooking(db, {
        bookingId: booking.id,
        from: "pending",
        to: "requires_action",
        actor: "engine",
        reason: "3-D Secure authentication",
      });
      return { booking: await loadBooking(booking.id), challengeUrl: authorisation.challengeUrl };
    }
    failpoint("afterAuthorise");
  }
  return { booking: await advance(booking.id), challengeUrl: null };
}

export async function loadBooking(id: string): Promise<BookingRow> {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

async function cardPayment(bookingId: string): Promise<PaymentRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), ne(payments.method, "credits")));
  return row;
}

async function setPayment(id: string, set: Partial<PaymentRow>) {
  const db = await getDb();
  await db
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/** Voids an authorisation that will not be captured: nothing is charged. */
async function voidPayment(agencyId: string, payment: PaymentRow | undefined) {
  if (!payment?.gatewayRef || !["authorised", "requires_action"].includes(payment.status)) return;
  const gateway = await gatewayById(payment.gateway, agencyId);
  await gateway.void(payment.gatewayRef, `void:${payment.bookingId}`);
  await setPayment(payment.id, { status: "voided" });
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
  await db.transaction(async (tx) => {
    const moved = await moveBooking(tx, {
      bookingId: booking.id,
      from: booking.status as "pending" | "requires_action",
      to: "failed",
      actor: "engine",
      reason: error.message,
      set: { failureCode: error.code, failureMessage: error.message },
    });
    if (!moved) return;
    await giveBack(tx, booking);
    if (!keepQuote) {
      await tx
        .update(checkoutQuotes)
        .set({ status: "released", updatedAt: sql`now()` })
        .where(eq(checkoutQuotes.id, booking.quoteId));
    }
  });
  if (!keepQuote) await adapterFor(booking.product).release(booking.supplierHoldId);
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

/** A passenger's passport data as stored; null for a hotel guest. */
function passportOf(t: Traveller): TravellerPassport | null {
  if (!t.type || t.type === "senior" || !t.dateOfBirth || !t.gender || !t.nationality) return null;
  return {
    type: t.type,
    dateOfBirth: t.dateOfBirth,
    gender: t.gender,
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
 * the ApiError that ended a booking as failed.
 */
export async function advance(bookingId: string, now = new Date()): Promise<BookingRow> {
  let booking = await loadBooking(bookingId);
  if (booking.status !== "pending" && booking.status !== "requires_action") return booking;
  const payment = booking.cardMinor > 0 ? await cardPayment(booking.id) : undefined;
  const adapter = adapterFor(booking.product);

  if (booking.cardMinor > 0) {
    if (!payment || payment.status === "pending" || payment.status === "failed") {
      // Never authorised (or its answer was lost with the process): nothing can be captured.
      const refusal = new PaymentError("paymentFailed", "The payment was not completed.");
      await failBooking(booking, refusal, { keepQuote: true });
      throw refusal;
    }
    if (payment.status === "requires_action") {
      const gateway = await gatewayById(payment.gateway, booking.agencyId);
      const state = await gateway.retrieve(payment.gatewayRef!);
      if (state.status === "requires_action") {
        if (now.getTime() - booking.stepAt.getTime() < CHALLENGE_MINUTES * 60_000) return booking;
        await voidPayment(booking.agencyId, payment);
        const refusal = new PaymentError("paymentFailed", "The card was not authenticated.");
        await failBooking(booking, refusal);
        throw refusal;
      }
      if (state.status === "failed") {
        await setPayment(payment.id, { status: "failed" });
        const refusal = new PaymentError(state.code, state.message);
        await failBooking(booking, refusal, { keepQuote: true });
        throw refusal;
      }
      await setPayment(payment.id, { status: "authorised" });
      payment.status = "authorised";
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
        // Another run of this booking (the reconciliation job) booked it a moment before.
        const state =
          error.code === "conflict" ? await adapter.holdState(booking.supplierHoldId) : null;
        if (state?.status === "booked") return advance(booking.id, now);
        await voidPayment(booking.agencyId, payment);
        await failBooking(booking, error);
        throw error;
      }
    } else {
      await voidPayment(booking.agencyId, payment);
      const expired = new ApiError("expired", "Your hold on this offer ended before booking.");
      await failBooking(booking, expired);
      throw expired;
    }
    const tickets = await issuedTickets(booking, supplierReference!);
    const db = await getDb();
    await db
      .update(bookings)
      .set({
        supplierReference,
        supplierConfirmation: confirmation,
        supplierTickets: tickets,
        stepAt: sql`now()`,
      })
      .where(eq(bookings.id, booking.id));
    failpoint("afterSupplierBook");
  }

  if (payment && payment.status === "authorised") {
    const gateway = await gatewayById(payment.gateway, booking.agencyId);
    try {
      await gateway.capture(payment.gatewayRef!, payment.amountMinor, `capture:${booking.id}`);
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      // Not paid, so not kept: the room goes back on sale and the authorisation is released.
      await adapter.cancel(supplierReference!);
      await voidPayment(booking.agencyId, payment);
      await failBooking(await loadBooking(booking.id), error);
      throw error;
    }
    await setPayment(payment.id, { status: "captured", capturedMinor: payment.amountMinor });
    failpoint("afterCapture");
  }

  const db = await getDb();
  booking = await loadBooking(booking.id);
  await db.transaction(async (tx) => {
    const moved = await moveBooking(tx, {
      bookingId: booking.id,
      from: booking.status as "pending" | "requires_action",
      to: "confirmed",
      actor: "engine",
    });
    if (!moved) return;
    await tx
      .update(checkoutQuotes)
      .set({ status: "booked", updatedAt: sql`now()` })
      .where(eq(checkoutQuotes.id, booking.quoteId));
    await recordCommissions(tx, booking);
    await earnCredits(tx, booking);
    await enqueueMail(tx, {
      agencyId: booking.agencyId,
      kind: "booking.confirmed",
      payload: { reference: booking.reference },
    });
  });
  return loadBooking(booking.id);
}
