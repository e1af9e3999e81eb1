import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import * as z from "zod";
import { accountRoute } from "@/components/account/account-route";
import { AgentPanel } from "@/components/account/agents/agent-panel";
import { AgentsTable } from "@/components/account/agents/agents-table";
import { CommissionLedger } from "@/components/account/commissions/commission-ledger";
import { InviteAgentForm } from "@/components/account/agents/invite-agent-form";
import { PageMessages } from "@/components/shell/page-messages";
import { agentDetail } from "@/lib/server/agents/agents";
import { ApiError } from "@/lib/server/errors";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "agent",
  area: "agent",
  async render({ agency, user, can, params }) {
    const id = z.uuid().safeParse(params.id);
    // Agents see themselves; those who read agents see the agency's others. Another agency's id,
    // a traveller's, or someone else's for an agent without `agents.read`, is simply not found.
    if (!id.success) notFound();
    const detail = await agentDetail(agency, user, id.data).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === "notFound") notFound();
      throw error;
    });
    const t = await getTranslations("AgencyAgents");
    return (
      <PageMessages namespaces={["AgencyAgents", "Roles", "Auth", "Commissions"]}>
        <div className="space-y-10">
          <AgentPanel
            key={detail.agent.id}
            initial={detail}
            viewerId={user.id}
            commissions={
              <CommissionLedger agentId={detail.agent.id} canPayout={can("commissions.payout")} />
            }
          />
          {can("agents.read") && (
            <section aria-labelledby="agency-agents-title" className="space-y-6">
              <h2 id="agency-agents-title" className="text-2xl font-bold">
                {t("listTitle")}
              </h2>
              {can("agents.manage") && <InviteAgentForm canGrantAdmin={detail.canGrantAdmin} />}
              <AgentsTable openedId={detail.agent.id} />
            </section>
          )}
        </div>
      </PageMessages>
    );
  },
});
export { generateMetadata };
export default Page;
