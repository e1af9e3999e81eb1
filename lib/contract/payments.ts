/**
 * Where a payment is taken (DESIGN §9): the built-in sandbox gateway, Stripe, or the agency's own
 * wallet (an agent paying a booking from the agency's prepaid balance).
 */
export const GATEWAY_IDS = ["sandbox", "stripe", "wallet"] as const;
export type GatewayId = (typeof GATEWAY_IDS)[number];
