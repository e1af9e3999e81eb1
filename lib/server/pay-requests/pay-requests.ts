import "server-only";
import { and, count, desc, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { createTranslator } from "next-intl";
import * as z from "zod";
import { formatMinor } from "@/lib/booking/trip-format";
import {
  PAY_LINK_DAYS,
  PAY_REQUEST_ERRORS,
  PAY_REQUESTS_PAGE_SIZE,
  type PayRequestPaid,
  type PayRequestRow,
  type PayRequestsQuery,
  type PayRequestsResponse,
  type PayRequestState,
  type PublicPayRequest,
  type newPayRequest,
} from "@/lib/contract/pay-requests";
import { loadMessages } from "@/lib/i18n/load-messages";
import { FALLBACK_LOCALE, isLocale } from "@/lib/i18n/locales";
import type PayMessages from "@/messages/parts/pay-requests/en.json";
import type { AgencyRow } from "../agency/agency";
import type { Mail } from "../mail/transport";
import type { UserRow } from "../auth/session";
import { hashToken, randomToken } from "../auth/tokens";
import { brandOf } from "../agency/brand";
import { fromAddress } from "../mail/brand";
import { idempotent } from "../idempotency/idempotency";
import { lockedRate } from "../money/rates";
import { requireClient } from "../clients/scope";
import { getDb } from "../db/client";
import { agencies, bookings, clients, paymentRequests as pr, payments, users } from "../db/schema";
import { ApiError } from "../errors";
import { chargeOfRequest, takeCharge, type ChargeKind } from "../payments/charges";
import { gatewayFor } from "../payments/gateways";
import { brandedHtml } from "../mail/branded";
import { enqueueMail, registerMailKind } from "../mail/outbox";
import { dateTimeFormat } from "@/lib/i18n/intl-format";

/**
 * Pay (issue 16): an agent asks one of the agency's clients for an amount; the outbox mails the
 * client a link to /pay/<token>, where they pay with a card through the agency's gateway without
 * signing in. The request row is the record of the payment: against its client and, when one
 * was named, its booking.
 *
 * The link's token is made when the mail is rendered and stored only as its SHA-256, as the
 * agent invitation's is; a mail rendered again (a retry) makes the earlier link unusable.
 *
 * A payment is taken once whatever the callers do: the same Idempotency-Key replays its answer,
 * and calls with different keys meet at a conditional UPDATE by which a charge claims the pending
 * request (`payment_ref` = `charge:<payment id>`) before the gateway is asked; only the claim's
 * holder charges, the others are told a payment is under way (409) or already made (410). The
 * charge is a payment row (payments/charges.ts), so a payment left by a process that died
 * mid-way is finished by the reconciliation job from the gateway's answer (captured once, never
 * charged again), and one that took nothing gives the claim back.
 */

export const PAY_MAIL_KIND = "pay.request";
const CHARGE = "charge:";
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOT_FOUND = "This payment request was not found.";
const LINK_NOT_FOUND = "This payment link is not valid. Please check the link in your email.";
const ALREADY_PAID = "This payment has already been made. Thank you.";
const CANCELLED = "This payment request has been withdrawn by the agency.";
const EXPIRED = "This payment link has expired. Please ask the agency for a new one.";
const UNDER_WAY = "A payment for this request is already under way. Please wait a moment.";

type Row = typeof pr.$inferSelect;

/** What a request is now: a pending one whose link has run out is expired. */
export function stateOf(row: Pick<Row, "status" | "expiresAt">, now = new Date()): PayRequestState {
  return row.status === "pending" && row.expiresAt <= now ? "expired" : row.status;
}

const notFound = () => new ApiError("notFound", NOT_FOUND);

// ---- the back office ----

const creator = alias(users, "creator");

function listSelect() {
  return {
    row: pr,
    clientFirst: clients.firstName,
    clientLast: clients.lastName,
    clientEmail: clients.email,
    reference: bookings.reference,
    creatorFirst: creator.firstName,
    creatorLast: creator.lastName,
  };
}

type Listed = {
  row: Row;
  clientFirst: string;
  clientLast: string;
  clientEmail: string;
  reference: string | null;
  creatorFirst: string | null;
  creatorLast: string | null;
};

function view(r: Listed, now = new Date()): PayRequestRow {
  return {
    id: r.row.id,
    status: stateOf(r.row, now),
    client: {
      id: r.row.clientId,
      name: `${r.clientFirst} ${r.clientLast}`.trim(),
      email: r.clientEmail,
    },
    amount: { amountMinor: r.row.amountMinor, currency: r.row.currency },
    description: r.row.description,
    bookingReference: r.reference,
    createdAt: r.row.createdAt.toISOString(),
    expiresAt: r.row.expiresAt.toISOString(),
    paidAt: r.row.paidAt?.toISOString() ?? null,
    createdBy: r.creatorFirst === null ? null : `${r.creatorFirst} ${r.creatorLast ?? ""}`.trim(),
  };
}

async function listed(where: SQL | undefined, page?: number): Promise<Listed[]> {
  const db = await getDb();
  const query = db
    .select(listSelect())
    .from(pr)
    .innerJoin(clients, eq(clients.id, pr.clientId))
    .leftJoin(bookings, eq(bookings.id, pr.bookingId))
    .leftJoin(creator, eq(creator.id, pr.createdBy))
    .where(where)
    .$dynamic();
  if (page === undefined) return query;
  return query
    .orderBy(desc(pr.createdAt), desc(pr.id))
    .limit(PAY_REQUESTS_PAGE_SIZE)
    .offset((page - 1) * PAY_REQUESTS_PAGE_SIZE);
}

/** The agency's request `id` as the list shows it, or a 404. */
export async function payRequestOf(agencyId: string, id: string): Promise<PayRequestRow> {
  if (!UUID.test(id)) throw notFound();
  const [found] = await listed(and(eq(pr.agencyId, agencyId), eq(pr.id, id)));
  if (!found) throw notFound();
  return view(found);
}

/** The agency's requests, newest first, a page of PAY_REQUESTS_PAGE_SIZE. */
export async function listPayRequests(
  agencyId: string,
  query: PayRequestsQuery,
): Promise<PayRequestsResponse> {
  const now = new Date();
  const byState: Record<PayRequestState, SQL | undefined> = {
    pending: and(eq(pr.status, "pending"), gt(pr.expiresAt, now)),
    expired: and(eq(pr.status, "pending"), lte(pr.expiresAt, now)),
    paid: eq(pr.status, "paid"),
    cancelled: eq(pr.status, "cancelled"),
  };
  const where = and(
    eq(pr.agencyId, agencyId),
    query.status ? byState[query.status] : undefined,
    query.clientId ? eq(pr.clientId, query.clientId) : undefined,
  );
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    listed(where, query.page),
    db.select({ n: count() }).from(pr).where(where),
  ]);
  return {
    rows: rows.map((r) => view(r, now)),
    page: query.page,
    pageSize: PAY_REQUESTS_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}

