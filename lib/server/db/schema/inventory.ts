/** The sandbox supplier's inventory (DESIGN §5), shared by every agency. */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PRODUCT_IDS } from "../../../contract/products";
import { timestamps } from "./columns";

/**
 * Sandbox supplier allotments (DESIGN §5): units of one item (a hotel room type, a flight, a car
 * desk's class, an activity) per day. Supplier inventory shared by every agency, so no agency_id.
 * Rows are created lazily on first search; the CHECK keeps holds and sales within capacity even
 * if a caller forgets its guard.
 */
export const supplierAllotments = pgTable(
  "supplier_allotments",
  {
    product: text("product", { enum: PRODUCT_IDS }).notNull(),
    itemId: text("item_id").notNull(),
    day: date("day").notNull(),
    capacity: integer("capacity").notNull(),
    held: integer("held").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.itemId, t.day] }),
    check(
      "supplier_allotments_within_capacity",
      sql`${t.capacity} >= 0 AND ${t.held} >= 0 AND ${t.sold} >= 0 AND ${t.held} + ${t.sold} <= ${t.capacity}`,
    ),
  ],
);

/**
 * The sandbox supplier's holds and bookings (DESIGN §5): `quantity` units of one allotment item on
 * each of `days`, held until `expires_at`, then sold (booked) or given back (released, expired,
 * cancelled). Supplier-side records shared by every agency, like the allotments; an agency's
 * booking keeps the `reference`. Each status change is one guarded UPDATE in the transaction that
 * moves the allotment units, so units are moved exactly once.
 */
export const supplierReservations = pgTable(
  "supplier_reservations",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    product: text("product", { enum: PRODUCT_IDS }).notNull(),
    /** What was held: a room type, or a flight itinerary's fare (see `item_ids`). */
    itemId: text("item_id").notNull(),
    days: date("days").array().notNull(),
    /**
     * The allotment item of each day when they differ (a flight itinerary: each segment's flight
     * cabin on its day); null when `item_id` is the item on every day.
     */
    itemIds: text("item_ids").array(),
    quantity: integer("quantity").notNull(),
    /** The priced total in minor units of `currency`. */
    totalMinor: integer("total_minor").notNull(),
    currency: text("currency", { enum: ["USD"] })
      .notNull()
      .default("USD"),
    status: text("status", { enum: ["held", "booked", "released", "cancelled", "expired"] })
      .notNull()
      .default("held"),
    /** The supplier's booking reference, set when the hold is booked. */
    reference: text("reference").unique(),
    /** The reference the buyer gave the hold (our quote's id), by which it can be given back. */
    clientReference: text("client_reference"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    // Finds the holds due to expire without reading bookings.
    index("supplier_reservations_held_expiry")
      .on(t.product, t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    uniqueIndex("supplier_reservations_client_reference").on(t.product, t.clientReference),
    check(
      "supplier_reservations_valid",
      sql`${t.quantity} > 0 AND ${t.totalMinor} >= 0 AND cardinality(${t.days}) > 0
        AND (${t.reference} IS NOT NULL) = (${t.status} IN ('booked', 'cancelled'))
        AND (${t.itemIds} IS NULL OR cardinality(${t.itemIds}) = cardinality(${t.days}))`,
    ),
  ],
);

/**
 * Named units of an allotment item on a day that one reservation holds alone: a flight's seat
 * (`12A`). The primary key makes a second claim of the same seat impossible; a claim lives as
 * long as its hold or booking and is deleted when that is released, expires or is cancelled.
 */
export const supplierClaims = pgTable(
  "supplier_claims",
  {
    product: text("product", { enum: PRODUCT_IDS }).notNull(),
    itemId: text("item_id").notNull(),
    day: date("day").notNull(),
    claim: text("claim").notNull(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => supplierReservations.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.itemId, t.day, t.claim] }),
    index("supplier_claims_reservation").on(t.reservationId),
  ],
);
