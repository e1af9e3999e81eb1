import type { Operation } from "./openapi";
import { subscriptionResponse } from "./subscription";

export const operations = (): Operation[] => [
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
];
