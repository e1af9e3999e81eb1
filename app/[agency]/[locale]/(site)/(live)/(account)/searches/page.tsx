import { accountRoute } from "@/components/account/account-route";
import { SearchesTable } from "@/components/account/searches/searches-table";
import { PageMessages } from "@/components/shell/page-messages";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "searches",
  area: "agent",
  permission: "searches.read",
  render: ({ t }) => (
    <PageMessages namespaces={["Searches"]}>
      <SearchesTable empty={{ title: t("noSearches"), detail: t("noSearchesDetail") }} />
    </PageMessages>
  ),
});
export { generateMetadata };
export default Page;
