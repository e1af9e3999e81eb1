import { visitorCountryResponse } from "@/lib/contract/currency";
import { visitorCountry } from "@/lib/server/http/geo";
import { apiRoute } from "@/lib/server/http/api-route";

/** SPEC §9: the visitor's geolocated country, for agencies without a default currency. */
export const GET = apiRoute(visitorCountryResponse, async ({ request }) => ({
  country: visitorCountry(request.headers),
}));
