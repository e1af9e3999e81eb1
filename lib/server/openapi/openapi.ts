import { commissionListQuery, commissionListResponse } from "@/lib/contract/commissions";
import { rewardSettings, walletQuery, walletResponse } from "@/lib/contract/wallet";
import "server-only";
import { z } from "zod";
import { paymentGatewayResponse } from "@/lib/contract/agency";
import {
  agencyBookingsQuery,
  agencyBookingsResponse,
  bookingNote,
  bookingNotesResponse,
  newBookingNote,
  resendResponse,
} from "@/lib/contract/agency-bookings";
import {
  bookingListQuery,
  bookingListResponse,
  bookingLookupRequest,
  bookingRequest,
  bookingView,
  cancelRequest,
  cardTokenRequest,
  cardTokenResponse,
  quoteCurrencyRequest,
  quoteRequest,
  quoteResponse,
} from "@/lib/contract/booking";
import {
  agencyFlightBookingsQuery,
  companionsResponse,
  flightFaresRequest,
  flightFaresResponse,
  flightSearchRequest,
  flightSearchResponse,
  seatMapRequest,
  seatMapResponse,
} from "@/lib/contract/flights";
import { client, clientsResponse, newClient } from "@/lib/contract/clients";
import {
  agencyClientDetails,
  agencyClientPatch,
  agencyClientsQuery,
  agencyClientsResponse,
  clientImportResponse,
  clientTraveller,
  clientTravellerInput,
  clientTravellerPatch,
  clientTravellersResponse,
  newAgencyClient,
  rewardWalletResponse,
  rewardWalletSwitch,
} from "@/lib/contract/agency-clients";
import { agencyProductsResponse, agencyProductsUpdate } from "@/lib/contract/agency-products";
import {
  API_KEY_SCOPES,
  apiKey,
  apiKeysResponse,
  createdApiKey,
  newApiKeyRequest,
  type ApiKeyScope,
} from "@/lib/contract/api-keys";
import {
  acceptInviteRequest,
  agentDetail,
  agentInvitation,
  agentsQuery,
  agentsResponse,
  agentUpdate,
} from "@/lib/contract/agency-agents";
import { loginResponse } from "@/lib/contract/user";
import {
  CARD_BRANDS,
  connectionTestResponse,
  paymentSettingsResponse,
  paymentSettingsUpdate,
} from "@/lib/contract/payment-settings";
import { MIN_CONTRAST, themeResponse, themeUpdate } from "@/lib/contract/theme";
import { subscriptionResponse } from "@/lib/contract/subscription";
import { SEARCHES_PAGE_SIZE, searchesQuery, searchesResponse } from "@/lib/contract/searches";
import {
  newSupportThread,
  SUPPORT_PAGE_SIZE,
  supportReply,
  supportThreadDetail,
  supportThreadPatch,
  supportThreadsQuery,
  supportThreadsResponse,
} from "@/lib/contract/support";
import {
  newPayRequest,
  PAY_LINK_DAYS,
  PAY_REQUESTS_PAGE_SIZE,
  payRequestPaid,
  payRequestPatch,
  payRequestPayment,
  payRequestRow,
  payRequestsQuery,
  payRequestsResponse,
  publicPayRequest,
} from "@/lib/contract/pay-requests";
import { errorResponse } from "@/lib/contract/errors";
import {
  hotelDetailsRequest,
  hotelDetailsResponse,
  hotelSearchRequest,
  hotelSearchResponse,
} from "@/lib/contract/hotels";
import { flightCandidates } from "../inventory/flights/supplier";
import { geo } from "../inventory/geo/geo";
import { hotelsForCity } from "../inventory/hotels/generate";
import { activitiesForCity } from "../inventory/activities/generate";
import {
  activityDetailsRequest,
  activityDetailsResponse,
  activitySearchRequest,
  activitySearchResponse,
} from "@/lib/contract/activities";
import {
  carDetailsRequest,
  carDetailsResponse,
  carOfferQuery,
  carSearchResponse,
} from "@/lib/contract/cars";
import { carOffersAt } from "../inventory/cars/generate";
import { placeById } from "../inventory/places";

/**
 * The booking API as an OpenAPI 3.1 document, generated from the zod contracts (lib/contract) so
 * it cannot drift from what the routes parse and answer. Every call has a request example that
 * runs as it is against the demo agency, in the order given: dates are computed from today, and
 * `{quoteId}`, `{token}`, `{reference}`, `{threadId}`, `{payRequestId}` and the like stand for
 * what the calls before them answered; `{payToken}` is a pay link's token, which only its mail
 * carries, and `{cardToken}` a new sandbox card token (each is spent once).
 */

