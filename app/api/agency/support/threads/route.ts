import { supportThreadsQuery, supportThreadsResponse } from "@/lib/contract/support";
import { apiRoute } from "@/lib/server/http/api-route";
import { listSupportThreads } from "@/lib/server/support/threads";

/**
 * GET /api/agency/support/threads?status=open|closed&page=: every request made to the agency, for
 * its staff, with the requester's name and email, a page at a time, newest activity first.
 */
export const GET = apiRoute(
  supportThreadsResponse,
  async (ctx) =>
    listSupportThreads(ctx.agency.id, { kind: "agency" }, ctx.query(supportThreadsQuery)),
  { permission: "settings.support" },
);
