import { accountRoute } from "@/components/account/account-route";
import { ProposalsDesk } from "@/components/proposals/proposals-desk";
import { PageMessages } from "@/components/shell/page-messages";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "proposals",
  area: "agent",
  permission: "proposals.read",
  render: ({ agency }) => (
    <PageMessages namespaces={["ProposalsAgent", "Checkout"]}>
      <ProposalsDesk defaultCountry={agency.country} />
    </PageMessages>
  ),
});
export { generateMetadata };
export default Page;
