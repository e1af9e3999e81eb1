import { supportThreadDetail, supportThreadPatch } from "@/lib/contract/support";
import { apiRoute } from "@/lib/server/http/api-route";
import {
  supportThreadDetail as detailOf,
  setSupportThreadStatus,
} from "@/lib/server/support/threads";

/** GET /api/agency/support/threads/{id}: a request to the agency with its messages. */
export const GET = apiRoute(
  supportThreadDetail,
  async (ctx) => detailOf(ctx.agency.id, ctx.params.id!, { kind: "agency" }),
  { permission: "settings.support" },
);

/** PATCH /api/agency/support/threads/{id} `{ status }`: closes or reopens the request. */
export const PATCH = apiRoute(
  supportThreadDetail,
  async (ctx) => {
    const { status } = await ctx.body(supportThreadPatch);
    return setSupportThreadStatus(ctx.agency.id, ctx.params.id!, status);
  },
  { permission: "settings.support" },
);
