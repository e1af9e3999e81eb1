import * as z from "zod";
import { currencyCode, money } from "./booking";
import { PRODUCT_IDS } from "./products";

/**
 * Wallets (issue 16, Wallet): the agency's prepaid wallet (topped up through the payment gateway,
 * spent on bookings by its agents) and a traveller's reward credits (earned by paid bookings,
 * spent at checkout, lapsing). Both are append-only ledgers, one per currency; every line says
 * the balance after it, and the latest line is the balance.
 */

export const WALLET_LINE_REASONS = [
  "topup",
  "booking",
  "void",
  "refund",
  "earn",
  "expire",
  "forfeit",
  "opening",
  "adjustment",
] as const;

export const walletLine = z.strictObject({
  seq: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  reason: z.enum(WALLET_LINE_REASONS),
  amount: money,
  balance: money,
  /** The booking it paid, gave back or earned, by reference. */
  reference: z.string().nullable(),
  product: z.enum(PRODUCT_IDS).nullable(),
  /** When earned credits lapse (those not spent before). */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WalletLine = z.infer<typeof walletLine>;

export const walletQuery = z.object({
  currency: currencyCode.optional(),
  /** The page before this line (`seq`): older lines. */
  before: z.coerce.number().int().min(2).max(1e9).optional(),
});

export const walletResponse = z.strictObject({
  /** Every currency the wallet holds, with its balance now. */
  balances: z.array(money),
  /** The statement of `currency`, newest first; `nextBefore` pages to older lines. */
  currency: currencyCode,
  lines: z.array(walletLine),
  nextBefore: z.number().int().nullable(),
});
export type WalletResponse = z.infer<typeof walletResponse>;

/** The most a single top-up may add (in minor units), so a typo cannot charge a fortune. */
export const MAX_TOPUP_MINOR = 5_000_000;

export const topupRequest = z.strictObject({
  amountMinor: z.number().int().positive().max(MAX_TOPUP_MINOR),
  currency: currencyCode,
  /** The gateway's card token (sandbox `tok_…`, Stripe `pm_…`). */
  token: z.string().min(1).max(200),
});

export const topupResponse = z.strictObject({ line: walletLine });

/** The agency's reward credit rules (SPEC §3 credits). */
export const rewardSettings = z.strictObject({
  /** Share of what a booking's card paid, in basis points (250 = 2.5%); 0 earns nothing. */
  rewardBps: z.number().int().min(0).max(5_000),
  /** Days earned credits stay valid. */
  rewardExpiryDays: z.number().int().min(1).max(3_650),
});
export type RewardSettings = z.infer<typeof rewardSettings>;
