import { notFound } from "next/navigation";
import { accountRoute } from "@/components/account/account-route";
import { ClientPage } from "@/components/account/clients/client-page";
import { ClientPayRequests } from "@/components/account/pay/client-pay-requests";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyClientDetails } from "@/lib/server/clients/agency-clients";
import { ApiError } from "@/lib/server/errors";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "clients",
  area: "agent",
  permission: "clients.read",
  async render({ agency, params, can }) {
    // Another agency's client, or no client at all, is not found here either.
    const client = await agencyClientDetails(agency.id, params.clientId ?? "").catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) notFound();
        throw error;
      },
    );
    return (
      <PageMessages namespaces={["AgencyClients", "PayRequests"]}>
        <ClientPage initial={client} canSwitchRewards={can("clients.rewards")} />
        {can("pay.read") && <ClientPayRequests clientId={client.id} />}
      </PageMessages>
    );
  },
});
export { generateMetadata };
export default Page;
