import "server-only";
import type { ProductId } from "@/lib/contract/products";
import { ApiError } from "../../errors";
import { supplierFor } from "../../inventory/suppliers/suppliers";

/** The supplier's hold, book, release, cancel and hold state of a product, as they are. */
export function supplierSteps(product: ProductId) {
  const supplier = () => supplierFor(product);
  return {
    hold: (query: unknown, offerId: string, reference: string) =>
      supplier().hold({ offerId, query, reference } as never),
    price: (query: unknown, offerId: string) => supplier().price({ offerId, query } as never),
    book: (holdId: string) => supplier().book(holdId),
    release: (holdId: string) => supplier().release(holdId),
    releaseReference: (reference: string) => supplier().releaseReference(reference),
    cancel: (reference: string) => supplier().cancel(reference),
    issuedTickets: async (reference: string, count: number) =>
      (await supplier().tickets?.(reference, count)) ?? [],
    holdState: (holdId: string) => supplier().holdState(holdId),
  };
}

/** A traveller rule broken: a 400 naming where. */
export const refuse = (where: string, message: string): never => {
  throw new ApiError("badRequest", `${where}: ${message}`);
};
