import { healthResponse } from "./health";
import type { Operation } from "./openapi";

export const operations = (): Operation[] => [
  {
    method: "get",
    path: "/api/health",
    summary:
      "This process's health for a load balancer: the database and Redis answering, mail and payments waiting (counts only, any host)",
    tags: ["Operations"],
    response: healthResponse,
    status: 200,
    errors: { "503": "The database or Redis does not answer: take this process out of service" },
  },
];
