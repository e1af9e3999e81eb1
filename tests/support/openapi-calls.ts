import { GET as health } from "@/app/api/health/route";
import { GET as calendar } from "@/app/api/bookings/[reference]/calendar.ics/route";
import { POST as balance } from "@/app/api/bookings/[reference]/balance/route";
import { POST as cancel } from "@/app/api/bookings/[reference]/cancel/route";
import { POST as complete } from "@/app/api/bookings/[reference]/complete/route";
import { GET as voucher } from "@/app/api/bookings/[reference]/voucher.pdf/route";
import { GET as booking } from "@/app/api/bookings/[reference]/route";
import { POST as lookup } from "@/app/api/bookings/lookup/route";
import { GET as list, POST as book } from "@/app/api/bookings/route";
import { GET as agencyFlights } from "@/app/api/agency/flights/bookings/route";
import { GET as agencyBookings } from "@/app/api/agency/bookings/route";
import { GET as agents } from "@/app/api/agency/agents/route";
import { GET as agent, PATCH as patchAgent } from "@/app/api/agency/agents/[id]/route";
import { POST as inviteAgent } from "@/app/api/agency/agents/invitations/route";
import { POST as acceptInvite } from "@/app/api/user/accept-invite/route";
import { GET as apiKeys, POST as newApiKey } from "@/app/api/agency/api-keys/route";
import { DELETE as revokeApiKey } from "@/app/api/agency/api-keys/[id]/route";
import { GET as agencyProducts, PUT as putAgencyProducts } from "@/app/api/agency/products/route";
import { GET as notes, POST as addNote } from "@/app/api/agency/bookings/[reference]/notes/route";
import { POST as resend } from "@/app/api/agency/bookings/[reference]/resend/route";
import { GET as commissions } from "@/app/api/agency/commissions/route";
import { GET as exportCommissions } from "@/app/api/agency/commissions/export/route";
import { POST as payout } from "@/app/api/agency/commissions/payouts/route";
import { GET as rewards, PUT as setRewards } from "@/app/api/agency/wallet/rewards/route";
import { GET as wallet } from "@/app/api/agency/wallet/route";
import { POST as topUp } from "@/app/api/agency/wallet/topups/route";
import { GET as travellerWallet } from "@/app/api/user/wallet/route";
import {
  DELETE as leaveQuote,
  GET as quote,
  PATCH as requote,
} from "@/app/api/checkout/quotes/[id]/route";
import { POST as quotes } from "@/app/api/checkout/quotes/route";
import { GET as clients, POST as newClient } from "@/app/api/clients/route";
import { GET as agencyClients, POST as newAgencyClient } from "@/app/api/agency/clients/route";
import {
  GET as agencyClient,
  PATCH as patchAgencyClient,
} from "@/app/api/agency/clients/[clientId]/route";
import {
  GET as clientTravellers,
  POST as addClientTraveller,
} from "@/app/api/agency/clients/[clientId]/travellers/route";
import {
  DELETE as removeClientTraveller,
  PATCH as patchClientTraveller,
} from "@/app/api/agency/clients/[clientId]/travellers/[travellerId]/route";
import { PUT as clientRewardWallet } from "@/app/api/agency/clients/[clientId]/reward-wallet/route";
import { GET as exportClients } from "@/app/api/agency/clients/export/route";
import { POST as importClients } from "@/app/api/agency/clients/import/route";
import { POST as activityDetails } from "@/app/api/activities/details/route";
import { POST as activitySearch } from "@/app/api/activities/search/route";
import { POST as carDetails } from "@/app/api/cars/details/route";
import { POST as carSearch } from "@/app/api/cars/search/route";
import { POST as cruiseDetails } from "@/app/api/cruise/details/route";
import { GET as cruisePorts } from "@/app/api/cruise/ports/route";
import { POST as cruiseSearch } from "@/app/api/cruise/search/route";
import { POST as fares } from "@/app/api/flights/fares/route";
import { POST as flights } from "@/app/api/flights/search/route";
import { POST as seatmaps } from "@/app/api/flights/seatmaps/route";
import { GET as gateway } from "@/app/api/getCurrentPaymentGateway/route";
import { POST as details } from "@/app/api/hotels/details/route";
import { POST as search } from "@/app/api/hotels/search/route";
import { POST as tokens } from "@/app/api/payments/sandbox/tokens/route";
import { GET as companions } from "@/app/api/user/companions/route";
import {
  GET as paymentSettings,
  PUT as putPaymentSettings,
} from "@/app/api/agency/payment-settings/route";
import { POST as testPaymentSettings } from "@/app/api/agency/payment-settings/test/route";
import { GET as theme, PUT as putTheme } from "@/app/api/agency/theme/route";
import { GET as subscription } from "@/app/api/agency/subscription/route";
import { GET as commandCenter } from "@/app/api/agency/command-center/route";
import { GET as bookingFilterOptions } from "@/app/api/agency/bookings/filter-options/route";
import { GET as searches } from "@/app/api/agency/searches/route";
import { GET as myThreads, POST as openThread } from "@/app/api/user/support/threads/route";
import { GET as myThread } from "@/app/api/user/support/threads/[id]/route";
import { POST as replyToMine } from "@/app/api/user/support/threads/[id]/messages/route";
import { GET as agencyThreads } from "@/app/api/agency/support/threads/route";
import {
  GET as agencyThread,
  PATCH as patchAgencyThread,
} from "@/app/api/agency/support/threads/[id]/route";
import { POST as staffReply } from "@/app/api/agency/support/threads/[id]/messages/route";
import { GET as proposals, POST as newProposal } from "@/app/api/agency/proposals/route";
import { GET as proposal, PATCH as patchProposal } from "@/app/api/agency/proposals/[id]/route";
import { POST as addProposalOption } from "@/app/api/agency/proposals/[id]/options/route";
import { DELETE as removeProposalOption } from "@/app/api/agency/proposals/[id]/options/[optionId]/route";
import { POST as proposalAction } from "@/app/api/agency/proposals/[id]/actions/route";
import { GET as clientProposal } from "@/app/api/proposals/[id]/route";
import { GET as dealLinks, POST as newDealLink } from "@/app/api/agency/deal-links/route";
import { PATCH as patchDealLink } from "@/app/api/agency/deal-links/[id]/route";
import { GET as publicDealLink } from "@/app/api/deal-links/[id]/route";
import { POST as askAgent } from "@/app/api/proposals/[id]/ask-agent/route";
import { POST as declineProposal } from "@/app/api/proposals/[id]/decline/route";
import { GET as payRequests, POST as newPayRequest } from "@/app/api/agency/pay-requests/route";
import {
  GET as payRequest,
  PATCH as patchPayRequest,
} from "@/app/api/agency/pay-requests/[id]/route";
import { GET as payLink, POST as payPayLink } from "@/app/api/pay/[token]/route";
import { GET as resortSearch } from "@/app/api/resort/v2/properties/route";
import { GET as resortAvailability } from "@/app/api/resort/v2/properties/availability/route";
import { GET as holdCheck } from "@/app/api/resort/v2/properties/hold-check/route";
import { PUT as releaseItinerary } from "@/app/api/resort/v2/itineraries/route";
import { send } from "./http";

