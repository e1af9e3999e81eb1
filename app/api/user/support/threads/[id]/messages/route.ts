import { supportReply, supportThreadDetail } from "@/lib/contract/support";
import { apiRoute } from "@/lib/server/http/api-route";
import { replyToSupportThread } from "@/lib/server/support/threads";

/**
 * POST /api/user/support/threads/{id}/messages: the requester's reply (201, with the thread); a
 * closed request opens again, and the agency's contact email is told.
 */
export const POST = apiRoute(
  supportThreadDetail,
  async (ctx) => {
    const { message } = await ctx.body(supportReply);
    const { user } = await ctx.requireSession();
    const thread = await replyToSupportThread(
      ctx.agency,
      user,
      ctx.params.id!,
      "requester",
      message,
    );
    ctx.status = 201;
    return thread;
  },
  { permission: "support.read" },
);
