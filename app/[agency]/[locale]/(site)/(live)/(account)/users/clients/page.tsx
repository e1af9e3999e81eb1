import { accountRoute } from "@/components/account/account-route";
import { ClientsTable } from "@/components/account/clients/clients-table";
import { PageMessages } from "@/components/shell/page-messages";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "clients",
  area: "agent",
  permission: "clients.read",
  render: ({ t }) => (
    <PageMessages namespaces={["AgencyClients"]}>
      <ClientsTable empty={{ title: t("noClients"), detail: t("noClientsDetail") }} />
    </PageMessages>
  ),
});
export { generateMetadata };
export default Page;