/**
 * The route handler of every call GET /api/openapi.json documents, and how the test that runs
 * their examples calls each: the route segment a placeholder stands for, and as whom.
 */

export type Handler = Parameters<typeof send>[0];
export const HANDLERS: Record<string, Handler> = {
  "post /api/hotels/search": search,
  "post /api/hotels/details": details,
  "get /api/getCurrentPaymentGateway": gateway as Handler,
  "post /api/checkout/quotes": quotes,
  "get /api/checkout/quotes/{quoteId}": quote as Handler,
  "patch /api/checkout/quotes/{quoteId}": requote as Handler,
  "delete /api/checkout/quotes/{quoteId}": leaveQuote as Handler,
  "post /api/flights/search": flights,
  "post /api/flights/fares": fares,
  "post /api/flights/seatmaps": seatmaps,
  "post /api/cars/search": carSearch,
  "post /api/cars/details": carDetails,
  "post /api/activities/search": activitySearch,
  "post /api/activities/details": activityDetails,
  "post /api/cruise/search": cruiseSearch,
  "post /api/cruise/details": cruiseDetails,
  "get /api/cruise/ports": cruisePorts as Handler,
  "get /api/resort/v2/properties": resortSearch as Handler,
  "get /api/resort/v2/properties/availability": resortAvailability as Handler,
  "get /api/resort/v2/properties/hold-check": holdCheck as Handler,
  "put /api/resort/v2/itineraries": releaseItinerary as Handler,
  "get /api/agency/flights/bookings": agencyFlights as Handler,
  "get /api/agency/bookings": agencyBookings as Handler,
  "get /api/agency/bookings/filter-options": bookingFilterOptions as Handler,
  "get /api/agency/command-center": commandCenter as Handler,
  "post /api/agency/bookings/{reference}/notes": addNote,
  "get /api/agency/bookings/{reference}/notes": notes as Handler,
  "post /api/agency/bookings/{reference}/resend": resend,
  "get /api/agency/agents": agents as Handler,
  "post /api/agency/agents/invitations": inviteAgent,
  "post /api/user/accept-invite": acceptInvite,
  "get /api/agency/agents/{agentId}": agent as Handler,
  "patch /api/agency/agents/{agentId}": patchAgent as Handler,
  "get /api/agency/wallet": wallet as Handler,
  "post /api/agency/wallet/topups": topUp,
  "get /api/user/wallet": travellerWallet as Handler,
  "get /api/agency/wallet/rewards": rewards as Handler,
  "put /api/agency/wallet/rewards": setRewards,
  "get /api/agency/commissions": commissions as Handler,
  "get /api/agency/commissions/export": exportCommissions as Handler,
  "post /api/agency/commissions/payouts": payout,
  "get /api/user/companions": companions as Handler,
  "post /api/payments/sandbox/tokens": tokens,
  "post /api/bookings": book,
  "get /api/bookings": list as Handler,
  "get /api/bookings/{reference}": booking as Handler,
  "post /api/bookings/{reference}/complete": complete as Handler,
  "get /api/bookings/{reference}/voucher.pdf": voucher as Handler,
  "get /api/bookings/{reference}/calendar.ics": calendar as Handler,
  "post /api/bookings/lookup": lookup,
  "post /api/bookings/{reference}/cancel": cancel,
  "post /api/bookings/{reference}/balance": balance,
  "get /api/clients": clients as Handler,
  "post /api/clients": newClient,
  "post /api/agency/clients": newAgencyClient,
  "get /api/agency/clients": agencyClients as Handler,
  "get /api/agency/clients/{clientId}": agencyClient as Handler,
  "patch /api/agency/clients/{clientId}": patchAgencyClient as Handler,
  "post /api/agency/clients/{clientId}/travellers": addClientTraveller as Handler,
  "get /api/agency/clients/{clientId}/travellers": clientTravellers as Handler,
  "patch /api/agency/clients/{clientId}/travellers/{travellerId}": patchClientTraveller as Handler,
  "delete /api/agency/clients/{clientId}/travellers/{travellerId}":
    removeClientTraveller as Handler,
  "put /api/agency/clients/{clientId}/reward-wallet": clientRewardWallet as Handler,
  "get /api/agency/clients/export": exportClients as Handler,
  "post /api/agency/clients/import": importClients as Handler,
  "get /api/agency/products": agencyProducts as Handler,
  "put /api/agency/products": putAgencyProducts,
  "get /api/agency/api-keys": apiKeys as Handler,
  "get /api/health": health as Handler,
  "post /api/agency/api-keys": newApiKey,
  "delete /api/agency/api-keys/{id}": revokeApiKey,
  "get /api/agency/payment-settings": paymentSettings as Handler,
  "put /api/agency/payment-settings": putPaymentSettings,
  "post /api/agency/payment-settings/test": testPaymentSettings,
  "get /api/agency/theme": theme as Handler,
  "put /api/agency/theme": putTheme,
  "get /api/agency/subscription": subscription as Handler,
  "get /api/agency/searches": searches as Handler,
  "post /api/user/support/threads": openThread,
  "get /api/user/support/threads": myThreads as Handler,
  "get /api/user/support/threads/{threadId}": myThread as Handler,
  "post /api/user/support/threads/{threadId}/messages": replyToMine as Handler,
  "get /api/agency/support/threads": agencyThreads as Handler,
  "get /api/agency/support/threads/{threadId}": agencyThread as Handler,
  "post /api/agency/support/threads/{threadId}/messages": staffReply as Handler,
  "patch /api/agency/support/threads/{threadId}": patchAgencyThread as Handler,
  "post /api/agency/pay-requests": newPayRequest,
  "get /api/agency/pay-requests": payRequests as Handler,
  "get /api/agency/pay-requests/{payRequestId}": payRequest as Handler,
  "patch /api/agency/pay-requests/{payRequestId}": patchPayRequest as Handler,
  "get /api/pay/{payToken}": payLink as Handler,
  "post /api/pay/{payToken}": payPayLink as Handler,
  "post /api/agency/proposals": newProposal,
  "get /api/agency/proposals": proposals as Handler,
  "get /api/agency/proposals/{proposalId}": proposal as Handler,
  "patch /api/agency/proposals/{proposalId}": patchProposal as Handler,
  "post /api/agency/proposals/{proposalId}/options": addProposalOption as Handler,
  "delete /api/agency/proposals/{proposalId}/options/{optionId}": removeProposalOption as Handler,
  "post /api/agency/proposals/{proposalId}/actions": proposalAction as Handler,
  "get /api/proposals/{proposalId}": clientProposal as Handler,
  "post /api/proposals/{proposalId}/ask-agent": askAgent as Handler,
  "post /api/proposals/{proposalId}/decline": declineProposal as Handler,
  "post /api/agency/deal-links": newDealLink as Handler,
  "get /api/agency/deal-links": dealLinks as Handler,
  "get /api/deal-links/{dealLinkId}": publicDealLink as Handler,
  "patch /api/agency/deal-links/{dealLinkId}": patchDealLink as Handler,
};
/** The route segment a documented path's placeholder stands for, when their names differ. */
export const SEGMENT: Record<string, string> = {
  quoteId: "id",
  agentId: "id",
  threadId: "id",
  payRequestId: "id",
  payToken: "token",
  proposalId: "id",
  dealLinkId: "id",
};
/** Calls for the agency's managers (owners and admins) only: run as its owner. */
export const OWNER_ONLY = new Set([
  "get /api/agency/agents",
  "post /api/agency/agents/invitations",
  "get /api/agency/agents/{agentId}",
  "patch /api/agency/agents/{agentId}",
  "put /api/agency/wallet/rewards",
  "post /api/agency/wallet/topups",
  "post /api/agency/commissions/payouts",
  "get /api/agency/api-keys",
  "post /api/agency/api-keys",
  "delete /api/agency/api-keys/{id}",
  "put /api/agency/clients/{clientId}/reward-wallet",
  "get /api/agency/payment-settings",
  "put /api/agency/payment-settings",
  "post /api/agency/payment-settings/test",
  "get /api/agency/theme",
  "put /api/agency/theme",
]);

/** Calls for a traveller whose reward wallet is on (the seeded one): run as them. */
export const TRAVELLER_ONLY = new Set([
  "get /api/user/wallet",
  "delete /api/checkout/quotes/{quoteId}",
  "get /api/resort/v2/properties/hold-check",
  "put /api/resort/v2/itineraries",
]);
