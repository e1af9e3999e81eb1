import {
  newSupportThread,
  supportThreadDetail,
  supportThreadsQuery,
  supportThreadsResponse,
} from "@/lib/contract/support";
import { apiRoute } from "@/lib/server/http/api-route";
import { listSupportThreads, openSupportThread } from "@/lib/server/support/threads";

/** GET /api/user/support/threads: the signed-in user's own requests, newest activity first. */
export const GET = apiRoute(
  supportThreadsResponse,
  async (ctx) => {
    const { user } = await ctx.requireSession();
    return listSupportThreads(
      ctx.agency.id,
      { kind: "requester", userId: user.id },
      ctx.query(supportThreadsQuery),
    );
  },
  { permission: "support.read" },
);

/**
 * POST /api/user/support/threads: a new request with its first message (201), optionally about
 * one of the user's bookings here; the agency's contact email is told.
 */
export const POST = apiRoute(
  supportThreadDetail,
  async (ctx) => {
    const input = await ctx.body(newSupportThread);
    const { user } = await ctx.requireSession();
    const thread = await openSupportThread(ctx.agency, user, input);
    ctx.status = 201;
    return thread;
  },
  { permission: "support.read" },
);
