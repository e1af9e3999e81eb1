import { commissionListQuery, commissionListResponse } from "./commissions";
import type { Operation } from "./openapi";

export const operations = (): Operation[] => [
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
];
