import { accountRoute } from "@/components/account/account-route";
import { ApiKeys } from "@/components/account/applications/api-keys";
import { PageMessages } from "@/components/shell/page-messages";
import { listApiKeys } from "@/lib/server/auth/api-keys";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "applications",
  area: "agent",
  permission: "applications.read",
  async render({ agency, can }) {
    const keys = await listApiKeys(agency.id);
    return (
      <PageMessages namespaces={["ApiKeys", "Auth"]}>
        <ApiKeys initial={keys} canManage={can("applications.manage")} />
      </PageMessages>
    );
  },
});
export { generateMetadata };
export default Page;
