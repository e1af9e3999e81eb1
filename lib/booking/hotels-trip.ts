import type { HotelOfferSnapshot } from "@/lib/contract/booking";

// A stay's own reading of its booking, for every page and document that shows one.

/** The guests of a stay, counted: adults and children over all rooms. */
export function guestCounts(rooms: ReadonlyArray<{ adults: number; childAges: number[] }>) {
  return {
    adults: rooms.reduce((n, r) => n + r.adults, 0),
    children: rooms.reduce((n, r) => n + r.childAges.length, 0),
  };
}

export const hotelTrip = {
  dates: (offer: HotelOfferSnapshot) => ({ start: offer.checkIn, end: offer.checkOut }),
  travellers(offer: HotelOfferSnapshot) {
    const { adults, children } = guestCounts(offer.rooms);
    return adults + children;
  },
  title: (offer: HotelOfferSnapshot) => offer.hotelName,
};
