/**
 * The booking engine (DESIGN §9): quotes, bookings with their travellers and append-only events,
 * payments, idempotency records, the mail outbox and agents' clients.
 * Every row carries its agency; money is integer minor units with its currency.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BOOKING_STATUSES, QUOTE_STATUSES } from "../../../contract/booking";
import { PRODUCT_IDS } from "../../../contract/products";
import { GATEWAY_IDS } from "../../../contract/payments";

/**
 * What else a traveller is booked with (booking_travellers.details): an activity traveller's
 * type, a car driver's age, licence country and arriving flight.
 */
export interface TravellerDetails {
  type?: "adult" | "child" | "senior";
  age?: number;
  licenceCountry?: string;
  flightNumber?: string;
}

/**
 * A traveller's passport data (booking_travellers.passport): a flight passenger's, and a cruise
 * guest's, who is asked no gender.
 */
export interface TravellerPassport {
  type: "adult" | "child" | "infant";
  dateOfBirth: string;
  gender?: "female" | "male" | "unspecified";
  nationality: string;
  passportNumber?: string;
  passportExpiry?: string;
}
import { agencyId } from "./agency";
import { users } from "./auth";
import { timestamps } from "./columns";

const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: "set null" });

/** An agent's clients (SPEC §1 Clients): the people they book for. */
export const clients = pgTable(
  "clients",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    country: text("country"),
    /** What the client likes (seat, room, diet…), as the agent wrote it. */
    preferences: text("preferences"),
    /** The staff's notes on the client; never shown to the client. */
    notes: text("notes"),
    createdBy: userRef("created_by"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("clients_agency_email").on(t.agencyId, t.email),
    index("clients_agency_name").on(t.agencyId, t.lastName, t.firstName),
  ],
);

/**
 * The people a client travels with (their companions, and the client as a traveller), with
 * passport data: offered at checkout when the agent books for the client.
 */
export const clientTravellers = pgTable(
  "client_travellers",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    dateOfBirth: date("date_of_birth"),
    gender: text("gender", { enum: ["female", "male", "unspecified"] }),
    nationality: text("nationality"),
    passportNumber: text("passport_number"),
    passportExpiry: date("passport_expiry"),
    ...timestamps,
  },
  (t) => [index("client_travellers_client").on(t.clientId)],
);

/**
 * A priced offer with its supplier hold, for one owner: a signed-in user (`owner_user_id`) or a
 * guest whose browser holds the secret hashed in `guest_secret_hash` (never the session id, which
 * a link may set). Expires with its hold.
 */
export const checkoutQuotes = pgTable(
  "checkout_quotes",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    product: text("product", { enum: PRODUCT_IDS }).notNull(),
    offerId: text("offer_id").notNull(),
    query: jsonb("query").notNull(),
    offer: jsonb("offer").notNull(),
    ownerUserId: userRef("owner_user_id"),
    guestSecretHash: text("guest_secret_hash"),
    supplierHoldId: text("supplier_hold_id").notNull(),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("open"),
    netUsd: integer("net_usd").notNull(),
    markupUsd: integer("markup_usd").notNull(),
    taxUsd: integer("tax_usd").notNull(),
    publishedUsd: integer("published_usd").notNull(),
    totalUsd: integer("total_usd").notNull(),
    /** The total the search showed, when the price moved at the hold. */
    previousTotalUsd: integer("previous_total_usd"),
    currency: text("currency").notNull(),
    /** Units of `currency` per USD, as the exact decimal used. */
    exchangeRate: text("exchange_rate").notNull(),
    totalMinor: integer("total_minor").notNull(),
    /**
     * A deposit sale (the product's payment terms): what is paid now, in `currency`, the rest
     * being due on `balance_due_on`; both null when the whole price is paid now.
     */
    depositMinor: integer("deposit_minor"),
    balanceDueOn: date("balance_due_on"),
    rateQuotedAt: timestamp("rate_quoted_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The proposal whose option this quote holds (issue 28), which its booking then books. */
    proposalId: uuid("proposal_id"),
    /** The deal link it was quoted through (issue 28): its bookings are counted by it. */
    dealLinkId: uuid("deal_link_id"),
    ...timestamps,
  },
  (t) => [
    index("checkout_quotes_open_expiry")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    // A buyer's live holds, newest first, read at each new quote (bookings/quotes.ts).
    index("checkout_quotes_open_user")
      .on(t.agencyId, t.ownerUserId, t.createdAt)
      .where(sql`${t.status} = 'open' AND ${t.ownerUserId} IS NOT NULL`),
    index("checkout_quotes_open_guest")
      .on(t.agencyId, t.guestSecretHash, t.createdAt)
      .where(sql`${t.status} = 'open' AND ${t.ownerUserId} IS NULL`),
    // A deal link's bookings, counted on the agent's list.
    index("checkout_quotes_deal_link")
      .on(t.dealLinkId)
      .where(sql`${t.dealLinkId} IS NOT NULL`),
    check(
      "checkout_quotes_owned",
      sql`(${t.ownerUserId} IS NOT NULL) OR (${t.guestSecretHash} IS NOT NULL)`,
    ),
  ],
);

