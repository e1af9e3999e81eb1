import type { Operation } from "./openapi";
import { rewardSettings, walletQuery, walletResponse } from "./wallet";

export const operations = (): Operation[] => [
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
];