interface Operation {
  method: "get" | "post" | "patch" | "put" | "delete";
  path: string;
  summary: string;
  tags: string[];
  request?: z.ZodType;
  query?: z.ZodObject;
  response: z.ZodType;
  status: number;
  /** The request body's example (a function of the day's dates). */
  example?: unknown;
  /** Example query string. */
  exampleQuery?: Record<string, string>;
  idempotent?: boolean;
  signedIn?: boolean;
  /** An API key with this scope may make the call (`Authorization: Bearer wl_…`). */
  apiKeyScope?: ApiKeyScope;
  /** A body or an answer that is a CSV file rather than JSON (its schema is then the text). */
  requestType?: "text/csv";
  responseType?: "text/csv";
}

const isoDay = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

async function operations(today: Date): Promise<Operation[]> {
  const { cities } = await geo();
  const paris = cities.places.find((p) => p.name === "Paris" && p.countryCode === "FR")!;
  const stay = {
    placeId: paris.id,
    checkIn: isoDay(today, 30),
    checkOut: isoDay(today, 32),
    rooms: [{ adults: 2, childAges: [] }],
    nationality: "FR",
  };
  // An ordinary hotel of Paris and its cheapest room, the same on every machine.
  const hotel = hotelsForCity(paris)[0]!;
  const hotelId = hotel.id;
  const offerId = hotel.roomTypes.find((r) => r.maxOccupancy >= 2)!.id;
  // A round trip Lisbon ⇄ Madrid for two adults, and its first itinerary's cheapest fare.
  const trip = {
    trip: "round" as const,
    legs: [
      { from: ["LIS"], to: ["MAD"], date: isoDay(today, 30) },
      { from: ["MAD"], to: ["LIS"], date: isoDay(today, 37) },
    ],
    adults: 2,
    children: 0,
    infants: 0,
    cabin: "economy" as const,
  };
  const [itinerary] = await flightCandidates({ ...trip, seats: [] });
  const fareId = itinerary!.offers[0]!.offerId;
  // A week's rental at Paris-Charles de Gaulle with a child seat, and an activity of Paris.
  const cdg = await placeById("airport-CDG");
  const rental = {
    locationId: cdg.id,
    pickUp: `${isoDay(today, 30)}T10:00`,
    dropOff: `${isoDay(today, 37)}T10:00`,
    driverAge: 30,
    residence: "FR",
  };
  const carOfferId = carOffersAt(cdg)[0]!.id;
  const activity = activitiesForCity(paris)[0]!;
  const contact = {
    firstName: "Ana",
    lastName: "Silva",
    email: "ana.silva@example.com",
    phone: "+33612345678",
    country: "FR",
  };
  return [
    {
      method: "post",
      path: "/api/hotels/search",
      apiKeyScope: "search",
      summary: "Search hotels for a stay",
      tags: ["Hotels"],
      request: hotelSearchRequest,
      response: hotelSearchResponse,
      status: 200,
      example: { ...stay, sort: "price", page: 1 },
    },
    {
      method: "post",
      path: "/api/hotels/details",
      summary: "One hotel with every room's rate for the stay",
      tags: ["Hotels"],
      request: hotelDetailsRequest,
      response: hotelDetailsResponse,
      status: 200,
      example: { ...stay, hotelId },
    },
    {
      method: "post",
      path: "/api/flights/search",
      apiKeyScope: "search",
      summary: "Search flights: one way, round trip or multi-city (up to 5 legs)",
      tags: ["Flights"],
      request: flightSearchRequest,
      response: flightSearchResponse,
      status: 200,
      example: trip,
    },
    {
      method: "post",
      path: "/api/flights/fares",
      summary: "An itinerary of the search with its fare brands, cheapest first",
      tags: ["Flights"],
      request: flightFaresRequest,
      response: flightFaresResponse,
      status: 200,
      example: { ...trip, itineraryId: itinerary!.id },
    },
    {
      method: "post",
      path: "/api/flights/seatmaps",
      summary: "A fare's seat maps, one a segment, with taken and paid seats",
      tags: ["Flights"],
      request: seatMapRequest,
      response: seatMapResponse,
      status: 200,
      example: { ...trip, offerId: fareId },
    },
    {
      method: "post",
      path: "/api/cars/search",
      apiKeyScope: "search",
      summary: "Search car rentals at an airport or city desk for the driver",
      tags: ["Cars"],
      request: carOfferQuery,
      response: carSearchResponse,
      status: 200,
      example: rental,
    },
    {
      method: "post",
      path: "/api/cars/details",
      summary: "One car priced with the extras asked for, what it includes and its extras",
      tags: ["Cars"],
      request: carDetailsRequest,
      response: carDetailsResponse,
      status: 200,
      example: { ...rental, offerId: carOfferId, extras: { childSeat: 1 } },
    },
    {
      method: "post",
      path: "/api/activities/search",
      apiKeyScope: "search",
      summary: "A city's activities for some dates, each priced from one adult",
      tags: ["Activities"],
      request: activitySearchRequest,
      response: activitySearchResponse,
      status: 200,
      example: { cityId: paris.id, from: isoDay(today, 30), to: isoDay(today, 33) },
    },
    {
      method: "post",
      path: "/api/activities/details",
      summary: "An activity's options with the day's time slots and places left",
      tags: ["Activities"],
      request: activityDetailsRequest,
      response: activityDetailsResponse,
      status: 200,
      example: { productCode: activity.id, date: isoDay(today, 31) },
    },
    {
      method: "get",
      path: "/api/getCurrentPaymentGateway",
      summary: "The agency's payment gateway (the sandbox when none is set)",
      tags: ["Payments"],
      response: paymentGatewayResponse,
      status: 200,
    },
    {
      method: "post",
      path: "/api/checkout/quotes",
      summary: "Price an offer again and hold it (15 minutes), at a locked exchange rate",
      tags: ["Bookings"],
      request: quoteRequest,
      response: quoteResponse,
      status: 201,
      signedIn: true,
      example: { product: "hotels", offerId, query: stay, currency: "EUR" },
    },
    {
      method: "get",
      path: "/api/checkout/quotes/{quoteId}",
      summary: "A quote of the caller; 410 once its hold ended",
      tags: ["Bookings"],
      response: quoteResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "patch",
      path: "/api/checkout/quotes/{quoteId}",
      summary: "The quote in another currency at today's rate, keeping its hold",
      tags: ["Bookings"],
      request: quoteCurrencyRequest,
      response: quoteResponse,
      status: 200,
      signedIn: true,
      example: { currency: "USD" },
    },
    {
      method: "post",
      path: "/api/payments/sandbox/tokens",
      summary: "The sandbox gateway's card tokenisation (the browser's side)",
      tags: ["Payments"],
      request: cardTokenRequest,
      response: cardTokenResponse,
      status: 201,
      example: {
        number: "4242424242424242",
        expMonth: 12,
        expYear: today.getUTCFullYear() + 2,
        cvc: "123",
        name: "Ana Silva",
      },
    },
    {
      method: "post",
      path: "/api/bookings",
      summary: "Book a quote: authorise, book with the supplier, capture, confirm",
      tags: ["Bookings"],
      request: bookingRequest,
      response: bookingView,
      status: 201,
      idempotent: true,
      signedIn: true,
      example: {
        quoteId: "{quoteId}",
        contact,
        travellers: [{ firstName: "Ana", lastName: "Silva", unit: 0 }],
        payment: { method: "card", token: "{token}" },
        acceptTerms: true,
      },
    },
    {
      method: "get",
      path: "/api/bookings",
      summary: "The caller's bookings (staff: `scope=agency`)",
      tags: ["Bookings"],
      query: bookingListQuery,
      response: bookingListResponse,
      status: 200,
      signedIn: true,
      exampleQuery: { when: "upcoming" },
    },
    {
      method: "get",
      path: "/api/bookings/{reference}",
      summary: "One booking with its status history",
      tags: ["Bookings"],
      response: bookingView,
      status: 200,
      signedIn: true,
    },
    {
      method: "post",
      path: "/api/agency/bookings/{reference}/notes",
      summary: "Adds a staff member's internal note to a booking (never shown to the traveller)",
      tags: ["Back office"],
      request: newBookingNote,
      response: bookingNote,
      status: 201,
      signedIn: true,
      example: { body: "Asked for a late check-in; the hotel confirmed." },
    },
    {
      method: "get",
      path: "/api/agency/bookings/{reference}/notes",
      summary: "The staff's internal notes on a booking, oldest first",
      tags: ["Back office"],
      response: bookingNotesResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "post",
      path: "/api/agency/bookings/{reference}/resend",
      summary:
        "Sends the booking's confirmation email again (its cancellation once cancelled); once a minute",
      tags: ["Back office"],
      response: resendResponse,
      status: 202,
      signedIn: true,
    },
    {
      method: "get",
      path: "/api/agency/wallet",
      summary:
        "The agency wallet (staff): its balance in every currency it holds and one currency's statement, newest first",
      tags: ["Back office"],
      query: walletQuery,
      response: walletResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "get",
      path: "/api/agency/wallet/rewards",
      summary:
        "The agency's reward credit rules: the share of a paid booking earned, and for how long",
      tags: ["Back office"],
      response: rewardSettings,
      status: 200,
      signedIn: true,
    },
    {
      method: "put",
      path: "/api/agency/wallet/rewards",
      summary: "Sets the reward credit rules (owners and admins)",
      tags: ["Back office"],
      request: rewardSettings,
      response: rewardSettings,
      status: 200,
      signedIn: true,
      example: { rewardBps: 0, rewardExpiryDays: 365 },
    },
    {
      method: "get",
      path: "/api/agency/commissions",
      summary:
        "The commission ledger: an agent's own commission, or (owners and admins) every entry with the agency's markup; totals pending, payable and paid",
      tags: ["Back office"],
      query: commissionListQuery,
      response: commissionListResponse,
      status: 200,
      signedIn: true,
      exampleQuery: { status: "pending" },
    },
    {
      method: "post",
      path: "/api/bookings/lookup",
      summary: "A guest's booking by reference and the lead guest's last name",
      tags: ["Bookings"],
      request: bookingLookupRequest,
      response: bookingView,
      status: 200,
      example: { reference: "{reference}", lastName: "Silva" },
    },
    {
      method: "post",
      path: "/api/bookings/{reference}/cancel",
      summary: "Cancel, with the refund the policy gives now",
      tags: ["Bookings"],
      request: cancelRequest,
      response: bookingView,
      status: 200,
      idempotent: true,
      signedIn: true,
      example: {},
    },
    {
      method: "get",
      path: "/api/agency/flights/bookings",
      summary: "The agency's flight bookings (staff), by status, travel dates, name or reference",
      tags: ["Flights"],
      query: agencyFlightBookingsQuery,
      response: bookingListResponse,
      status: 200,
      signedIn: true,
      exampleQuery: { status: "confirmed", travelFrom: isoDay(today, 0) },
    },
    {
      method: "get",
      path: "/api/agency/bookings",
      apiKeyScope: "bookings:read",
      summary:
        "The agency's bookings of every product (staff), filtered, sorted and paged; net and markup only for staff who see wholesale rates",
      tags: ["Back office"],
      query: agencyBookingsQuery,
      response: agencyBookingsResponse,
      status: 200,
      signedIn: true,
      exampleQuery: { status: "confirmed", sort: "startsOn", dir: "asc", pageSize: "10" },
    },
    {
      method: "get",
      path: "/api/agency/agents",
      summary:
        "The agency's staff (owners and admins), by name or email, role and status, sorted and paged; each with their confirmed bookings and sales this month and overall",
      tags: ["Back office"],
      query: agentsQuery,
      response: agentsResponse,
      status: 200,
      signedIn: true,
      exampleQuery: { status: "active", sort: "salesTotal", dir: "desc", pageSize: "10" },
    },
    {
      method: "post",
      path: "/api/agency/agents/invitations",
      summary:
        "Invites an agent by email (owners and admins; an Admin only by the owner): a link to choose a password is mailed. 200 when inviting again someone who has not accepted (earlier links stop working), 409 for an address with an account",
      tags: ["Back office"],
      request: agentInvitation,
      response: agentDetail,
      status: 201,
      signedIn: true,
      example: {
        email: `new.agent.${today.getTime()}@example.com`,
        firstName: "Noor",
        lastName: "Haddad",
        role: "TravelAgent",
        isRestrictedAgent: false,
      },
    },
    {
      method: "post",
      path: "/api/user/accept-invite",
      summary:
        "The invited agent's password, with the token of the emailed link (once, within 7 days): the address is confirmed and the agent signed in. 400 for a link that is not one, 410 for a used or expired one",
      tags: ["Accounts"],
      request: acceptInviteRequest,
      response: loginResponse,
      status: 200,
      example: { token: "{inviteToken}", password: "Harbour-Lights-2031" },
    },
    {
      method: "get",
      path: "/api/agency/agents/{agentId}",
      summary:
        "One agent with their sales (owners and admins; an agent only themselves, anyone else is a 404)",
      tags: ["Back office"],
      response: agentDetail,
      status: 200,
      signedIn: true,
    },
    {
      method: "patch",
      path: "/api/agency/agents/{agentId}",
      summary:
        "Changes an agent's role, restricted flag, commission rate (basis points, null for the agency's) or disables them, which ends their sessions at once. Never oneself nor the agency owner; the Admin role only by the owner",
      tags: ["Back office"],
      request: agentUpdate,
      response: agentDetail,
      status: 200,
      signedIn: true,
      example: { isRestrictedAgent: true, commissionBps: 1250 },
    },
    {
      method: "get",
      path: "/api/user/companions",
      summary: "The signed-in traveller's saved companions, for the passenger form",
      tags: ["Flights"],
      response: companionsResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "get",
      path: "/api/clients",
      apiKeyScope: "clients:read",
      summary: "The agency's clients (agents)",
      tags: ["Clients"],
      response: clientsResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "post",
      path: "/api/clients",
      summary: "A new client of the agency (agents)",
      tags: ["Clients"],
      request: newClient,
      response: client,
      status: 201,
      signedIn: true,
      example: {
        firstName: "Luis",
        lastName: "Costa",
        email: `luis.${today.getTime()}@example.com`,
      },
    },
    {
      method: "post",
      path: "/api/agency/clients",
      summary: "A new client of the agency (staff); 409 when one has the email already",
      tags: ["Clients"],
      request: newAgencyClient,
      response: agencyClientDetails,
      status: 201,
      signedIn: true,
      example: {
        firstName: "Marta",
        lastName: "Lopez",
        email: `marta.${today.getTime()}@example.com`,
        phone: "+34 612 345 678",
        country: "ES",
        preferences: "Aisle seat; vegetarian meals",
      },
    },
    {
      method: "get",
      path: "/api/agency/clients",
      summary:
        "The agency's clients (staff), found by name, email or phone, sorted and paged by the server, each with its number of bookings",
      tags: ["Clients"],
      query: agencyClientsQuery,
      response: agencyClientsResponse,
      status: 200,
      signedIn: true,
      exampleQuery: { q: "Marta", sort: "createdAt", dir: "desc", pageSize: "10" },
    },
    {
      method: "get",
      path: "/api/agency/clients/{clientId}",
      summary:
        "A client with preferences, notes, travellers, latest bookings and the reward wallet of the traveller account with the same email",
      tags: ["Clients"],
      response: agencyClientDetails,
      status: 200,
      signedIn: true,
    },
    {
      method: "patch",
      path: "/api/agency/clients/{clientId}",
      summary:
        "Changes the fields sent (null clears an optional one); 409 for another client's email",
      tags: ["Clients"],
      request: agencyClientPatch,
      response: agencyClientDetails,
      status: 200,
      signedIn: true,
      example: { notes: "Prefers to be called after 6 pm." },
    },
    {
      method: "post",
      path: "/api/agency/clients/{clientId}/travellers",
      summary: "Adds a traveller to the client, with passport data (offered again at checkout)",
      tags: ["Clients"],
      request: clientTravellerInput,
      response: clientTraveller,
      status: 201,
      signedIn: true,
      example: {
        firstName: "Lucia",
        lastName: "Lopez",
        dateOfBirth: "2014-05-02",
        gender: "female",
        nationality: "ES",
        passportNumber: "PAB123456",
        passportExpiry: isoDay(today, 1500),
      },
    },
    {
      method: "get",
      path: "/api/agency/clients/{clientId}/travellers",
      summary: "The client's travellers, by name",
      tags: ["Clients"],
      response: clientTravellersResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "patch",
      path: "/api/agency/clients/{clientId}/travellers/{travellerId}",
      summary: "Changes the fields of a client's traveller that are sent",
      tags: ["Clients"],
      request: clientTravellerPatch,
      response: clientTraveller,
      status: 200,
      signedIn: true,
      example: { passportNumber: "PAB654321" },
    },
    {
      method: "delete",
      path: "/api/agency/clients/{clientId}/travellers/{travellerId}",
      summary: "Removes a client's traveller; answers the client's remaining travellers",
      tags: ["Clients"],
      response: clientTravellersResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "put",
      path: "/api/agency/clients/{clientId}/reward-wallet",
      summary:
        "Switches the reward wallet of the agency's traveller account with the client's email (owners and admins); 404 when there is none",
      tags: ["Clients"],
      request: rewardWalletSwitch,
      response: rewardWalletResponse,
      status: 200,
      signedIn: true,
      example: { enabled: true },
    },
    {
      method: "get",
      path: "/api/agency/clients/export",
      summary:
        "The agency's clients (those `q` finds) as CSV: firstName, lastName, email, phone, country, preferences; cells that look like formulas start with '",
      tags: ["Clients"],
      query: z.object({ q: z.string().optional() }),
      response: z.string(),
      responseType: "text/csv",
      status: 200,
      signedIn: true,
      exampleQuery: { q: "Marta" },
    },
    {
      method: "post",
      path: "/api/agency/clients/import",
      summary:
        "Imports clients from CSV (the export's columns; at most 1 MB and 5,000 lines). All or nothing: any wrong line is a 422 `{ message, code: invalidRows, errors: [{ line, column, message }] }`",
      tags: ["Clients"],
      request: z.string(),
      requestType: "text/csv",
      response: clientImportResponse,
      status: 201,
      signedIn: true,
      example: `firstName,lastName,email,phone,country,preferences\r\nNina,Berg,nina.${today.getTime()}@example.com,+46 70 123 45 67,SE,Window seat\r\n`,
    },
    {
      method: "get",
      path: "/api/agency/products",
      summary: "The agency's booking products, active or not, in its order (Product Settings)",
      tags: ["Back office"],
      response: agencyProductsResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "put",
      path: "/api/agency/products",
      summary:
        "Replaces the order and active flags of the agency's booking products (those left out follow, inactive; one at least stays active). An inactive product's search, details and quote calls answer 404; its bookings stay",
      tags: ["Back office"],
      request: agencyProductsUpdate,
      response: agencyProductsResponse,
      status: 200,
      signedIn: true,
      example: {
        products: ["flights", "hotels", "cars", "activities", "cruise", "resort"].map((id) => ({
          id,
          active: true,
        })),
      },
    },
    {
      method: "get",
      path: "/api/agency/api-keys",
      summary: "The agency's API keys (Applications), never a key itself nor its hash",
      tags: ["Back office"],
      response: apiKeysResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "post",
      path: "/api/agency/api-keys",
      summary: `A new API key with scopes (${API_KEY_SCOPES.join(", ")}); the key is in this answer only`,
      tags: ["Back office"],
      request: newApiKeyRequest,
      response: createdApiKey,
      status: 201,
      signedIn: true,
      example: { name: "Reporting", scopes: ["bookings:read"] },
    },
    {
      method: "delete",
      path: "/api/agency/api-keys/{id}",
      summary: "Revokes an API key for good (again: no change)",
      tags: ["Back office"],
      response: apiKey,
      status: 200,
      signedIn: true,
    },
    {
      method: "get",
      path: "/api/agency/payment-settings",
      summary:
        "The agency's payment gateway (sandbox or Stripe), its mode, publishable key, the secret key's last four characters, the card brands accepted and the last connection test (owners and admins)",
      tags: ["Back office"],
      response: paymentSettingsResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "put",
      path: "/api/agency/payment-settings",
      summary:
        "Sets the gateway, its mode and keys (the secret one sealed, never shown again; kept when left out) and the card brands accepted (owners and admins); new keys clear the connection test",
      tags: ["Back office"],
      request: paymentSettingsUpdate,
      response: paymentSettingsResponse,
      status: 200,
      signedIn: true,
      example: { provider: "sandbox", mode: "test", methods: [...CARD_BRANDS] },
    },
    {
      method: "post",
      path: "/api/agency/payment-settings/test",
      summary:
        "Asks the gateway whether it takes the saved keys, and records the answer (owners and admins)",
      tags: ["Back office"],
      response: connectionTestResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "get",
      path: "/api/agency/theme",
      summary:
        "The agency's primary colour and the addresses of its logo, mobile logo and favicon (owners and admins)",
      tags: ["Back office"],
      response: themeResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "put",
      path: "/api/agency/theme",
      summary: `Sets the primary colour (#RRGGBB; owners and admins); 400 when white text on it, or it as text on white, has a contrast under ${MIN_CONTRAST}:1 (WCAG AA)`,
      tags: ["Back office"],
      request: themeUpdate,
      response: themeResponse,
      status: 200,
      signedIn: true,
      example: { primaryColor: "#0b7285" },
    },
    {
      method: "get",
      path: "/api/agency/subscription",
      summary:
        "Whether the agency is subscribed, with its latest payment: the plan, its amount and until when it runs",
      tags: ["Back office"],
      response: subscriptionResponse,
      status: 200,
      signedIn: true,
    },
    {
      method: "get",
      path: "/api/agency/searches",
      summary: `The recent searches of the agency's travellers and agents (staff), by product, newest first, ${SEARCHES_PAGE_SIZE} a page; each with its results page's address, which runs it again`,
      tags: ["Back office"],
      query: searchesQuery,
      response: searchesResponse,
      status: 200,
      signedIn: true,
      exampleQuery: { product: "hotels" },
    },
    {
      method: "post",
      path: "/api/user/support/threads",
      summary:
        "Opens a support request with its first message, about one of the caller's bookings or none; the agency's contact email is told",
      tags: ["Support"],
      request: newSupportThread,
      response: supportThreadDetail,
      status: 201,
      signedIn: true,
      example: {
        subject: "Late arrival in Paris",
        message: "Our flight lands at 11 pm: can the hotel keep the room for us?",
      },
    },
    {
      method: "get",
      path: "/api/user/support/threads",
      summary: `The caller's own support requests, by status, newest activity first, ${SUPPORT_PAGE_SIZE} a page`,
      tags: ["Support"],
      query: supportThreadsQuery,
      response: supportThreadsResponse,
      status: 200,
      signedIn: true,
      exampleQuery: { status: "open" },
    },
    {
      method: "get",
      path: "/api/user/support/threads/{threadId}",
      summary: "One of the caller's support requests with its messages, oldest first",
      tags: ["Support"],
      response: supportThreadDetail,
      status: 200,
      signedIn: true,
    },
    {
      method: "post",
      path: "/api/user/support/threads/{threadId}/messages",
      summary:
        "The requester's reply: a closed request opens again, and the agency's contact email is told",
      tags: ["Support"],
      request: supportReply,
      response: supportThreadDetail,
      status: 201,
      signedIn: true,
      example: { message: "We would also like a baby cot in the room." },
    },
    {
      method: "get",
      path: "/api/agency/support/threads",
      summary: `Every support request made to the agency (staff), by status, newest activity first, ${SUPPORT_PAGE_SIZE} a page, with the requester's name and email`,
      tags: ["Support"],
      query: supportThreadsQuery,
      response: supportThreadsResponse,
      status: 200,
      signedIn: true,
      exampleQuery: { status: "open" },
    },
    {
      method: "get",
      path: "/api/agency/support/threads/{threadId}",
      summary: "A support request made to the agency, with its messages (staff)",
      tags: ["Support"],
      response: supportThreadDetail,
      status: 200,
      signedIn: true,
    },
    {
      method: "post",
      path: "/api/agency/support/threads/{threadId}/messages",
      summary: "A staff reply for the agency; the requester is told by email",
      tags: ["Support"],
      request: supportReply,
      response: supportThreadDetail,
      status: 201,
      signedIn: true,
      example: { message: "The hotel keeps the room until 2 am and has a cot ready for you." },
    },
    {
      method: "patch",
      path: "/api/agency/support/threads/{threadId}",
      summary: "Closes or reopens a support request (staff)",
      tags: ["Support"],
      request: supportThreadPatch,
      response: supportThreadDetail,
      status: 200,
      signedIn: true,
      example: { status: "closed" },
    },
    {
      method: "post",
      path: "/api/agency/pay-requests",
      summary: `Asks one of the agency's clients for an amount (staff), about one of its bookings or none: the client is mailed a link to pay it, valid ${PAY_LINK_DAYS} days`,
      tags: ["Pay"],
      request: newPayRequest,
      response: payRequestRow,
      status: 201,
      signedIn: true,
      example: {
        clientId: "{clientId}",
        amountMinor: 12_500,
        currency: "EUR",
        description: "Balance of the Paris stay",
      },
    },
    {
      method: "get",
      path: "/api/agency/pay-requests",
      summary: `The agency's payment requests (staff), by state (a pending one past its link's days is expired) and client, newest first, ${PAY_REQUESTS_PAGE_SIZE} a page`,
      tags: ["Pay"],
      query: payRequestsQuery,
      response: payRequestsResponse,
      status: 200,
      signedIn: true,
      exampleQuery: { status: "pending" },
    },
    {
      method: "get",
      path: "/api/agency/pay-requests/{payRequestId}",
      summary: "One of the agency's payment requests (staff)",
      tags: ["Pay"],
      response: payRequestRow,
      status: 200,
      signedIn: true,
    },
    {
      method: "patch",
      path: "/api/agency/pay-requests/{payRequestId}",
      summary:
        "Withdraws a pending payment request (staff): its link stops working; 409 once paid, cancelled or while it is being paid",
      tags: ["Pay"],
      request: payRequestPatch,
      response: payRequestRow,
      status: 200,
      signedIn: true,
      example: { status: "cancelled" },
    },
    {
      method: "get",
      path: "/api/pay/{payToken}",
      summary:
        "What a mailed pay link asks, without sign-in (the token is the proof); 404 for a link the agency does not know, 410 once paid, withdrawn or expired",
      tags: ["Pay"],
      response: publicPayRequest,
      status: 200,
    },
    {
      method: "post",
      path: "/api/pay/{payToken}",
      summary:
        "Pays a pay link's request with a card token through the agency's gateway, once, for the request's amount; 402 with the card's refusal, 409 while another payment of it is under way, 410 once paid, withdrawn or expired",
      tags: ["Pay"],
      request: payRequestPayment,
      response: payRequestPaid,
      status: 200,
      idempotent: true,
      example: { token: "{cardToken}" },
    },
  ];
}

