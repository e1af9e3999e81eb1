import { accountRoute, EmptyState } from "@/components/account/account-route";
import { MarkupForm } from "@/components/account/markups/markup-form";
import { PageMessages } from "@/components/shell/page-messages";
import { agencyMarkups } from "@/lib/server/deals/markups";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "markupSettings",
  area: "agent",
  permission: "settings.markup",
  async render({ agency, t }) {
    const products = await agencyMarkups(agency.id);
    return (
      <PageMessages namespaces={["Markups", "Auth"]}>
        <MarkupForm
          initial={products}
          notice={<EmptyState title={t("noMarkups")} detail={t("noMarkupsDetail")} />}
        />
      </PageMessages>
    );
  },
});
export { generateMetadata };
export default Page;
