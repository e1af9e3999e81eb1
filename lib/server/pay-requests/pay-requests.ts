import "server-only";
import { and, count, desc, eq, gt, isNotNull, isNull, like, lte, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { createTranslator } from "next-intl";
import { z } from "zod";
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
import { agencies, bookings, clients, paymentRequests as pr, users } from "../db/schema";
import { ApiError } from "../errors";
import { type GatewayId, PaymentError } from "../payments/gateway";
import { chargeCard } from "../payments/charge";
import { gatewayById, gatewayFor } from "../payments/gateways";
import { brandedHtml } from "../mail/branded";
import { enqueueMail, registerMailKind } from "../mail/outbox";

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
 * and calls with different keys meet at a conditional UPDATE that claims the pending request
 * (payment_ref set to a claim while the gateway is asked); only its winner charges, the others
 * are told a payment is under way (409) or already made (410). The authorisation is recorded
 * before the capture, so a payment left by a process that died mid-way is settled from the
 * gateway's own answer (captured once, never charged again) once its mark is older than
 * CLAIM_STALE_MS: by the reconciliation job, or by the next payer's call if it comes first.
 */

export const PAY_MAIL_KIND = "pay.request";
const CLAIM = "claim:";
const AUTHORISED = "auth:";
const CLAIM_STALE_MS = 10 * 60_000;
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

/** `claim:<ms>:<id>` while the gateway is asked; `auth:<ms>:<gateway>:<ref>` once it authorised. */
const markTime = (mark: string) => Number(mark.split(":")[1]);
const isStale = (mark: string, now: number) => markTime(mark) < now - CLAIM_STALE_MS;

async function markPaid(row: Row, expected: string, gatewayId: string, gatewayRef: string) {
  const db = await getDb();
  const paidAt = new Date();
  const [paid] = await db
    .update(pr)
    .set({ status: "paid", gateway: gatewayId, paymentRef: gatewayRef, paidAt })
    .where(and(eq(pr.id, row.id), eq(pr.paymentRef, expected)))
    .returning({ id: pr.id });
  if (!paid) {
    // Another call settled the same payment first (the capture is keyed, so it was taken once):
    // the request as it now stands answers.
    const [current] = await db.select().from(pr).where(eq(pr.id, row.id));
    throw (current && refusal(current)) ?? new ApiError("conflict", UNDER_WAY);
  }
  return {
    status: "paid" as const,
    amount: { amountMinor: row.amountMinor, currency: row.currency },
    paidAt: paidAt.toISOString(),
  };
}

/**
 * A payment that a stopped process left authorised but not known to be captured: the gateway
 * says what became of it. Taken or still held, it is captured (once: the capture is keyed by the
 * request) and the request is paid, with no new charge; released or refused, nothing was taken.
 */
async function settleLeftover(row: Row): Promise<PayRequestPaid | null> {
  const [, , gatewayId, ...rest] = row.paymentRef!.split(":");
  const gatewayRef = rest.join(":");
  const gateway = await gatewayById(gatewayId as GatewayId, row.agencyId);
  const state = await gateway.retrieve(gatewayRef);
  if (state.status === "authorised") {
    await gateway.capture(gatewayRef, row.amountMinor, `pay-request-capture:${row.id}:settle`);
  }
  if (state.status === "authorised" || state.status === "captured") {
    return markPaid(row, row.paymentRef!, gateway.id, gatewayRef);
  }
  if (state.status === "requires_action") {
    await gateway.void(gatewayRef, `pay-request-void:${row.id}:settle`);
  }
  return null;
}

/**
 * The reconciliation job's share (DESIGN §9): payments that a stopped process left authorised
 * are settled from the gateway's answer without waiting for the payer to come back, so the card
 * is not left held and the agent sees the request paid. A payment the gateway released or
 * refused clears its mark: the link can be paid again.
 */
export async function settleStalePayRequests(now = new Date(), limit = 50): Promise<number> {
  const db = await getDb();
  const marked = await db
    .select()
    .from(pr)
    .where(
      and(
        eq(pr.status, "pending"),
        isNotNull(pr.paymentRef),
        like(pr.paymentRef, `${AUTHORISED}%`),
      ),
    )
    .orderBy(pr.createdAt)
    .limit(limit);
  let settled = 0;
  for (const row of marked.filter((r) => isStale(r.paymentRef!, now.getTime()))) {
    try {
      if (await settleLeftover(row)) {
        settled++;
        continue;
      }
      await db
        .update(pr)
        .set({ paymentRef: null })
        .where(
          and(eq(pr.id, row.id), eq(pr.paymentRef, row.paymentRef!), eq(pr.status, "pending")),
        );
    } catch (error) {
      // A payer's call settled it meanwhile (ApiError), or the gateway did not answer: the next
      // run tries again.
      if (!(error instanceof ApiError)) console.error(`[pay] settling ${row.id} failed:`, error);
    }
  }
  return settled;
}

async function charge(
  agency: AgencyRow,
  found: Row,
  cardToken: string,
  key: string,
  origin: string,
): Promise<PayRequestPaid> {
  const refused = refusal(found);
  if (refused) throw refused;
  const db = await getDb();
  const now = Date.now();
  const left = found.paymentRef;
  if (left && !isStale(left, now)) throw new ApiError("conflict", UNDER_WAY);
  if (left?.startsWith(AUTHORISED)) {
    const settled = await settleLeftover(found);
    if (settled) return settled;
  }
  // Only the call that swaps the mark it saw (none, or a stale one) for its own goes on.
  const claim = `${CLAIM}${now}:${found.id}`;
  const [claimed] = await db
    .update(pr)
    .set({ paymentRef: claim })
    .where(
      and(
        eq(pr.id, found.id),
        eq(pr.status, "pending"),
        gt(pr.expiresAt, new Date(now)),
        left ? eq(pr.paymentRef, left) : isNull(pr.paymentRef),
      ),
    )
    .returning();
  if (!claimed) {
    const [current] = await db.select().from(pr).where(eq(pr.id, found.id));
    throw (current && refusal(current)) ?? new ApiError("conflict", UNDER_WAY);
  }
  const releaseFrom = (mark: string) =>
    db
      .update(pr)
      .set({ paymentRef: null })
      .where(and(eq(pr.id, found.id), eq(pr.paymentRef, mark), eq(pr.status, "pending")));

  const gateway = await gatewayFor(agency.id);
  let gatewayRef = null as string | null;
  let mark = claim;
  try {
    await chargeCard(
      gateway,
      {
        agencyId: agency.id,
        token: cardToken,
        amountMinor: claimed.amountMinor,
        currency: claimed.currency,
        purpose: "pay-request",
        reference: `pay-${claimed.id}`,
        returnUrl: new URL("/pay", origin).toString(),
        idempotencyKey: `${claimed.id}:${key}`,
      },
      // Written before the capture: if this process stops now, the next payer's call settles it.
      async (ref) => {
        gatewayRef = ref;
        const authorised = `${AUTHORISED}${Date.now()}:${gateway.id}:${ref}`;
        const [kept] = await db
          .update(pr)
          .set({ paymentRef: authorised })
          .where(and(eq(pr.id, claimed.id), eq(pr.paymentRef, claim)))
          .returning({ id: pr.id });
        if (!kept) throw new ApiError("conflict", UNDER_WAY);
        mark = authorised;
      },
    );
  } catch (error) {
    // Whether a capture that failed on the way took the money is unknown: the mark stays, and
    // the request is settled from the gateway's answer once the mark is stale.
    const unknown =
      mark !== claim && !(error instanceof PaymentError && error.code !== "gatewayUnavailable");
    if (!unknown) {
      if (gatewayRef) {
        // Not captured: release the hold on the card before saying so.
        await gateway
          .void(gatewayRef, `pay-request-void:${claimed.id}:${key}`)
          .catch((e: unknown) => console.error(`[pay] voiding ${gatewayRef} failed:`, e));
      }
      await releaseFrom(mark);
    }
    throw error;
  }
  return markPaid(claimed, mark, gateway.id, gatewayRef!);
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
    date: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
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
