import { accountRoute } from "@/components/account/account-route";
import { DealLinksDesk } from "@/components/proposals/deal-links-desk";
import { PageMessages } from "@/components/shell/page-messages";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "dealLink",
  area: "agent",
  permission: "dealLink.read",
  render: ({ t }) => (
    <PageMessages namespaces={["DealLinks"]}>
      <DealLinksDesk empty={{ title: t("noDealLinks"), detail: t("noDealLinksDetail") }} />
    </PageMessages>
  ),
});
export { generateMetadata };
export default Page;