/**
 * A new request, and its mail queued in the same transaction. The client must be the agency's
 * (404), the currency one we price in and the booking one of the client's (400).
 */
export async function createPayRequest(
  agency: AgencyRow,
  actor: UserRow,
  input: z.output<typeof newPayRequest>,
): Promise<PayRequestRow> {
  const client = await requireClient(agency.id, input.clientId);
  await lockedRate(input.currency);
  const db = await getDb();
  let bookingId: string | null = null;
  if (input.bookingReference) {
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.agencyId, agency.id),
          eq(bookings.reference, input.bookingReference),
          eq(bookings.clientId, client.id),
        ),
      );
    if (!booking) {
      throw new ApiError("badRequest", `bookingReference: ${PAY_REQUEST_ERRORS.booking}`);
    }
    bookingId = booking.id;
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pr)
      .values({
        agencyId: agency.id,
        createdBy: actor.id,
        clientId: client.id,
        bookingId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        description: input.description,
        // The link's own token is made when the mail is rendered; this one is never sent.
        tokenHash: hashToken(randomToken()),
        expiresAt: new Date(Date.now() + PAY_LINK_DAYS * DAY_MS),
      })
      .returning({ id: pr.id });
    await enqueueMail(tx, {
      agencyId: agency.id,
      kind: PAY_MAIL_KIND,
      payload: { requestId: row!.id },
    });
    return row!.id;
  });
  return payRequestOf(agency.id, id);
}

