import "server-only";
import * as z from "zod";
import { detailHref } from "@/lib/booking/product-pages";
import type { BookingView } from "@/lib/contract/booking";
import type { Mail } from "../mail/transport";
import { brandOf } from "../agency/brand";
import { type AgencyBrand, fromAddress } from "../mail/brand";
import { registerMailKind } from "../mail/outbox";
import { bookingEmail, type BookingMailKind } from "./documents/booking-email";

/**
 * The booking emails the outbox sends (`booking.confirmed`, `booking.cancelled`, the reminder
 * `booking.balance-due`), rendered when
 * they go out from the booking as it is then. The outbox row holds `{ reference }` and, when the
 * caller has one, `manageUrl`: the signed guest link.
 */

export const BOOKING_MAIL_KINDS = {
  "booking.confirmed": "confirmed",
  "booking.cancelled": "cancelled",
  "booking.balance-due": "balanceDue",
} as const satisfies Record<string, BookingMailKind>;

const payloadSchema = z.object({
  reference: z.string().min(1).max(20),
  manageUrl: z.url().optional(),
});

export interface BookingMailDeps {
  /**
   * The booking as its owner sees it, with `guestLink` filled in, and the email of the agent who
   * booked it (who gets the mail too); null when there is none.
   */
  loadBooking(
    agencyId: string,
    reference: string,
  ): Promise<(BookingView & { agentEmail?: string | null }) | null>;
  /** Defaults to the agency's row and canonical address (`brandOf` of agency/brand.ts). */
  brandOf?(agencyId: string): Promise<AgencyBrand>;
}

/** Registers the booking emails with the outbox; call once at start-up, before it drains. */
export function registerBookingMails(deps: BookingMailDeps): void {
  const brandFor = deps.brandOf ?? brandOf;
  for (const [kind, emailKind] of Object.entries(BOOKING_MAIL_KINDS)) {
    registerMailKind(kind, async (payload, agencyId): Promise<Mail> => {
      const { reference, manageUrl } = payloadSchema.parse(payload);
      const [booking, brand] = await Promise.all([
        deps.loadBooking(agencyId, reference),
        brandFor(agencyId),
      ]);
      if (!booking) throw new Error(`booking ${reference} not found`);
      const link =
        manageUrl ??
        booking.guestLink ??
        `${brand.siteUrl}${detailHref(reference, booking.product)}`;
      const email = await bookingEmail(emailKind, booking, brand, booking.language, link);
      const to = [booking.contact.email, booking.agentEmail].filter(Boolean).join(", ");
      return { to, from: fromAddress(brand), ...email };
    });
  }
}
