"use client";

import type { OfferSnapshot } from "@/lib/contract/booking";
import { tripParts } from "../registry";
import type { FactsProps } from "./trip-frame";

export { CARD, DocumentLinks, StatusBadge, useStatusName } from "./trip-frame";

/**
 * The cancellation rule of any product, in its words and on its clock: a stay's deadline on the
 * hotel's, a flight's on its departure airport's (`bookedAt` starts its free hours), a rental's
 * on its pick-up desk's, an activity's on its own.
 */
export function FreeCancellation({ offer, bookedAt }: { offer: OfferSnapshot; bookedAt?: string }) {
  const { FreeCancellation: Rule } = tripParts(offer);
  return <Rule offer={offer} bookedAt={bookedAt} />;
}

/**
 * What was booked, for the checkout, the confirmation and the booking page, as its product
 * shows it; a rental's and an activity's amounts in the currency charged (`rate`, the booking's
 * own by default).
 */
export function BookingFacts({ offer, booking, rate = booking?.price }: FactsProps<OfferSnapshot>) {
  const { Facts } = tripParts(offer);
  return <Facts offer={offer} booking={booking} rate={rate} />;
}
