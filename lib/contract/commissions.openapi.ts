import * as z from "zod";
import { commissionListQuery, commissionListResponse, newPayout, payoutView } from "./commissions";
import type { OpenApiExamples, Operation } from "./openapi";

export const operations = ({ day }: OpenApiExamples): Operation[] => [
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
    method: "get",
    path: "/api/agency/commissions/export",
    summary:
      "The entries the same filters select, every page, oldest first, as a CSV statement: Booked, Reference, Product, Kind, Agent, Rate (%), Currency, Amount, Status, Payable on, Paid on",
    tags: ["Back office"],
    query: commissionListQuery.omit({ page: true, pageSize: true }),
    response: z.string(),
    responseType: "text/csv",
    status: 200,
    signedIn: true,
    exampleQuery: { kind: "agent" },
  },
  {
    method: "post",
    path: "/api/agency/commissions/payouts",
    summary:
      "Records a payout to an agent of the agency (owners and admins): every commission of theirs in the currency that is payable by `paidOn` (today or earlier), or only the `entryIds` among those, is marked paid with it, once — two payouts recorded at the same moment pay each entry once. 400 for a day in the future, 404 for someone not of the agency, 409 when nothing is payable",
    tags: ["Back office"],
    request: newPayout,
    response: payoutView,
    status: 201,
    signedIn: true,
    example: { agentId: "{payeeId}", currency: "USD", paidOn: day(0), reference: "TRF-2041" },
    errors: {
      "403": "Only owners and admins record payouts",
      "409": "Nothing is payable to this agent in that currency by that day",
    },
  },
];
