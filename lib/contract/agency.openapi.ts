import { paymentGatewayResponse } from "./agency";
import type { Operation } from "./openapi";

export const operations = (): Operation[] => [
  {
    method: "get",
    path: "/api/getCurrentPaymentGateway",
    summary: "The agency's payment gateway (the sandbox when none is set)",
    tags: ["Payments"],
    response: paymentGatewayResponse,
    status: 200,
  },
];
