/**
 * Where a payment is taken (DESIGN §9): the agency's own account at the built-in sandbox gateway
 * or at Stripe, the agency's own wallet (an agent paying a booking from the agency's prepaid
 * balance), or the platform's own account (`platform-…`: the agencies' subscriptions), at the
 * sandbox or at Stripe as the platform configures it.
 */
export const GATEWAY_IDS = [
  "sandbox",
  "stripe",
  "wallet",
  "platform-sandbox",
  "platform-stripe",
] as const;
export type GatewayId = (typeof GATEWAY_IDS)[number];
