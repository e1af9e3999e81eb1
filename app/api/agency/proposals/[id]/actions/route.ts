import { proposalAction, proposalView } from "@/lib/contract/proposals";
import { apiRoute } from "@/lib/server/http/api-route";
import {
  duplicateProposal,
  resendProposal,
  sendProposal,
  withdrawProposal,
} from "@/lib/server/proposals/proposals";

/**
 * POST /api/agency/proposals/{id}/actions `{ action }`: `send` a draft (the client is mailed its
 * link, short URL and PDF), `resend` it, `withdraw` it (its link then says so), or `duplicate` it
 * into a new draft (201).
 */
export const POST = apiRoute(
  proposalView,
  async (ctx) => {
    const { action } = await ctx.body(proposalAction);
    const { user } = await ctx.requireSession();
    const id = ctx.params.id ?? "";
    if (action === "send") return sendProposal(ctx.agency, user, id);
    if (action === "resend") return resendProposal(ctx.agency, id);
    if (action === "withdraw") return withdrawProposal(ctx.agency, user, id);
    ctx.status = 201;
    return duplicateProposal(ctx.agency, user, id);
  },
  { permission: "proposals.read" },
);
