import { supportReply, supportThreadDetail } from "@/lib/contract/support";
import { apiRoute } from "@/lib/server/http/api-route";
import { replyToSupportThread } from "@/lib/server/support/threads";

/**
 * POST /api/agency/support/threads/{id}/messages: a staff reply for the agency (201, with the
 * thread); the requester is told by email.
 */
export const POST = apiRoute(
  supportThreadDetail,
  async (ctx) => {
    const { message } = await ctx.body(supportReply);
    const { user } = await ctx.requireSession();
    const thread = await replyToSupportThread(ctx.agency, user, ctx.params.id!, "agency", message);
    ctx.status = 201;
    return thread;
  },
  { permission: "settings.support" },
);
