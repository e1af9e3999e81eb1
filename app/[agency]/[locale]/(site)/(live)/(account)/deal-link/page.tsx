import { accountRoute, EmptyState } from "@/components/account/account-route";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "dealLink",
  area: "agent",
  permission: "dealLink.read",
  render: ({ t }) => <EmptyState title={t("noDealLinks")} detail={t("noDealLinksDetail")} />,
});
export { generateMetadata };
export default Page;