/** Withdraws a pending request: its link stops working. 404 for another agency's, 409 if settled. */
export async function cancelPayRequest(agencyId: string, id: string): Promise<PayRequestRow> {
  if (!UUID.test(id)) throw notFound();
  const db = await getDb();
  const [row] = await db
    .update(pr)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(pr.agencyId, agencyId),
        eq(pr.id, id),
        eq(pr.status, "pending"),
        // A payment under way (claimed or authorised) is not withdrawn beneath it.
        isNull(pr.paymentRef),
      ),
    )
    .returning({ id: pr.id });
  if (!row) {
    const existing = await payRequestOf(agencyId, id);
    throw new ApiError(
      "conflict",
      existing.status === "paid"
        ? "This request has been paid; it can no longer be cancelled."
        : existing.status === "cancelled"
          ? "This request is already cancelled."
          : "A payment for this request is under way; it cannot be cancelled now.",
    );
  }
  return payRequestOf(agencyId, id);
}

// ---- the payer's page ----

/** The request a link's token names on this agency's site, or null. */
async function byToken(agencyId: string, token: string): Promise<Row | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(pr)
    .where(and(eq(pr.agencyId, agencyId), eq(pr.tokenHash, hashToken(token))));
  return row ?? null;
}

/** Why a request in `state` cannot be paid, as the API says it: 410 once settled or out of date. */
function refusalOf(state: PayRequestState): ApiError | null {
  if (state === "paid") return new ApiError("expired", ALREADY_PAID);
  if (state === "cancelled") return new ApiError("expired", CANCELLED);
  if (state === "expired") return new ApiError("expired", EXPIRED);
  return null;
}

const refusal = (row: Row) => refusalOf(stateOf(row));

export type PayPageState =
  | { state: "unknown" }
  | { state: Exclude<PayRequestState, "pending">; request: PublicPayRequest }
  | { state: "pending"; request: PublicPayRequest };