/**
 * A supplier hold asked for and not yet written as a quote (DESIGN §9): recorded before the
 * supplier is called, under the id the quote will have, which the supplier keeps as the hold's
 * reference. One whose quote was written is done with (the reconciliation job clears it); one
 * without (the process stopped between the two, or the supplier's answer was lost) is a hold
 * nobody owns, which the job gives back by that reference at once rather than leaving the room
 * held until its expiry.
 */
export const holdIntents = pgTable(
  "hold_intents",
  {
    /** The quote's id to be, and the hold's reference at the supplier. */
    id: uuid("id").primaryKey(),
    agencyId: agencyId(),
    product: text("product", { enum: PRODUCT_IDS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("hold_intents_created").on(t.createdAt)],
);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    /** Crockford base 32, 8 characters, unique per agency. */
    reference: text("reference").notNull(),
    product: text("product", { enum: PRODUCT_IDS }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => checkoutQuotes.id),
    ownerUserId: userRef("owner_user_id"),
    guestSecretHash: text("guest_secret_hash"),
    agentUserId: userRef("agent_user_id"),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    language: text("language").notNull(),
    contact: jsonb("contact").notNull(),
    /** Lower-cased, for the guest lookup by reference and last name. */
    leadLastName: text("lead_last_name").notNull(),
    specialRequests: text("special_requests"),
    /** Answers to the offer's questions (an activity's hotel for pick-up), by question id. */
    answers: jsonb("answers").$type<Record<string, string>>(),
    offer: jsonb("offer").notNull(),
    /**
     * What was booked, in a line its product wrote (the hotel, the route, the car at its desk, the
     * activity): what lists show and a traveller's trip search matches besides names.
     */
    title: text("title").notNull().default(""),
    /** The day the trip starts (check-in, first departure): upcoming and past, travel dates. */
    startsOn: date("starts_on").notNull(),
    /** The day the trip ends (check-out, last arrival, drop-off): commissions are payable after. */
    endsOn: date("ends_on").notNull(),
    supplierHoldId: text("supplier_hold_id").notNull(),
    supplierReference: text("supplier_reference"),
    /**
     * The confirmation the supplier returned (a hotel's number, an airline's PNR); the column
     * keeps the name it had when hotels were the only product.
     */
    supplierConfirmation: text("hotel_confirmation"),
    /** The tickets the supplier issued, in the travellers' order (e-tickets, activity tickets). */
    supplierTickets: jsonb("supplier_tickets").$type<string[]>(),
    netUsd: integer("net_usd").notNull(),
    markupUsd: integer("markup_usd").notNull(),
    taxUsd: integer("tax_usd").notNull(),
    publishedUsd: integer("published_usd").notNull(),
    totalUsd: integer("total_usd").notNull(),
    currency: text("currency").notNull(),
    exchangeRate: text("exchange_rate").notNull(),
    rateQuotedAt: timestamp("rate_quoted_at", { withTimezone: true }).notNull(),
    /** The whole price in `currency`: card + credits. */
    totalMinor: integer("total_minor").notNull(),
    /** The card's part of what was paid at booking, in `currency`. */
    cardMinor: integer("card_minor").notNull(),
    /**
     * A deposit sale: the balance left to pay by `balance_due_on` (0 when the whole price was
     * paid at booking), fixed when booked; `balance_paid_at` once its charge is taken (a payment
     * of purpose `balance` whose subject is the booking), `balance_reminded_at` once reminded.
     */
    balanceMinor: integer("balance_minor").notNull().default(0),
    balanceDueOn: date("balance_due_on"),
    balancePaidAt: timestamp("balance_paid_at", { withTimezone: true }),
    balanceRemindedAt: timestamp("balance_reminded_at", { withTimezone: true }),
    /** Credits spent, in `credits_currency`, and their value in `currency`. */
    creditsMinor: integer("credits_minor").notNull().default(0),
    creditsCurrency: text("credits_currency"),
    creditsValueMinor: integer("credits_value_minor").notNull().default(0),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    returnPath: text("return_path"),
    /**
     * The Idempotency-Key of the request that opened it: a retry of that request (after its
     * process stopped) resumes this booking and answers with its outcome.
     */
    requestKey: text("request_key"),
    /**
     * A cancellation under way or done: what the policy gave when it was asked for, so that the
     * reconciliation job finishes a `cancelling` booking with the same refund, however late.
     */
    cancellation: jsonb("cancellation").$type<Cancellation>(),
    /** When the last step ran: the reconciliation job finishes what is left long after. */
    stepAt: timestamp("step_at", { withTimezone: true }).notNull().defaultNow(),
    /** The proposal it books (issue 28): a proposal is booked once, however many approve it. */
    proposalId: uuid("proposal_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("bookings_agency_reference").on(t.agencyId, t.reference),
    uniqueIndex("bookings_one_per_proposal")
      .on(t.proposalId)
      .where(sql`${t.proposalId} IS NOT NULL AND ${t.status} <> 'failed'`),
    // A quote is booked once: attempts whose card was refused stay as `failed` beside it.
    uniqueIndex("bookings_one_per_quote")
      .on(t.quoteId)
      .where(sql`${t.status} <> 'failed'`),
    // A retried request finds the booking it opened (any status) by its quote.
    index("bookings_quote").on(t.quoteId),
    index("bookings_agency_owner").on(t.agencyId, t.ownerUserId),
    // The back office's list (by booking time, travel date or total) and export.
    index("bookings_agency_created").on(t.agencyId, t.createdAt, t.id),
    index("bookings_agency_starts").on(t.agencyId, t.startsOn, t.id),
    index("bookings_agency_total").on(t.agencyId, t.totalUsd, t.id),
    index("bookings_agency_status").on(t.agencyId, t.status),
    index("bookings_agency_product_starts").on(t.agencyId, t.product, t.startsOn),
    // A client's page lists the client's bookings; a client's deletion clears the link.
    index("bookings_client")
      .on(t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
    index("bookings_unsettled")
      .on(t.stepAt)
      .where(sql`${t.status} IN ('pending', 'requires_action', 'cancelling')`),
    // Balances still to pay, by due date: the staff's list and the due-date job.
    index("bookings_balance_due")
      .on(t.balanceDueOn)
      .where(
        sql`${t.balanceMinor} > 0 AND ${t.balancePaidAt} IS NULL AND ${t.status} = 'confirmed'`,
      ),
    check(
      "bookings_money",
      sql`${t.totalMinor} >= 0 AND ${t.cardMinor} >= 0 AND ${t.creditsValueMinor} >= 0
        AND ${t.balanceMinor} >= 0
        AND ${t.cardMinor} + ${t.creditsValueMinor} + ${t.balanceMinor} = ${t.totalMinor}
        AND (${t.balanceMinor} = 0) = (${t.balanceDueOn} IS NULL)
        AND ${t.refundedMinor} >= 0 AND ${t.refundedMinor} <= ${t.totalMinor}`,
    ),
  ],
);

export const bookingTravellers = pgTable(
  "booking_travellers",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    unit: integer("unit").notNull(),
    /**
     * A flight passenger as on the passport (type, date of birth, gender, nationality, passport
     * number and expiry); null for a hotel guest.
     */
    passport: jsonb("passport").$type<TravellerPassport>(),
    details: jsonb("details").$type<TravellerDetails>(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.position] })],
);

