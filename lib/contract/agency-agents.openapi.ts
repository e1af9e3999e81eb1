import {
  acceptInviteRequest,
  agentDetail,
  agentInvitation,
  agentsQuery,
  agentsResponse,
  agentUpdate,
} from "./agency-agents";
import type { OpenApiExamples, Operation } from "./openapi";
import { loginResponse } from "./user";

export const operations = ({ today }: OpenApiExamples): Operation[] => [
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
];
