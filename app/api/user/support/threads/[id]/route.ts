import { supportThreadDetail } from "@/lib/contract/support";
import { apiRoute } from "@/lib/server/http/api-route";
import { supportThreadDetail as detailOf } from "@/lib/server/support/threads";

/** GET /api/user/support/threads/{id}: one of the user's own requests with its messages. */
export const GET = apiRoute(
  supportThreadDetail,
  async (ctx) => {
    const { user } = await ctx.requireSession();
    return detailOf(ctx.agency.id, ctx.params.id!, { kind: "requester", userId: user.id });
  },
  { permission: "support.read" },
);