/** Append-only: every status change of a booking, who made it and why. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: BOOKING_STATUSES }),
    toStatus: text("to_status", { enum: BOOKING_STATUSES }).notNull(),
    actor: text("actor").notNull(),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking").on(t.bookingId, t.id)],
);

/**
 * The staff's internal notes on a booking (the back office's Bookings): never shown to the
 * traveller. Append-only, like the events.
 */
export const bookingNotes = pgTable(
  "booking_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agencyId: agencyId(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    authorUserId: userRef("author_user_id"),
    body: text("body").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_notes_booking").on(t.bookingId, t.id)],
);

/** What a cancellation gives back, fixed when it is asked for (bookings.cancellation). */
export interface Cancellation {
  refundMinor: number;
  cardRefundMinor: number;
  creditsBackMinor: number;
  actor: string;
  reason: string | null;
}

export const PAYMENT_STATUSES = [
  /** Recorded before the gateway is asked, so a crash leaves a trace to reconcile. */
  "pending",
  "requires_action",
  "authorised",
  "captured",
  "voided",
  "failed",
  "refunded",
  "partially_refunded",
] as const;

/**
 * What a payment pays for: a booking, or a charge taken at once (payments/charges.ts) that a
 * wallet line, the agency's subscription or a pay request records once it is captured.
 */
export const PAYMENT_PURPOSES = [
  "booking",
  "topup",
  "subscription",
  "pay-request",
  "balance",
] as const;

