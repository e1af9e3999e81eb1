import { accountRoute, EmptyState } from "@/components/account/account-route";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "applications",
  area: "agent",
  permission: "applications.read",
  render: ({ t }) => <EmptyState title={t("noApplications")} detail={t("noApplicationsDetail")} />,
});
export { generateMetadata };
export default Page;
