import * as z from "zod";

/**
 * `GET /api/health` (issue 26): what a load balancer and an operator need to know of one app
 * process. `status` is "down" (503) when the database or Redis does not answer, "degraded" when
 * mail or payments wait longer than they should, "ok" otherwise. Counts only: no agency's data.
 */
const check = z.strictObject({ ok: z.boolean(), ms: z.number().nonnegative() });
const backlog = z.strictObject({
  count: z.number().int().nonnegative(),
  /** The oldest waiting one's age in seconds; null when none waits. */
  oldestSeconds: z.number().int().nonnegative().nullable(),
});

export const healthResponse = z.strictObject({
  status: z.enum(["ok", "degraded", "down"]),
  database: check,
  /** Null when this deployment runs without Redis. */
  redis: check.nullable(),
  /** Mail written and not yet sent (the outbox). */
  outbox: backlog,
  /** Payments not settled yet: waiting on the gateway, or taken and not yet served. */
  reconciliation: backlog,
});
export type HealthResponse = z.infer<typeof healthResponse>;
