import type { ResortOfferSnapshot } from "@/lib/contract/resort";

// A resort stay's own reading: check-in to check-out, every guest of every unit.

export const resortTrip = {
  dates: (offer: ResortOfferSnapshot) => ({ start: offer.checkIn, end: offer.checkOut }),
  travellers: (offer: ResortOfferSnapshot) => offer.adults + offer.children,
  title: (offer: ResortOfferSnapshot) => `${offer.propertyName}, ${offer.destination}`,
};
