import { accountRoute } from "@/components/account/account-route";
import { SupportPanel } from "@/components/account/panels";
import { SupportCenter } from "@/components/account/support/support-center";
import { PageMessages } from "@/components/shell/page-messages";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "support",
  area: "agent",
  permission: "settings.support",
  render: ({ agency }) => (
    <div className="space-y-8">
      <SupportPanel agency={agency} />
      <PageMessages namespaces={["Support"]}>
        <SupportCenter area="agency" agencyName={agency.agencyName} />
      </PageMessages>
    </div>
  ),
});
export { generateMetadata };
export default Page;
