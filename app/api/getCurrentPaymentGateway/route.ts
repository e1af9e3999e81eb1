import { paymentGatewayResponse } from "@/lib/contract/agency";
import { currentPaymentGateway } from "@/lib/server/agency/content";
import { apiRoute } from "@/lib/server/http/api-route";

export const GET = apiRoute(paymentGatewayResponse, async ({ agency }) => ({
  CurrentPayment: await currentPaymentGateway(agency),
}));