/**
 * One payment at a gateway (or in reward credits), with the gateway's id: a booking's, or a
 * charge's (a top-up, a subscription, a pay request), recorded before the gateway is asked.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    /** The booking it pays; null for a charge. */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: PAYMENT_PURPOSES }).notNull().default("booking"),
    /** What a charge pays for: the plan subscribed to, the pay request paid. */
    subject: text("subject"),
    /** The call that made a charge, `<caller> <Idempotency-Key>`: a retry of it finds this row. */
    requestKey: text("request_key"),
    /** Who pays a charge (the agent topping up, the owner subscribing). */
    paidBy: uuid("paid_by").references(() => users.id, { onDelete: "set null" }),
    /** When what a charge pays for was given (the wallet line, the subscription, the request paid). */
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    method: text("method", { enum: ["card", "credits", "wallet"] }).notNull(),
    gateway: text("gateway", { enum: GATEWAY_IDS }).notNull(),
    gatewayRef: text("gateway_ref"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    capturedMinor: integer("captured_minor").notNull().default(0),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** Where the traveller approves it, while it waits for 3-D Secure. */
    challengeUrl: text("challenge_url"),
    /** Why a failed payment failed, as the gateway answered (a PaymentFailureCode and its text). */
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    ...timestamps,
  },
  (t) => [
    index("payments_booking").on(t.bookingId),
    uniqueIndex("payments_request")
      .on(t.agencyId, t.purpose, t.requestKey)
      .where(sql`${t.requestKey} IS NOT NULL`),
    // Charges captured whose purpose is not served yet: the reconciliation job serves them.
    index("payments_unfulfilled")
      .on(t.updatedAt)
      .where(
        sql`${t.purpose} <> 'booking' AND ${t.status} = 'captured' AND ${t.fulfilledAt} IS NULL`,
      ),
    check("payments_purpose", sql`(${t.purpose} = 'booking') = (${t.bookingId} IS NOT NULL)`),
    // What the reconciliation job looks at: payments not settled yet.
    index("payments_unsettled")
      .on(t.updatedAt)
      .where(sql`${t.status} IN ('pending', 'requires_action', 'authorised')`),
    uniqueIndex("payments_gateway_ref").on(t.gateway, t.gatewayRef),
    // A deposit sale's balance charges, read with the booking they pay (bookings/balance.ts).
    index("payments_balance_subject")
      .on(t.subject)
      .where(sql`${t.purpose} = 'balance'`),
    // A booking's balance is taken by one charge: a second is refused while one stands.
    uniqueIndex("payments_one_balance")
      .on(t.agencyId, t.subject)
      .where(sql`${t.purpose} = 'balance' AND ${t.status} NOT IN ('failed', 'voided', 'refunded')`),
    check(
      "payments_money",
      sql`${t.amountMinor} >= 0 AND ${t.capturedMinor} >= 0 AND ${t.capturedMinor} <= ${t.amountMinor}
        AND ${t.refundedMinor} >= 0 AND ${t.refundedMinor} <= ${t.capturedMinor}`,
    ),
  ],
);

/**
 * Append-only: every call a payment made to its gateway, as a request written before the call and
 * its outcome after (Saleor's transaction events), and every move of its status. A request with
 * no outcome after it is a call whose answer was lost: the reconciliation job asks the gateway.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agencyId: agencyId(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** `authorise|capture|void|refund|retrieve` `.request|.success|.failure`, or `move`. */
    kind: text("kind").notNull(),
    fromStatus: text("from_status", { enum: PAYMENT_STATUSES }),
    toStatus: text("to_status", { enum: PAYMENT_STATUSES }),
    amountMinor: integer("amount_minor"),
    idempotencyKey: text("idempotency_key"),
    /** Why (a refusal's code and message), or what the gateway said. */
    detail: text("detail"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_payment").on(t.paymentId, t.id)],
);

/**
 * Idempotency keys of POSTs that book, pay, cancel or refund: the first answer, replayed for 24
 * hours for the same key, caller and body; `running` while the first call is under way.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    agencyId: agencyId(),
    /** The caller: `user:<id>` or `guest:<secret hash>`. */
    owner: text("owner").notNull(),
    /** The call, e.g. `POST /api/bookings`. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: text("status", { enum: ["running", "done"] }).notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    /**
     * Until when the call that runs the key holds it: renewed while it runs, so a process that
     * died frees its keys within a lease and the retry runs (and learns the outcome) instead of
     * waiting for 24 hours.
     */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.owner, t.scope, t.key] })],
);

/** Mail written in the transaction that committed its cause; a sender drains it and retries. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_due")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
