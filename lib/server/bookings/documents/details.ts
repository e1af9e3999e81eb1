import "server-only";
import type { BookingView } from "@/lib/contract/booking";
import { activityGroups } from "./activity";
import { carGroups } from "./car";
import {
  type BookingT,
  type Detail,
  flightCancellationText,
  flightGroups,
  formatDeadline,
  formatMoney,
  hotelGroups,
  STATUS_KEYS,
} from "./shared";

/**
 * The policy in words: free until the deadline on the clock of the place (the hotel's, the
 * pick-up desk's, the activity's), or what applies instead; a flight's rule as the fare gives it.
 */
export function cancellationText(booking: BookingView, locale: string, t: BookingT): string {
  const { offer } = booking;
  if (offer.product === "flights") {
    return flightCancellationText({ ...booking, offer }, locale, t);
  }
  const { policy } = offer;
  if (!policy.refundable) return t("nonRefundable");
  if (!policy.freeUntil) return t("feesApply");
  const timeZone =
    offer.product === "cars"
      ? offer.pickUp.timeZone
      : offer.product === "activities"
        ? offer.timeZone
        : policy.timeZone;
  return t("freeUntil", { deadline: formatDeadline(policy.freeUntil, timeZone, locale) });
}

/** The confirmation's label: the hotel's number, the airline's PNR, the rental's, the activity's. */
const CONFIRMATION_KEYS = {
  hotels: "hotelConfirmation",
  flights: "flight.recordLocator",
  cars: "car.confirmation",
  activities: "activity.confirmation",
} as const;

/**
 * What was booked, in groups (references, what was booked, money), the same on the voucher and
 * in the emails. A cancelled booking shows its refund instead of a deadline that no longer
 * matters. `withTickets` lists an activity's tickets among the rows (the emails; the document
 * draws them on their own).
 */
export function detailGroups(
  booking: BookingView,
  locale: string,
  t: BookingT,
  { withTickets = false } = {},
): Detail[][] {
  const { offer } = booking;
  const references: Detail[] = [[t("status"), t(STATUS_KEYS[booking.status])]];
  const confirmation: Detail = [
    t(CONFIRMATION_KEYS[offer.product]),
    booking.hotelConfirmation ?? t("notYetAvailable"),
  ];
  // A flight's PNR comes first, as travellers quote it; a hotel's number after the supplier's.
  if (offer.product !== "hotels") references.push(confirmation);
  references.push([t("supplierReference"), booking.supplierReference ?? t("notYetAvailable")]);
  if (offer.product === "hotels") references.push(confirmation);
  const cancelled = booking.status === "cancelled";
  const money: Detail[] = [[t("charged"), formatMoney(booking.charged, locale)]];
  if (cancelled || booking.refunded.amountMinor > 0) {
    money.push([t("refunded"), formatMoney(booking.refunded, locale)]);
  }
  if (!cancelled) money.push([t("cancellation"), cancellationText(booking, locale, t)]);
  let booked: Detail[][];
  switch (offer.product) {
    case "flights":
      booked = flightGroups({ ...booking, offer }, locale, t);
      break;
    case "cars":
      booked = carGroups({ ...booking, offer }, locale, t);
      break;
    case "activities":
      booked = activityGroups({ ...booking, offer }, locale, t, withTickets);
      break;
    default:
      booked = hotelGroups(booking, locale, t);
  }
  return [references, ...booked, money];
}
