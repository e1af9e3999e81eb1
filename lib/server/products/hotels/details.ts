import "server-only";
import type { HotelDetailsRequest, HotelDetailsResponse } from "@/lib/contract/hotels";
import type { AgencyRow } from "../../agency/agency";
import type { UserRow } from "../../auth/session";
import { agencyMarkup, agentView } from "../../deals/deals";
import { hotelProfile } from "../../inventory/hotels/profile";
import { placeById } from "../../inventory/places";
import { nightsBetween } from "@/lib/contract/stay";
import { supplierFor } from "../../inventory/suppliers/suppliers";
import { toSupplierQuery } from "./offer";
import { contractRate, hotelHeader, hotelRate, type StayPricing } from "./rates";

/**
 * A hotel's details page (SPEC §2.1 search-details): the hotel and every room type the party fits,
 * available or not, priced for the stay as search prices it (rates.ts), so the cheapest available
 * rate here is the figure the search result showed.
 */
export async function hotelDetails(
  agency: AgencyRow,
  viewer: UserRow | null,
  request: HotelDetailsRequest,
): Promise<HotelDetailsResponse> {
  const query = toSupplierQuery(request);
  const now = new Date();
  // `notFound` for an unknown place, or a hotel that is not at it or has no room for the party.
  const [place, hotel, markup] = await Promise.all([
    placeById(request.placeId),
    supplierFor("hotels").details(request.hotelId, query),
    agencyMarkup(agency.id, "hotels"),
  ]);
  const nights = nightsBetween(request.checkIn, request.checkOut);
  const stay: StayPricing = { checkIn: request.checkIn, nights, rooms: query.rooms, markup };
  const wholesale = agentView(viewer, agency);
  const rates = hotel.offers.map((offer) => hotelRate(hotel, offer, stay, wholesale));
  // What the header says (free cancellation, boards) is what can still be booked.
  const header = hotelHeader(
    hotel,
    place,
    rates.filter((r) => r.available),
    nights,
    now,
  );
  const profile = hotelProfile(hotel);
  return {
    hotel: {
      ...header,
      description: profile.description,
      amenities: profile.amenities,
      images: profile.imageKeys,
      address: profile.address,
      phone: profile.phone,
      timeZone: hotel.timeZone,
      checkInTime: profile.checkInTime,
      checkOutTime: profile.checkOutTime,
    },
    rates: rates.map(contractRate),
    nights,
  };
}
