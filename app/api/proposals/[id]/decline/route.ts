import * as z from "zod";
import { proposalDecline } from "@/lib/contract/proposals";
import { apiRoute } from "@/lib/server/http/api-route";
import { declineProposal } from "@/lib/server/proposals/client-side";

/** POST /api/proposals/{id}/decline `{ token, reason }`: the client declines; the agent is mailed. */
export const POST = apiRoute(z.strictObject({ status: z.literal("declined") }), async (ctx) => {
  const { token, reason } = await ctx.body(proposalDecline);
  await declineProposal(ctx.agency, ctx.params.id ?? "", token, reason);
  return { status: "declined" as const };
});