/** What the payer's page shows for a token: the request and its state. */
export async function payPageOf(
  agency: Pick<AgencyRow, "id" | "agencyName">,
  token: string,
): Promise<PayPageState> {
  const row = await byToken(agency.id, token);
  if (!row) return { state: "unknown" };
  const db = await getDb();
  const [[client], [booking]] = await Promise.all([
    db
      .select({ firstName: clients.firstName, lastName: clients.lastName })
      .from(clients)
      .where(eq(clients.id, row.clientId)),
    row.bookingId
      ? db
          .select({ reference: bookings.reference })
          .from(bookings)
          .where(eq(bookings.id, row.bookingId))
      : Promise.resolve([]),
  ]);
  const request: PublicPayRequest = {
    agency: agency.agencyName,
    clientName: client ? `${client.firstName} ${client.lastName}`.trim() : "",
    amount: { amountMinor: row.amountMinor, currency: row.currency },
    description: row.description,
    bookingReference: booking?.reference ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
  return { state: stateOf(row), request };
}

/** GET /api/pay/{token}: the request while it can be paid; 404 unknown, 410 settled or expired. */
export async function payablePayRequest(
  agency: AgencyRow,
  token: string,
): Promise<PublicPayRequest> {
  const page = await payPageOf(agency, token);
  if (page.state === "unknown") throw new ApiError("notFound", LINK_NOT_FOUND);
  const refused = refusalOf(page.state);
  if (refused) throw refused;
  return page.request;
}

/**
 * Pays the request a link's token names, with a card token, through the agency's gateway; the
 * amount is the request's. Runs once per Idempotency-Key (DESIGN §9) and charges once per
 * request whatever the keys.
 */
export async function payPayRequest(
  agency: AgencyRow,
  token: string,
  cardToken: string,
  idempotencyKey: string,
  origin: string,
): Promise<PayRequestPaid> {
  const row = await byToken(agency.id, token);
  if (!row) throw new ApiError("notFound", LINK_NOT_FOUND);
  const answer = await idempotent(
    {
      agencyId: agency.id,
      owner: `pay-request:${row.id}`,
      scope: "POST /api/pay",
      key: idempotencyKey,
      request: { token: cardToken },
    },
    async () => ({
      status: 200,
      body: await charge(agency, row, cardToken, idempotencyKey, origin),
    }),
  );
  if (answer.status >= 400) {
    const { code, message } = answer.body as { code: ApiError["code"]; message: string };
    throw new ApiError(code, message);
  }
  return answer.body as PayRequestPaid;
}

/** The request's mark while a charge pays it: `charge:<payment id>`. */
const markOf = (paymentId: string) => `${CHARGE}${paymentId}`;

/**
 * Paying a request is a charge (payments/charges.ts): recorded, then it claims the request (its
 * mark in `payment_ref`) before the gateway is asked, so only one charge at a time pays a
 * request; served by marking the request paid with the gateway's payment id; a charge that ends
 * with nothing taken gives the claim back. The reconciliation job finishes a charge whose payer
 * went away, as it does a top-up's.
 */
export const payRequestCharge: ChargeKind = {
  purpose: "pay-request",
  async fulfil(tx, payment) {
    const [paid] = await tx
      .update(pr)
      .set({
        status: "paid",
        gateway: payment.gateway,
        paymentRef: payment.gatewayRef,
        paidAt: new Date(),
      })
      .where(
        and(
          eq(pr.id, payment.subject!),
          eq(pr.status, "pending"),
          eq(pr.paymentRef, markOf(payment.id)),
        ),
      )
      .returning({ id: pr.id });
    if (!paid) throw new ApiError("conflict", ALREADY_PAID);
  },
  async ended(payment) {
    await releaseClaim(payment.subject!, markOf(payment.id));
  },
};

async function releaseClaim(requestId: string, mark: string) {
  const db = await getDb();
  await db
    .update(pr)
    .set({ paymentRef: null })
    .where(and(eq(pr.id, requestId), eq(pr.paymentRef, mark), eq(pr.status, "pending")));
}

/**
 * Claims the request for the charge `paymentId`: only when no other charge holds it, or the one
 * that did ended with nothing taken (its claim not given back yet). Throws why it cannot be paid.
 */
async function claim(found: Row, paymentId: string): Promise<void> {
  const db = await getDb();
  const mark = markOf(paymentId);
  for (let tries = 0; tries < 2; tries++) {
    const [claimed] = await db
      .update(pr)
      .set({ paymentRef: mark })
      .where(
        and(
          eq(pr.id, found.id),
          eq(pr.status, "pending"),
          gt(pr.expiresAt, new Date()),
          or(isNull(pr.paymentRef), eq(pr.paymentRef, mark)),
        ),
      )
      .returning({ id: pr.id });
    if (claimed) return;
    const [current] = await db.select().from(pr).where(eq(pr.id, found.id));
    const refused = current && refusal(current);
    if (refused) throw refused;
    const holder = current?.paymentRef?.startsWith(CHARGE)
      ? (
          await db
            .select({ status: payments.status })
            .from(payments)
            .where(eq(payments.id, current.paymentRef.slice(CHARGE.length)))
        )[0]
      : undefined;
    if (holder && !["failed", "voided", "refunded"].includes(holder.status)) break;
    // The charge that held it took nothing (or the mark names none): its claim is given back.
    await releaseClaim(found.id, current!.paymentRef!);
  }
  throw new ApiError("conflict", UNDER_WAY);
}

async function charge(
  agency: AgencyRow,
  found: Row,
  cardToken: string,
  key: string,
  origin: string,
): Promise<PayRequestPaid> {
  const db = await getDb();
  const requestKey = `${found.id} ${key}`;
  const own = await chargeOfRequest(agency.id, "pay-request", requestKey);
  // A retry of a call whose charge is under way (or paid the request) resumes it.
  const refused = !own && refusal(found);
  if (refused) throw refused;
  const payment = await takeCharge(payRequestCharge, {
    agencyId: agency.id,
    gateway: await gatewayFor(agency.id),
    token: cardToken,
    amountMinor: found.amountMinor,
    currency: found.currency,
    subject: found.id,
    requestKey,
    reference: `pay-${found.id}`,
    returnUrl: new URL("/pay", origin).toString(),
    beforeGateway: (made) => claim(found, made.id),
  });
  const [paid] = await db.select().from(pr).where(eq(pr.id, found.id));
  return {
    status: "paid",
    amount: { amountMinor: payment.capturedMinor, currency: payment.currency },
    paidAt: paid!.paidAt!.toISOString(),
  };
}

// ---- the mail ----

const payloadSchema = z.object({ requestId: z.uuid() });

/** The request's mail, rendered when it goes out: a new link, in the booking's or agency's language. */
async function renderPayRequest(payload: unknown, agencyId: string): Promise<Mail> {
  const { requestId } = payloadSchema.parse(payload);
  const db = await getDb();
  const [found] = await db
    .select({
      row: pr,
      firstName: clients.firstName,
      email: clients.email,
      reference: bookings.reference,
      bookingLanguage: bookings.language,
      defaultLanguage: agencies.defaultLanguage,
    })
    .from(pr)
    .innerJoin(clients, eq(clients.id, pr.clientId))
    .innerJoin(agencies, eq(agencies.id, pr.agencyId))
    .leftJoin(bookings, eq(bookings.id, pr.bookingId))
    .where(and(eq(pr.agencyId, agencyId), eq(pr.id, requestId)));
  if (!found) throw new Error(`pay request ${requestId} not found`);
  // Paid, withdrawn or out of date since it was queued: this mail has no use.
  if (stateOf(found.row) !== "pending" || found.row.paymentRef) {
    throw new Error(`pay request ${requestId} is no longer payable`);
  }
  const token = randomToken();
  const [renewed] = await db
    .update(pr)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(pr.id, requestId), eq(pr.status, "pending"), isNull(pr.paymentRef)))
    .returning({ id: pr.id });
  if (!renewed) throw new Error(`pay request ${requestId} is no longer payable`);

  const brand = await brandOf(agencyId);
  const link = `${brand.siteUrl}/pay/${token}`;
  const candidate = found.bookingLanguage ?? found.defaultLanguage;
  const locale = isLocale(candidate) ? candidate : FALLBACK_LOCALE;
  const messages = (await loadMessages(locale)) as typeof PayMessages;
  const t = createTranslator({ locale, messages, namespace: "PayRequests" });
  const values = {
    agency: brand.name,
    name: found.firstName,
    amount: formatMinor(
      { amountMinor: found.row.amountMinor, currency: found.row.currency },
      locale,
    ),
    description: found.row.description,
    reference: found.reference ?? "",
    date: dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
      found.row.expiresAt,
    ),
  };
  const subject = t("mail.subject", values);
  const greeting = t("mail.greeting", values);
  const body = t("mail.body", values);
  const booking = found.reference ? t("mail.booking", values) : null;
  const action = t("mail.action", values);
  const until = t("mail.until", values);
  const ignore = t("mail.ignore", values);
  return {
    to: found.email,
    from: fromAddress(brand),
    subject,
    text:
      `${greeting}\n\n${body}\n${booking ? `${booking}\n` : ""}\n${action}: ${link}\n\n` +
      `${until}\n\n${ignore}\n`,
    html: brandedHtml({
      brand,
      locale,
      paragraphs: [greeting, body, booking],
      action: { label: action, link },
      after: [until],
      footnote: ignore,
    }),
  };
}

/** Registers the request mail with the outbox; call at start-up, before it drains. */
export function registerPayRequestMails(): void {
  registerMailKind(PAY_MAIL_KIND, renderPayRequest);
}
