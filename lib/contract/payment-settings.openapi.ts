import type { Operation } from "./openapi";
import {
  CARD_BRANDS,
  connectionTestResponse,
  paymentSettingsResponse,
  paymentSettingsUpdate,
} from "./payment-settings";

export const operations = (): Operation[] => [
  {
    method: "get",
    path: "/api/agency/payment-settings",
    summary:
      "The agency's payment gateway (sandbox or Stripe), its mode, publishable key, the last four characters of the secret key and of the webhook signing secret, the card brands accepted and the last connection test (owners and admins)",
    tags: ["Back office"],
    response: paymentSettingsResponse,
    status: 200,
    signedIn: true,
  },
  {
    method: "put",
    path: "/api/agency/payment-settings",
    summary:
      "Sets the gateway, its mode and keys (the secret one sealed, never shown again; kept when left out), the signing secret (`whsec_…`) of the agency's own Stripe webhook endpoint (sealed, never shown again; kept when left out or empty, cleared with `null`, dropped with another mode or the sandbox) and the card brands accepted (owners and admins); new keys clear the connection test",
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
];
