import "server-only";
import type { BookingView } from "@/lib/contract/booking";
import { productDocuments } from "../../products/registry";
import {
  type BookingT,
  type Detail,
  formatMoney,
  STATUS_KEYS,
} from "../../products/kit/document-kit";

/**
 * The policy in words, as the booking's product says it: free until the deadline on the clock
 * of the place, or what applies instead; a flight's rule as the fare gives it.
 */
export function cancellationText(booking: BookingView, locale: string, t: BookingT): string {
  return productDocuments(booking.offer.product).cancellationText(booking, locale, t);
}

/**
 * What was booked, in groups (references, what was booked, money), the same on the voucher and
 * in the emails. A cancelled booking shows its refund instead of a deadline that no longer
 * matters. `withTickets` lists a product's tickets among the rows (the emails; the document
 * draws them on their own).
 */
export function detailGroups(
  booking: BookingView,
  locale: string,
  t: BookingT,
  { withTickets = false } = {},
): Detail[][] {
  const documents = productDocuments(booking.offer.product);
  const references: Detail[] = [[t("status"), t(STATUS_KEYS[booking.status])]];
  const confirmation: Detail = [
    documents.confirmationLabel(t),
    booking.hotelConfirmation ?? t("notYetAvailable"),
  ];
  // A PNR comes first, as travellers quote it; a hotel's number after the supplier's.
  if (documents.confirmationFirst) references.push(confirmation);
  references.push([t("supplierReference"), booking.supplierReference ?? t("notYetAvailable")]);
  if (!documents.confirmationFirst) references.push(confirmation);
  const cancelled = booking.status === "cancelled";
  const money: Detail[] = [[t("charged"), formatMoney(booking.charged, locale)]];
  if (cancelled || booking.refunded.amountMinor > 0) {
    money.push([t("refunded"), formatMoney(booking.refunded, locale)]);
  }
  if (!cancelled) money.push([t("cancellation"), cancellationText(booking, locale, t)]);
  const booked = documents.groups(booking, locale, t, withTickets);
  return [references, ...booked, money];
}

/** The file names of a booking's documents: its product's PDF and the calendar file. */
export function documentFileNames(booking: BookingView): { pdf: string; ics: string } {
  const pdf = productDocuments(booking.offer.product).pdfName;
  return { pdf: `${pdf}-${booking.reference}.pdf`, ics: `booking-${booking.reference}.ics` };
}
