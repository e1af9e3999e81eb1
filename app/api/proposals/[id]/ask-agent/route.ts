import * as z from "zod";
import { proposalAskAgent } from "@/lib/contract/proposals";
import { apiRoute } from "@/lib/server/http/api-route";
import { askAgentToBook } from "@/lib/server/proposals/client-side";

/**
 * POST /api/proposals/{id}/ask-agent `{ token, optionId, note? }`: the client asks the agent to
 * book that option for them; the agent is mailed.
 */
export const POST = apiRoute(z.strictObject({ status: z.literal("approved") }), async (ctx) => {
  const { token, optionId, note } = await ctx.body(proposalAskAgent);
  await askAgentToBook(ctx.agency, ctx.params.id ?? "", token, optionId, note);
  return { status: "approved" as const };
});
