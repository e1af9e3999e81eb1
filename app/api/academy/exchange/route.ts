import { academyExchangeRequest, academyExchangeResponse } from "@/lib/contract/user";
import { exchangeAcademyToken } from "@/lib/server/auth/academy";
import { apiRoute } from "@/lib/server/http/api-route";

/** For the academy's server: who an academy link was made for, once. */
export const POST = apiRoute(
  academyExchangeResponse,
  async (ctx) => {
    const { token } = await ctx.body(academyExchangeRequest);
    return exchangeAcademyToken(ctx.agency, token);
  },
  { withoutOrigin: true },
);
