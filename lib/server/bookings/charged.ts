import "server-only";
import { sql } from "drizzle-orm";

/**
 * What a booking has charged its traveller, in the booking's currency, for a list that selects
 * from `bookings`: what its card (or the agency wallet) captured less what was refunded to it. A
 * declined card or a payment waiting for 3-D Secure has captured nothing, so such a booking shows
 * 0 whatever its total; reward credits are not a charge (the booking's page shows them apart).
 * A sum per returned row, on the payments' booking index: no query per row, whatever the page.
 * Written with its table names: drizzle leaves them off the columns of a one-table select, where
 * `id` inside the subquery would then be the payment's own.
 */
export const chargedMinor = sql<number>`(
  SELECT coalesce(sum(p.captured_minor - p.refunded_minor), 0)::int FROM payments p
  WHERE p.booking_id = bookings.id AND p.agency_id = bookings.agency_id AND p.method <> 'credits'
)`.mapWith(Number);
