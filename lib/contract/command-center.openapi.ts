import { commandCenterResponse } from "./command-center";
import type { Operation } from "./openapi";

export const operations = (): Operation[] => [
  {
    method: "get",
    path: "/api/agency/command-center",
    summary:
      "The Command Center's figures: this month's sales, bookings, commission and average value against last month's (US cents), a day-by-day chart of the last 30 days, departures of the next 14 days, open holds and reward credits lapsing within 30 days, and recent activity; the agency's for owners and admins (`scope: agency`), an agent's own bookings otherwise",
    tags: ["Back office"],
    response: commandCenterResponse,
    status: 200,
    signedIn: true,
  },
];
