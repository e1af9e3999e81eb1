import type { CruiseOfferSnapshot } from "@/lib/contract/cruise";

// A cruise's own reading: it sails on its departure date and is back on its return date, at the
// port it sails from.

export const cruiseTrip = {
  dates: (offer: CruiseOfferSnapshot) => ({ start: offer.departureDate, end: offer.returnDate }),
  travellers: (offer: CruiseOfferSnapshot) =>
    offer.guests.adults + offer.guests.children + offer.guests.infants,
  title: (offer: CruiseOfferSnapshot) => `${offer.shipName}, ${offer.watersName}`,
};
