import { accountRoute, EmptyState } from "@/components/account/account-route";

/** Signed-in pages read the session cookie: rendered per request, never cached. */
export const dynamic = "force-dynamic";

const { generateMetadata, Page } = accountRoute({
  title: "proposals",
  area: "agent",
  permission: "proposals.read",
  render: ({ t }) => <EmptyState title={t("noProposals")} detail={t("noProposalsDetail")} />,
});
export { generateMetadata };
export default Page;
