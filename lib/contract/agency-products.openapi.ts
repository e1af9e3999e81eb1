import { agencyProductsResponse, agencyProductsUpdate } from "./agency-products";
import type { Operation } from "./openapi";

export const operations = (): Operation[] => [
  {
    method: "get",
    path: "/api/agency/products",
    summary: "The agency's booking products, active or not, in its order (Product Settings)",
    tags: ["Back office"],
    response: agencyProductsResponse,
    status: 200,
    signedIn: true,
  },
  {
    method: "put",
    path: "/api/agency/products",
    summary:
      "Replaces the order and active flags of the agency's booking products (those left out follow, inactive; one at least stays active). An inactive product's search, details and quote calls answer 404; its bookings stay",
    tags: ["Back office"],
    request: agencyProductsUpdate,
    response: agencyProductsResponse,
    status: 200,
    signedIn: true,
    example: {
      products: ["flights", "hotels", "cars", "activities", "cruise", "resort"].map((id) => ({
        id,
        active: true,
      })),
    },
  },
];
