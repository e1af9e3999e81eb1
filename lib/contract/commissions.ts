import * as z from "zod";
import { currencyCode, money } from "./booking";
import { PRODUCT_IDS } from "./products";

/**
 * The commission ledger (issue 16, Commissions): what each confirmed booking earned the agency
 * (`markup`) and its booking agent (`agent`). An entry is `pending` until the trip ends, then
 * `payable`, then `paid` by a payout; `reversed` when its booking was cancelled before that.
 * An agent sees only their own commission; owners and admins see everything and record payouts.
 */

export const COMMISSION_VIEW_STATUSES = ["pending", "payable", "paid", "reversed"] as const;

export const commissionListQuery = z.object({
  status: z.enum(COMMISSION_VIEW_STATUSES).optional(),
  kind: z.enum(["markup", "agent"]).optional(),
  /** One agent's commission (an agent may only ask for their own). */
  agent: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const commissionEntryView = z.strictObject({
  id: z.string(),
  kind: z.enum(["markup", "agent"]),
  status: z.enum(COMMISSION_VIEW_STATUSES),
  amount: money,
  amountUsd: z.number().int(),
  /** The agent's rate in basis points (1000 = 10%); null for the agency's markup. */
  rateBps: z.number().int().nullable(),
  payableOn: z.iso.date(),
  paidOn: z.iso.date().nullable(),
  reversedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  reference: z.string(),
  product: z.enum(PRODUCT_IDS),
  agent: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
});
export type CommissionEntryView = z.infer<typeof commissionEntryView>;

export const commissionListResponse = z.strictObject({
  entries: z.array(commissionEntryView),
  /** Sums by status and currency over every entry the filters (but the status) select. */
  totals: z.array(
    z.strictObject({ status: z.enum(["pending", "payable", "paid"]), amount: money }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type CommissionListResponse = z.infer<typeof commissionListResponse>;

export const newPayout = z.strictObject({
  agentId: z.uuid(),
  currency: currencyCode,
  /** The day it was paid; not in the future. Entries payable by then are paid with it. */
  paidOn: z.iso.date(),
  /** The transfer's reference. */
  reference: z.string().trim().max(100).optional(),
  /** Only these entries (by id); all that are payable when left out. */
  entryIds: z
    .array(z.string().regex(/^\d{1,18}$/))
    .max(1000)
    .optional(),
});

export const payoutView = z.strictObject({
  id: z.string(),
  agentId: z.string(),
  amount: money,
  paidOn: z.iso.date(),
  reference: z.string().nullable(),
  entries: z.number().int(),
});
export type PayoutView = z.infer<typeof payoutView>;
