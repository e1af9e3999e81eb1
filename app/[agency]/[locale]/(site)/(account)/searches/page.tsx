import { accountRoute, EmptyState } from "@/components/account/account-route";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "searches",
  area: "agent",
  permission: "searches.read",
  render: ({ t }) => <EmptyState title={t("noSearches")} detail={t("noSearchesDetail")} />,
});
export { generateMetadata };
export default Page;
