import * as z from "zod";

/**
 * Every error code the API answers with, and its HTTP status: the one table (DESIGN §4). A code
 * is stable, so a client may show its own translated text for it; the message says the same in
 * English. Supplier refusals (lib/server/inventory/supplier.ts) and payment failures use the same
 * codes, so a route never has to translate them.
 */
export const ERROR_STATUS = {
  // The request itself.
  badRequest: 400,
  invalid: 400,
  unauthorized: 401,
  sessionEnded: 401,
  forbidden: 403,
  crossSite: 403,
  agencyInactive: 403,
  notFound: 404,
  agencyNotFound: 404,
  conflict: 409,
  expired: 410,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  /** An idempotency key sent again with another body. */
  idempotencyMismatch: 422,
  /** A file some of whose lines are wrong (a CSV import): nothing of it was taken. */
  invalidRows: 422,
  throttled: 429,
  // Accounts.
  wrongCredentials: 400,
  wrongCurrentPassword: 400,
  invalidLink: 400,
  tooShort: 400,
  tooLong: 400,
  tooCommon: 400,
  unverified: 403,
  disabled: 403,
  ssoOnly: 403,
  signupClosed: 403,
  academyUnavailable: 404,
  // Suppliers.
  soldOut: 409,
  priceChanged: 409,
  supplierUnavailable: 502,
  // Payments.
  cardDeclined: 402,
  insufficientFunds: 402,
  expiredCard: 402,
  incorrectCvc: 402,
  paymentFailed: 402,
  gatewayUnavailable: 502,
  // Ours.
  internal: 500,
  /** The database did not answer: send the same call again (its Idempotency-Key) after Retry-After. */
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

const codes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Every error body the API returns. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.enum(codes),
  /** The call's id, as in its `X-Request-Id` header and on the server's log lines. */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
