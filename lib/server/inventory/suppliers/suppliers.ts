import "server-only";
import type { ProductId } from "@/lib/contract/products";
import {
  sandboxActivitySupplier,
  type ActivityQuery,
  type ActivityResult,
} from "../activities/supplier";
import { sandboxCarSupplier, type CarQuery, type CarResult } from "../cars/supplier";
import { sandboxCruiseSupplier, type CruiseQuery, type CruiseResult } from "../cruise/supplier";
import {
  sandboxFlightSupplier,
  type FlightQueryInput,
  type FlightResult,
} from "../flights/supplier";
import { sandboxHotelSupplier, type HotelSupplier } from "../hotels/supplier";
import { sandboxResortSupplier, type ResortQuery, type ResortResult } from "../resort/supplier";
import { systemClock, type Clock, type Supplier } from "../supplier";

/**
 * The supplier registry (DESIGN §5): the one place that says which supplier sells each product.
 * Everything that searches, prices, holds or books goes through `supplierFor`; today every
 * product is sold by its sandbox supplier. Tests that need their own clock build the same set
 * with `sandboxSuppliers(clock)`.
 */

interface SupplierOf {
  hotels: HotelSupplier;
  flights: Supplier<FlightQueryInput, FlightResult>;
  cars: Supplier<CarQuery, CarResult>;
  activities: Supplier<ActivityQuery, ActivityResult>;
  cruise: Supplier<CruiseQuery, CruiseResult>;
  resort: Supplier<ResortQuery, ResortResult>;
}

/** Each product's supplier, with its own query and result types. */
export type Suppliers = { readonly [P in ProductId]: SupplierOf[P] };

/** The sandbox supplier of every product, on `clock`. */
export function sandboxSuppliers(clock: Clock = systemClock): Suppliers {
  return {
    hotels: sandboxHotelSupplier(clock),
    flights: sandboxFlightSupplier(clock),
    cars: sandboxCarSupplier(clock),
    activities: sandboxActivitySupplier(clock),
    cruise: sandboxCruiseSupplier(clock),
    resort: sandboxResortSupplier(clock),
  };
}

/** The suppliers the application sells through, on the system clock. */
export const SUPPLIERS: Suppliers = sandboxSuppliers();

/** The supplier that sells `product`. */
export function supplierFor<P extends ProductId>(product: P): Suppliers[P] {
  return SUPPLIERS[product];
}
