import "server-only";
import * as z from "zod";
import { agencyBookingRow, agencyBookingsResponse } from "@/lib/contract/agency-bookings";
import {
  bookingListResponse,
  bookingSummary,
  bookingView,
  currencyCode,
  quoteResponse,
} from "@/lib/contract/booking";
import { isBookable, productModule } from "./registry";

/**
 * The booking API's schemas as the server checks them: the browser's contract (lib/contract)
 * names the products its pages know, and the server answers for every product the registry
 * lists, each offer checked by its own product's schema. A product joins the API by joining the
 * registry.
 */

type Issue = z.core.$ZodIssue;
const copy = (ctx: z.core.$RefinementCtx, issues: readonly Issue[], path: PropertyKey[] = []) => {
  for (const issue of issues) {
    ctx.addIssue({ ...issue, path: [...path, ...issue.path] } as never);
  }
};

const registeredProduct = z
  .string()
  .max(40)
  .refine(isBookable, { message: "not a product that can be booked" });

/** An offer snapshot of a registered product, as that product describes its offers. */
export const registeredOffer = z
  .looseObject({ product: registeredProduct })
  .transform((offer, ctx) => {
    const parsed = productModule(offer.product).offer.safeParse(offer);
    if (parsed.success) return parsed.data;
    copy(ctx, parsed.error.issues);
    return z.NEVER;
  });

/** POST /api/checkout/quotes: a registered product and its own query. */
export const registeredQuoteRequest = z
  .object({
    product: registeredProduct,
    offerId: z.string().min(1).max(200),
    currency: currencyCode,
    query: z.unknown(),
  })
  .transform((request, ctx) => {
    const parsed = productModule(request.product).query.safeParse(request.query);
    if (parsed.success) return { ...request, query: parsed.data as unknown };
    copy(ctx, parsed.error.issues, ["query"]);
    return z.NEVER;
  });
export type RegisteredQuoteRequest = z.output<typeof registeredQuoteRequest>;

export const registeredQuoteResponse = quoteResponse.extend({ offer: registeredOffer });
export const registeredBookingView = bookingView.extend({ offer: registeredOffer });
export const registeredBookingListResponse = bookingListResponse.extend({
  bookings: z.array(bookingSummary.extend({ offer: registeredOffer })),
});
export const registeredAgencyBookingsResponse = agencyBookingsResponse.extend({
  rows: z.array(agencyBookingRow.extend({ product: registeredProduct })),
});
