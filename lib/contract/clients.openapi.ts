import { client, clientsResponse, newClient } from "./clients";
import type { OpenApiExamples, Operation } from "./openapi";

export const operations = ({ today }: OpenApiExamples): Operation[] => [
  {
    method: "get",
    path: "/api/clients",
    apiKeyScope: "clients:read",
    summary: "The agency's clients (agents)",
    tags: ["Clients"],
    response: clientsResponse,
    status: 200,
    signedIn: true,
  },
  {
    method: "post",
    path: "/api/clients",
    summary: "A new client of the agency (agents)",
    tags: ["Clients"],
    request: newClient,
    response: client,
    status: 201,
    signedIn: true,
    example: {
      firstName: "Luis",
      lastName: "Costa",
      email: `luis.${today.getTime()}@example.com`,
    },
  },
];
