import { expect } from "vitest";
import { reconcile } from "@/lib/server/bookings/reconcile";
import { cancelBooking, readBooking, sandboxPayments } from "./booking";

// Apart from ./booking: the reconciliation job's imports (mail and its React templates) must not
// reach tests/support/booking-worker.ts, which runs under the react-server condition.

/**
 * Cancels a confirmed card booking whose supplier does not answer a cancellation (a test item
 * that fails at cancel): a 502, the booking `cancelling` with nothing refunded while the
 * reconciliation job asks the supplier again, and after a day with no answer the booking stands,
 * confirmed and still paid.
 */
export async function expectUnansweredCancellationToStand(
  host: string,
  reference: string,
  cookie: string,
) {
  const r = await cancelBooking(host, reference, cookie);
  expect(r.status).toBe(502);
  expect(r.body.code).toBe("supplierUnavailable");
  // Whether a supplier that did not answer cancelled after all is not known yet: the
  // cancellation waits, asked again by the reconciliation job, and nothing is refunded.
  const waiting = await readBooking(host, reference, cookie);
  expect(waiting.body).toMatchObject({
    status: "cancelling",
    refunded: { amountMinor: 0, currency: "USD" },
  });
  await reconcile({ now: new Date(Date.now() + 3_600_000) });
  expect((await readBooking(host, reference, cookie)).body.status).toBe("cancelling");
  // A day on, still booked with the supplier: it will not cancel, and the booking stands.
  await reconcile({ now: new Date(Date.now() + 25 * 3_600_000) });
  const after = await readBooking(host, reference, cookie);
  expect(after.body).toMatchObject({
    status: "confirmed",
    refunded: { amountMinor: 0, currency: "USD" },
  });
  expect((await sandboxPayments(reference)).map((p) => p.status)).toEqual(["captured"]);
}