const schemaOf = (s: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(s, { io, unrepresentable: "any", target: "draft-2020-12" });

function errors() {
  const body = { "application/json": { schema: schemaOf(errorResponse, "output") } };
  return Object.fromEntries(
    [
      ["400", "Malformed input"],
      ["401", "Signed in required (a guest never gets it on checkout calls)"],
      ["402", "The card was refused"],
      ["404", "Not found, or not the caller's"],
      ["409", "Sold out, price changed, or a state that forbids the call"],
      ["410", "The hold expired"],
      ["422", "Idempotency-Key reused with another body, or an import's wrong lines"],
      ["502", "The supplier or the gateway failed; nothing was charged"],
    ].map(([status, description]) => [status, { description, content: body }]),
  );
}

export async function openApiDocument(today = new Date()) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of await operations(today)) {
    const parameters = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: "path",
        required: true,
        schema: { type: "string" },
      })),
      ...(op.idempotent
        ? [{ name: "Idempotency-Key", in: "header", required: true, schema: { type: "string" } }]
        : []),
      ...Object.entries(op.query?.shape ?? {}).map(([name]) => ({
        name,
        in: "query",
        required: false,
        schema: { type: "string" },
        ...(op.exampleQuery?.[name] ? { example: op.exampleQuery[name] } : {}),
      })),
    ];
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      tags: op.tags,
      ...(parameters.length ? { parameters } : {}),
      ...(op.signedIn || op.apiKeyScope
        ? {
            security: [
              ...(op.signedIn ? [{ session: [] }, { guest: [] }] : [{}]),
              ...(op.apiKeyScope ? [{ apiKey: [op.apiKeyScope] }] : []),
            ],
          }
        : {}),
      ...(op.request
        ? {
            requestBody: {
              required: true,
              content: {
                [op.requestType ?? "application/json"]: {
                  schema: schemaOf(op.request, "input"),
                  ...(op.example !== undefined ? { example: op.example } : {}),
                },
              },
            },
          }
        : {}),
      responses: {
        [String(op.status)]: {
          description: "OK",
          content: {
            [op.responseType ?? "application/json"]: { schema: schemaOf(op.response, "output") },
          },
        },
        ...errors(),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "White-label travel booking API",
      version: "1.0.0",
      description:
        "Quotes, payments, bookings and cancellations (DESIGN §9). Money is integer minor units " +
        "with its currency. The agency is chosen by the host. Examples run as they are against " +
        "the demo agency in the order given; {quoteId}, {token}, {reference}, {threadId}, " +
        "{payRequestId} and the like stand for what the calls before them answered, {payToken} " +
        "for the token of a pay link's mail and {cardToken} for a new sandbox card token.",
    },
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "x-access-token" },
        guest: { type: "apiKey", in: "cookie", name: "guest_checkout" },
        apiKey: {
          type: "http",
          scheme: "bearer",
          description:
            "An agency's API key (`wl_…`, Applications), on its own agency's host only. Scopes: " +
            "`bookings:read` (GET /api/agency/bookings and its export), `clients:read` (GET " +
            "/api/clients), `search` (POST /api/hotels|flights|cars|activities/search). A key " +
            "never sees net rates or markups; a revoked or unknown key is a 401, a call outside " +
            "its scopes a 403.",
        },
      },
    },
    paths,
  };
}
