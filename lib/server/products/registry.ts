import "server-only";
import { activities } from "./activities";
import { cars } from "./cars";
import { cruise } from "./cruise";
import { flights } from "./flights";
import { hotels } from "./hotels";
import { resort } from "./resort";
import { plainDocuments } from "./kit/plain-documents";
import type { ProductAdapter, ProductDocuments, ProductModule } from "./kit/types";
import { effect } from "../faults/faults";
import { SupplierError } from "../inventory/supplier";

/**
 * The products the engine books (DESIGN §3): a product is its folder and a line here. Shared
 * code — the engine, the documents and emails, the booking views and lists — reads a product
 * only through `productModule`, never by comparing its id.
 */
const MODULES = new Map<string, ProductModule>(
  [hotels, flights, cars, activities, cruise, resort].map((m) => [m.id, m]),
);

/** Whether the engine books `id`. */
export function isBookable(id: string): boolean {
  return MODULES.has(id);
}

/** The product `id`; a fault when no module books it (ids are checked at the boundary). */
export function productModule(id: string): ProductModule {
  const product = MODULES.get(id);
  if (!product) throw new Error(`no product module for ${id}`);
  return product;
}

/** What the product's documents and emails say of its bookings. */
export function productDocuments(id: string): ProductDocuments {
  const product = productModule(id);
  return product.documents ?? plainDocuments(product.adapter);
}

const adapters = new WeakMap<ProductAdapter, ProductAdapter>();

/**
 * The product's engine adapter, its supplier's effects (hold, book, cancel, release) passing through
 * the fault points the money-safety tests arm (lib/server/faults).
 */
export function adapterFor(id: string): ProductAdapter {
  const adapter = productModule(id).adapter;
  let faulty = adapters.get(adapter);
  if (!faulty) {
    const down = () =>
      new SupplierError("supplierUnavailable", "The supplier is not answering. Please try again.");
    faulty = {
      ...adapter,
      hold: (query, offerId, reference) =>
        effect("supplier.hold", () => adapter.hold(query, offerId, reference), down),
      book: (holdId) => effect("supplier.book", () => adapter.book(holdId), down),
      cancel: (reference) => effect("supplier.cancel", () => adapter.cancel(reference), down),
      release: (holdId) => effect("supplier.release", () => adapter.release(holdId), down),
      releaseReference: (reference) =>
        effect("supplier.release", () => adapter.releaseReference(reference), down),
    };
    adapters.set(adapter, faulty);
  }
  return faulty;
}

/** Every registered product, in the order they were registered. */
export function productModules(): readonly ProductModule[] {
  return [...MODULES.values()];
}

/**
 * Adds a product to the registry, as a test build does to prove that a product is only its
 * module: the engine, the documents and the lists then book and show it like any other.
 */
export function registerProduct(product: ProductModule): () => void {
  // The application's products are the list above; only a test build adds one.
  if (process.env.NODE_ENV !== "test") throw new Error("products are listed in registry.ts");
  if (MODULES.has(product.id)) throw new Error(`product ${product.id} is registered already`);
  MODULES.set(product.id, product);
  return () => MODULES.delete(product.id);
}
