import { cardTokenRequest, cardTokenResponse } from "@/lib/contract/booking";
import { apiRoute } from "@/lib/server/http/api-route";
import { createCardToken } from "@/lib/server/payments/sandbox";

/**
 * The sandbox gateway's tokenising endpoint: the one place a card number reaches this server.
 * It is checked and dropped here (only brand, last four and expiry are kept) and never logged:
 * a refusal names the field, not its value.
 */
export const POST = apiRoute(cardTokenResponse, async (ctx) => {
  const token = await createCardToken(ctx.agency.id, await ctx.body(cardTokenRequest));
  ctx.status = 201;
  return token;
});
