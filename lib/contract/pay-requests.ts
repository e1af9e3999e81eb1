import * as z from "zod";
import { currencyCode, money } from "./booking";
import { MAX_TOPUP_MINOR } from "./wallet";

/**
 * Pay (issue 16): an agent asks a client for an amount by an emailed link; the client pays it on
 * the agency's site through the agency's gateway, without signing in, and the payment is kept
 * against the client and, when one was named, the booking.
 */

/** As payment_requests.status keeps them. */
export const PAYMENT_REQUEST_STATUSES = ["pending", "paid", "cancelled"] as const;
export type PayRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];
/** What a request's list shows: a pending request past its link's days is expired. */
export const PAY_REQUEST_STATES = ["pending", "paid", "cancelled", "expired"] as const;
export type PayRequestState = (typeof PAY_REQUEST_STATES)[number];

/** The most a single request may ask (in minor units), as for a top-up. */
export const MAX_PAY_REQUEST_MINOR = MAX_TOPUP_MINOR;
/** How long the mailed link can be paid. */
export const PAY_LINK_DAYS = 14;
export const PAY_REQUESTS_PAGE_SIZE = 25;

export const PAY_REQUEST_ERRORS = {
  client: "Choose one of the agency's clients.",
  amount: "Enter an amount greater than zero and at most 50,000.00.",
  description: "Say what the payment is for (at most 200 characters).",
  booking: "Choose one of the client's bookings, or none.",
} as const;

/** POST /api/agency/pay-requests */
export const newPayRequest = z.strictObject({
  clientId: z.uuid(PAY_REQUEST_ERRORS.client),
  amountMinor: z
    .number(PAY_REQUEST_ERRORS.amount)
    .int(PAY_REQUEST_ERRORS.amount)
    .positive(PAY_REQUEST_ERRORS.amount)
    .max(MAX_PAY_REQUEST_MINOR, PAY_REQUEST_ERRORS.amount),
  currency: currencyCode,
  description: z
    .string(PAY_REQUEST_ERRORS.description)
    .trim()
    .min(1, PAY_REQUEST_ERRORS.description)
    .max(200, PAY_REQUEST_ERRORS.description),
  /** One of the client's bookings, by its reference. */
  bookingReference: z
    .string()
    .trim()
    .max(40, PAY_REQUEST_ERRORS.booking)
    .nullable()
    .optional()
    .transform((r) => r || null),
});
export type NewPayRequest = z.input<typeof newPayRequest>;

/** PATCH /api/agency/pay-requests/{id}: a pending request is withdrawn. */
export const payRequestPatch = z.strictObject({ status: z.literal("cancelled") });

export const payRequestsQuery = z.object({
  status: z
    .union([z.enum(PAY_REQUEST_STATES), z.literal("")])
    .optional()
    .transform((s) => s || undefined),
  clientId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PayRequestsQuery = z.output<typeof payRequestsQuery>;

export const payRequestRow = z.strictObject({
  id: z.uuid(),
  status: z.enum(PAY_REQUEST_STATES),
  client: z.strictObject({ id: z.uuid(), name: z.string(), email: z.string() }),
  amount: money,
  description: z.string(),
  bookingReference: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** Who asked for it; null once that account is gone. */
  createdBy: z.string().nullable(),
});
export type PayRequestRow = z.infer<typeof payRequestRow>;

export const payRequestsResponse = z.strictObject({
  rows: z.array(payRequestRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PayRequestsResponse = z.infer<typeof payRequestsResponse>;

/** What the payer's page shows (GET /api/pay/{token}): nothing about the agency's other data. */
export const publicPayRequest = z.strictObject({
  agency: z.string(),
  clientName: z.string(),
  amount: money,
  description: z.string(),
  bookingReference: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PublicPayRequest = z.infer<typeof publicPayRequest>;

/** POST /api/pay/{token} (Idempotency-Key): the card's gateway token alone; we know the amount. */
export const payRequestPayment = z.strictObject({
  /** The gateway's card token (sandbox `tok_…`, Stripe `pm_…`). */
  token: z.string().min(1).max(200),
});

export const payRequestPaid = z.strictObject({
  status: z.literal("paid"),
  amount: money,
  paidAt: z.iso.datetime({ offset: true }),
});
export type PayRequestPaid = z.infer<typeof payRequestPaid>;
