import type { Operation } from "./openapi";
import { subscriptionResponse } from "./subscription";

export const operations = (): Operation[] => [
  {
    method: "get",
    path: "/api/agency/subscription",
    summary:
      "Whether the agency is subscribed, with its latest payment (the plan, its amount and until when it runs), and the public part of the platform's gateway the plan is paid to (`null` for the built-in sandbox): the card is tokenised with it, never with the agency's own gateway",
    tags: ["Back office"],
    response: subscriptionResponse,
    status: 200,
    signedIn: true,
  },
];
