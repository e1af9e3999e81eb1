import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { PRODUCT_IDS } from "../../../contract/products";
import { agencyId } from "./agency";
import { timestamps } from "./columns";

/**
 * An agency's markup per booking product (issue: markups), a share of the wholesale rate in basis
 * points or a fixed amount in USD cents. No row means no markup.
 */
export const agencyMarkups = pgTable(
  "agency_markups",
  {
    agencyId: agencyId(),
    product: text("product", { enum: PRODUCT_IDS }).notNull(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Basis points for `percent`, USD cents for `fixed`. */
    value: integer("value").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.product] })],
);
