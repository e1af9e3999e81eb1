import type { Operation } from "./openapi";
import {
  MAX_TOPUP_MINOR,
  rewardSettings,
  topupRequest,
  topupResponse,
  walletQuery,
  walletResponse,
} from "./wallet";

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
    method: "post",
    path: "/api/agency/wallet/topups",
    summary: `Tops the agency wallet up (owners and admins): charges the card token through the agency's gateway (a card that asks for 3-D Secure is refused, 402) and adds the amount (at most ${MAX_TOPUP_MINOR} minor units, in a currency the site prices in) to the wallet in its currency; answers the new statement line. A retry with the same Idempotency-Key charges once`,
    tags: ["Back office"],
    request: topupRequest,
    response: topupResponse,
    status: 201,
    idempotent: true,
    signedIn: true,
    example: { amountMinor: 50_000, currency: "USD", token: "{cardToken}" },
    errors: { "403": "Only owners and admins top the wallet up" },
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
    path: "/api/user/wallet",
    summary: `The signed-in traveller's reward credits: the balance and the statement of the credits' currency, newest first, each earned line with when it lapses; \`before\` pages to older lines (a line's \`seq\`, as \`nextBefore\` gives it)`,
    tags: ["Accounts"],
    query: walletQuery.pick({ before: true }),
    response: walletResponse,
    status: 200,
    signedIn: true,
    errors: { "403": "The agency has not enabled the caller's reward wallet" },
  },
];
